import { gameMode } from '../kit';

export const fringeBattle = gameMode({
  id: 'fringe-battle',
  route: 'fringe',
  nav: 'Fringe battle',
  card: {
    id: 'fringe-battle',
    title: 'Fringe battle',
    blurb:
      'Five Parsecs-style battles on the depth board: brawls with K’Erin, jumps from the Mids, shots blocked by a friend, Luck, Panic Fire and story points — solo against the enemy’s behaviour or hot-seat.',
  },
  mode: () => import('./mode').then((m) => m.fringeBattleMode),
  screen: () => import('./screen').then((m) => ({ default: m.FringeBattleScreen })),
  view: () => import('./screen').then((m) => ({ default: m.FringeBattleView })),
});
