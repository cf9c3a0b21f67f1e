import { gameMode } from '../kit';

// Listed among the home page's tools, not its modes: it is a workbench for any check of the three games.
export const diceLab = gameMode({
  id: 'dice-lab',
  route: 'dice-lab',
  nav: 'Dice lab',
  card: null,
  mode: () => import('./mode').then((m) => m.diceLabMode),
  screen: () => import('./screen').then((m) => ({ default: m.DiceLabScreen })),
});
