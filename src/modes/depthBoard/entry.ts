import { gameMode } from '../kit';

export const depthBoard = gameMode({
  id: 'depth-board',
  route: 'board',
  nav: 'Board',
  card: {
    id: 'salvage-board',
    title: 'Salvage skirmish board',
    blurb:
      'The three-level board — Topside, The Mids, The Sink: measure true 3D distance, check line of sight, move figures, edit boards.',
  },
  mode: () => import('./mode').then((m) => m.depthBoardMode),
  screen: () => import('./screen').then((m) => ({ default: m.BoardScreen })),
  view: () => import('./screen').then((m) => ({ default: m.DepthBoardView })),
});
