import { gameMode } from '../kit';

export const campaign = gameMode({
  id: 'kraken-campaign',
  route: 'campaign',
  nav: 'Campaign',
  card: {
    id: 'kraken-campaign',
    title: 'Space Kraken campaign',
    blurb:
      'A crew, its story lines and the turn phases: events through the Crypted Game Master, landings that run the crawl, quests and Recovery.',
  },
  mode: () => import('./mode').then((m) => m.campaignMode),
  screen: () => import('./screen').then((m) => ({ default: m.CampaignScreen })),
});
