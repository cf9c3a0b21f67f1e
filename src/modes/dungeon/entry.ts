import { gameMode } from '../kit';

export const dungeon = gameMode({
  id: 'dungeon-crawl',
  route: 'crawl',
  nav: 'Crawl',
  card: {
    id: 'kraken-crawl',
    title: 'Space Kraken dungeon crawl',
    blurb:
      'The Quick crawl: walk the sample location tile by tile; the app keeps oxygen, triggers, bulkheads, mines and fights for you.',
  },
  mode: () => import('./mode').then((m) => m.dungeonMode),
  screen: () => import('./screen').then((m) => ({ default: m.DungeonScreen })),
  view: () => import('./screen').then((m) => ({ default: m.CrawlView })),
});
