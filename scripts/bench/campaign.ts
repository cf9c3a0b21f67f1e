/**
 * `npm run bench -- campaign`: a 50-turn Space Kraken campaign on the sample pack, played by a seeded bot
 * through the session a player uses (story lines led, events read, now and then a landing that runs the
 * crawl and its fights), then replayed from its set-up — budget ≤ 1 s (issue 15). The replay is also given as
 * a ratio to the live play measured in the same run.
 */
import { performance } from 'node:perf_hooks';
import { replay } from '../../src/game/replay';
import { Session } from '../../src/game/session';
import { campaignInput, defaultChoices } from '../../src/modes/campaign/campaignInput';
import { campaignMode } from '../../src/modes/campaign/mode';
import { nextUint32, seedRng } from '../../src/rules/dice/rng';
import { loadPackFolder } from '../lib/packFolder';

const TURNS = 50;
const pack = loadPackFolder('assets/packs/sample');
const built = campaignInput(pack, { ...defaultChoices(pack), practice: true });
if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
// The sample story is won in a few turns; the bench strikes its victory so the campaign runs all 50 turns.
const events = built.input.events.map((e) => ({
  ...e,
  effects: e.effects.filter((f) => f.kind !== 'victory'),
}));
const setup = { mode: campaignMode.id, seed: 'bench-campaign', input: { ...built.input, events } };

const liveStart = performance.now();
const session = Session.start(campaignMode, setup, 'digital');
let rng = seedRng('bench-campaign-bot');
const draw = (n: number): number => {
  const d = nextUint32(rng);
  rng = d.state;
  return d.value % n;
};
while (session.getSnapshot().context.turn.campaign.turn <= TURNS && session.getSnapshot().status !== 'done') {
  const offers = session.choices().filter((c) => c.disabled === undefined);
  // One landing in eight free actions keeps the crawls a part of the campaign, not all of it.
  const landing = offers.filter((c) => (c.event as { type: string }).type === 'free.land');
  const calm = offers.filter((c) => (c.event as { type: string }).type !== 'free.land');
  const pool = landing.length > 0 && draw(8) === 0 ? landing : calm.length > 0 ? calm : offers;
  const choice = pool[draw(pool.length)];
  if (choice === undefined || !session.send(choice.event).ok) throw new Error('the bot found nothing to do');
}
const liveMs = performance.now() - liveStart;
const log = session.log.slice();
const finalState = JSON.stringify(session.getSnapshot().context.turn);
const inCrawls = log.filter((e) => e.path?.[0] === 'dungeon').length;

const replays: number[] = [];
let equal = true;
for (let run = 0; run < 3; run++) {
  const t0 = performance.now();
  const outcome = replay(campaignMode, setup, log);
  replays.push(performance.now() - t0);
  if (!outcome.ok) throw new Error(`replay failed at ${outcome.index}: ${outcome.reason}`);
  equal &&=
    JSON.stringify(
      (outcome.run.actor.getSnapshot() as ReturnType<typeof session.getSnapshot>).context.turn,
    ) === finalState;
  outcome.run.actor.stop();
}
replays.sort((a, b) => a - b);
const replayMs = replays[1] ?? Number.NaN;
const turns = session.getSnapshot().context.turn.campaign.turn - 1;
const ended =
  session.getSnapshot().status === 'done'
    ? session.getSnapshot().context.turn.campaign.victory === null
      ? 'defeat'
      : 'victory'
    : 'running';

console.log(
  `${turns} turns (${ended}), ${log.length} entries (${inCrawls} inside crawls): live ${liveMs.toFixed(0)} ms; replay median of 3: ${replayMs.toFixed(0)} ms`,
);
console.log(
  JSON.stringify({
    bench: 'campaign',
    turns,
    entries: log.length,
    inCrawls,
    replayMs: Math.round(replayMs),
    liveMs: Math.round(liveMs),
    replayToLive: Number((replayMs / liveMs).toFixed(3)),
    replayToBudget: Number((replayMs / 1000).toFixed(3)),
    stateEqual: equal,
    budget: { replayMs: 1000 },
    withinBudget: replayMs <= 1000 && equal,
  }),
);
