import { gameMode } from '../kit';

export const spaceCombat = gameMode({
  id: 'space-combat',
  route: 'space',
  nav: 'Space combat',
  card: {
    id: 'kraken-space-combat',
    title: 'Space Kraken space combat',
    blurb:
      'A ship fight on its own: pick a hull and a flight, then play the seven sub-phases — objectives, fire, enemy fire, boarding, escape — with the odds of every roll.',
  },
  mode: () => import('./mode').then((m) => m.spaceCombatMode),
  screen: () => import('./screen').then((m) => ({ default: m.SpaceCombatScreen })),
  view: () => import('./screen').then((m) => ({ default: m.SpaceCombatView })),
});
