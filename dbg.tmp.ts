import { loadPackFolder } from './scripts/lib/packFolder';
import { Session } from './src/game/session';
import { fringeBattleMode } from './src/modes/fringe/mode';
import { fringeInput } from './src/modes/fringe/setup';
import { MOVE_MODES, type FringeDecision } from './src/rules/fringe/decisions';
import { nextUint32, seedRng } from './src/rules/dice/rng';
import { journalLines } from './src/rules/fringe/narrate';
const pack = loadPackFolder('assets/packs/sample');
const [battleId, play, seed] = process.argv.slice(2) as [string, "solo" | "hot-seat", string];
const input = JSON.parse(JSON.stringify((fringeInput(pack, { battleId, crewId: 'wren-crew', play, opponentId: 'dockside-irregulars' }) as any).input));
const session = Session.start(fringeBattleMode, { mode: 'fringe-battle', seed: `fringe-${seed}`, input }, 'digital');
const rng = { state: seedRng(`choices-${seed}`) };
const draw = (n: number) => { const x = nextUint32(rng.state); rng.state = x.state; return n <= 0 ? 0 : x.value % n; };
let i = 0;
for (; i < 3000 && session.getSnapshot().status === 'active'; i++) {
  const snapshot = session.getSnapshot();
  const inv = fringeBattleMode.invariants(snapshot);
  const b = snapshot.context.battle;
  if (inv.length) { console.log(i, inv, journalLines(b, 14)); console.log(JSON.stringify(session.log.slice(-3))); console.log(JSON.stringify(b.fighters.map(f=>[f.id,f.at]))); process.exit(0); }
  const offered = fringeBattleMode.choices(snapshot).map((c) => c.event).filter((e: any) => e.type !== 'dice.answer' && e.type !== 'campaign.time-to-go') as FringeDecision[];
  const moves: FringeDecision[] = [];
  const figureId = b.stage.kind === 'round' ? b.stage.activation?.figureId : undefined;
  const f = b.fighters.find((x) => x.id === figureId);
  if (f?.at) for (let k = 0; k < 4; k++) {
    const angle = (draw(360) * Math.PI) / 180; const inches = 1 + draw(f.speed + 2); const level = ([1,2,3] as const)[draw(3)] ?? 3;
    const x = Math.min(35.5, Math.max(0.5, f.at.x + Math.cos(angle) * inches)); const z = Math.min(35.5, Math.max(0.5, f.at.z + Math.sin(angle) * inches));
    moves.push({ type: 'figure.move', figureId: f.id, to: [{ x, z, level }], mode: MOVE_MODES[draw(5)] ?? 'auto', dash: draw(4) === 0 });
  }
  if (b.winnerMove !== null) { const w = b.fighters.find((x) => x.id === b.winnerMove?.figureId); if (w?.at) moves.push({ type: 'winner.move', to: { x: w.at.x + 1.5, z: w.at.z, level: w.at.level }, mode: 'auto' }); }
  const ok = moves.filter((m) => snapshot.can(m));
  const all = [...offered, ...ok, ...ok];
  const d = all[draw(all.length)]; if (!d) { console.log('stuck', JSON.stringify(snapshot.value)); break; }
  session.send(d);
}
console.log('end', i, session.getSnapshot().status, JSON.stringify(session.getSnapshot().context.battle.stage));
