import { gameMode } from '../kit';

export const campaign = gameMode({
  id: 'kraken-campaign',
  route: 'campaign',
  nav: 'Campaign',
  card: {
    id: 'kraken-campaign',
    title: 'Space Kraken campaign',
    blurb:
      'A crew, its ship and story lines, turn by turn: events through the Crypted Game Master, ship building, flights into space combat, landings that run the crawl, quests and Recovery.',
  },
  mode: () => import('./mode').then((m) => m.campaignMode),
  screen: () => import('./screen').then((m) => ({ default: m.CampaignScreen })),
});
