import { gameMode } from '../kit';

export const salvage = gameMode({
  id: 'salvage-mission',
  route: 'salvage',
  nav: 'Salvage mission',
  card: {
    id: 'salvage-mission',
    title: 'Salvage skirmish mission',
    blurb:
      'A whole salvage mission on the depth board, solo or hot-seat: set-up, Boiler, Enemy and End phases, the post-game and downtime — then the next mission with the crew that came home.',
  },
  mode: () => import('./mode').then((m) => m.salvageMode),
  screen: () => import('./screen').then((m) => ({ default: m.SalvageScreen })),
  view: () => import('./screen').then((m) => ({ default: m.SalvageView })),
});
