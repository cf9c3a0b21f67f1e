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
  // The headless definition still sits in src/game/modes while machines/salvage and src/rules/salvage are
  // being restructured; it moves into this folder as mode.ts after that lands.
  mode: () => import('./mode').then((m) => m.salvageMode),
  screen: () => import('./screen').then((m) => ({ default: m.SalvageScreen })),
});
