/** The home screen's list of modes: what is playable now and what is coming. */
export interface ModeCard {
  readonly id: string;
  readonly title: string;
  readonly blurb: string;
  readonly status: 'ready' | 'coming';
  readonly href?: string;
}

export const MODE_CARDS: readonly ModeCard[] = [
  {
    id: 'kraken-crawl',
    title: 'Space Kraken dungeon crawl',
    blurb:
      'The Quick crawl: walk the sample location tile by tile; the app keeps oxygen, triggers, bulkheads, mines and fights for you.',
    status: 'ready',
    href: '#/crawl',
  },
  {
    id: 'salvage-mission',
    title: 'Salvage skirmish mission',
    blurb:
      'A whole salvage mission on the depth board, solo or hot-seat: set-up, Boiler, Enemy and End phases, the post-game and downtime — then the next mission with the crew that came home.',
    status: 'ready',
    href: '#/salvage',
  },
  {
    id: 'salvage-board',
    title: 'Salvage skirmish board',
    blurb:
      'The three-level board — Topside, The Mids, The Sink: measure true 3D distance, check line of sight, move figures, edit boards.',
    status: 'ready',
    href: '#/board',
  },
  {
    id: 'kraken-quick-fight',
    title: 'Space Kraken quick fight',
    blurb: 'A ground combat on its own: pick a crew and an enemy, fight it out with the odds of every roll.',
    status: 'ready',
    href: '#/fight',
  },
  {
    id: 'kraken-campaign',
    title: 'Space Kraken campaign',
    blurb: 'Story lines, flights and the turn phases, guided step by step.',
    status: 'coming',
  },
  {
    id: 'space-combat',
    title: 'Space combat',
    blurb: 'The seven sub-phases of a ship fight, boarding included.',
    status: 'coming',
  },
  {
    id: 'fringe-battle',
    title: 'Fringe battle',
    blurb: 'Five Parsecs-style battle rounds and brawls on the depth board.',
    status: 'coming',
  },
  {
    id: 'rules-demos',
    title: 'Rules demos',
    blurb: 'Short guided scenes that show one rule at a time to new players.',
    status: 'coming',
  },
];
