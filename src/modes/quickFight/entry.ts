import { gameMode } from '../kit';

export const quickFight = gameMode({
  id: 'ground-combat',
  route: 'fight',
  nav: 'Quick fight',
  card: {
    id: 'kraken-quick-fight',
    title: 'Space Kraken quick fight',
    blurb: 'A ground combat on its own: pick a crew and an enemy, fight it out with the odds of every roll.',
  },
  mode: () => import('./mode').then((m) => m.groundCombatMode),
  screen: () => import('./screen').then((m) => ({ default: m.QuickFightScreen })),
  view: () => import('./screen').then((m) => ({ default: m.QuickFightView })),
});
