/**
 * `npm run bench -- campaign`: a 50-turn Space Kraken campaign on the sample pack, played through the session a
 * player uses by a careful seeded bot (scripts/lib/campaignBot.ts: it heals, flies easy flights, dodges a
 * combat when the odds say so, leads story lines, now and then lands and runs the crawl and its fights). Should
 * the crew still die, a new campaign (next seed) goes on counting turns, and the figures say how many campaigns
 * the 50 turns took. Then each campaign's log is replayed from its set-up — budget ≤ 1 s (issues 15 and 28) —
 * and its save is reloaded through the save loader (loadGame: the log replayed, the checkpoint compared).
 * The replay is also given as a ratio to the live play measured in the same run.
 */
import { performance } from 'node:perf_hooks';
import { loadGame, saveOf, type PackLookup } from '../../src/game/loadGame';
import { replay } from '../../src/game/replay';
import { Session } from '../../src/game/session';
import { campaignInput, defaultChoices } from '../../src/modes/campaign/campaignInput';
import { campaignMode } from '../../src/modes/campaign/mode';
import { MODES } from '../../src/modes/headless';
import { CarefulBot, playCampaign } from '../lib/campaignBot';
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
const setupOf = (n: number) => ({
  mode: campaignMode.id,
  seed: n === 0 ? 'bench-campaign' : `bench-campaign-${n}`,
  input: { ...built.input, events },
});
const stamp = { id: 'bench', version: '1', hash: 'bench' };
const packs: PackLookup = { lookup: (id) => (id === stamp.id ? stamp : undefined) };

const startCampaign = (n: number) => Session.start(campaignMode, setupOf(n), 'digital');

interface Played {
  readonly session: ReturnType<typeof startCampaign>;
  readonly turns: number;
  readonly ended: 'defeat' | 'victory' | 'running';
}

const bot = new CarefulBot('bench-campaign-bot');
const played: Played[] = [];
let turnsPlayed = 0;
const liveStart = performance.now();
while (turnsPlayed < TURNS) {
  const session = startCampaign(played.length);
  const left = TURNS - turnsPlayed;
  const { turns, ended } = playCampaign(session, bot, left);
  played.push({ session, turns, ended });
  turnsPlayed += turns;
  if (played.length > 20) throw new Error('twenty campaigns lost: the bot is no player');
}
const liveMs = performance.now() - liveStart;

let replayMs = 0;
let reloadMs = 0;
// CPU time of the same spans: on a shared machine the wall clock also counts time the process waited.
let replayCpuMs = 0;
let reloadCpuMs = 0;
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[1] ?? Number.NaN;
let equal = true;
let entries = 0;
let inCrawls = 0;
for (const p of played) {
  const log = p.session.log.slice();
  entries += log.length;
  inCrawls += log.filter((e) => e.path?.[0] === 'dungeon').length;
  const finalState = JSON.stringify(p.session.getSnapshot().context.turn);
  const replays: number[] = [];
  const replaysCpu: number[] = [];
  for (let run = 0; run < 3; run++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const outcome = replay(campaignMode, p.session.setup, log);
    replays.push(performance.now() - t0);
    replaysCpu.push(cpuMs(c0));
    if (!outcome.ok) throw new Error(`replay failed at ${outcome.index}: ${outcome.reason}`);
    equal &&=
      JSON.stringify(
        (outcome.run.actor.getSnapshot() as ReturnType<typeof p.session.getSnapshot>).context.turn,
      ) === finalState;
    outcome.run.actor.stop();
  }
  replays.sort((a, b) => a - b);
  replayMs += replays[1] ?? Number.NaN;
  replayCpuMs += median(replaysCpu);
  // Reloading the save as the app does (compact JSON, parsed, checked, replayed).
  const text = JSON.stringify(saveOf(p.session, stamp));
  const reloads: number[] = [];
  const reloadsCpu: number[] = [];
  for (let run = 0; run < 3; run++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const loaded = loadGame(text, MODES, packs);
    reloads.push(performance.now() - t0);
    reloadsCpu.push(cpuMs(c0));
    if (!loaded.ok) throw new Error(`reload failed: ${loaded.error}`);
    equal &&= JSON.stringify((loaded.session.getSnapshot().context as { turn: unknown }).turn) === finalState;
    loaded.session.dispose();
  }
  reloads.sort((a, b) => a - b);
  reloadMs += reloads[1] ?? Number.NaN;
  reloadCpuMs += median(reloadsCpu);
}
const turns = turnsPlayed;
const longest = Math.max(...played.map((p) => p.turns));
const ended = played.map((p) => `${p.turns} turns (${p.ended})`).join(', ');
console.log(
  `${turns} turns in ${played.length} campaign(s): ${ended}; ${entries} entries (${inCrawls} inside crawls): live ${liveMs.toFixed(0)} ms; replay median of 3: ${replayMs.toFixed(0)} ms (CPU ${replayCpuMs.toFixed(0)} ms); reload through the save loader: ${reloadMs.toFixed(0)} ms (CPU ${reloadCpuMs.toFixed(0)} ms)`,
);
console.log(
  JSON.stringify({
    bench: 'campaign',
    turns,
    campaigns: played.length,
    longestCampaign: longest,
    entries,
    inCrawls,
    replayMs: Math.round(replayMs),
    liveMs: Math.round(liveMs),
    replayToLive: Number((replayMs / liveMs).toFixed(3)),
    replayToBudget: Number((replayMs / 1000).toFixed(3)),
    reloadMs: Math.round(reloadMs),
    replayCpuMs: Math.round(replayCpuMs),
    reloadCpuMs: Math.round(reloadCpuMs),
    stateEqual: equal,
    budget: { replayMs: 1000, reloadMs: 1000 },
    withinBudget: turns === TURNS && replayMs <= 1000 && reloadMs <= 1000 && equal,
  }),
);
