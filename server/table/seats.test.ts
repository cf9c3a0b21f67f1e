import { describe, expect, it } from 'vitest';
import { loadGame } from '../../src/game/loadGame';
import { choicesForSeat, decidingSeat, seatOfDecision, seatsOf } from '../../src/game/online/seats';
import { hasSeatWords, promptForSeat } from '../../src/game/online/seatPrompts';
import { leafPrompt, type TreeSnapshot } from '../../machines/core/tree';
import { salvageMachine } from '../../machines/salvage/mission.machine';
import { fringeBattleMachine } from '../../machines/fringe/battle.machine';
import { battle } from '../../machines/fringe/battle.testkit';
import { MODES } from '../../src/modes/headless';
import type { Mission } from '../../src/rules/salvage/mission/state';
import { salvageSave } from './testkit';

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const files = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));
const PREFER = ['choose-', 'theme-roll', 'setup-next', 'first-', 'activate-', 'hostile-', 'unit-end'];
const MODE = 'salvage-mission';

/** A machine's state node, as far as its prompts are read. */
interface StateNodeLike {
  readonly meta?: unknown;
  readonly states: Readonly<Record<string, StateNodeLike>>;
}

/** A hot-seat salvage mission played in the house tests' order until `until` holds (or 60 steps). */
function playUntil(seed: string, until: (m: Mission) => boolean) {
  const loaded = loadGame(salvageSave(files, seed), MODES, { lookup: () => ({ version: '', hash: '' }) });
  if (!loaded.ok) throw new Error(loaded.error);
  const session = loaded.session;
  session.rollWaitingDice();
  const context = () => (session.getSnapshot() as { context: { mission: Mission } }).context;
  for (let i = 0; i < 60 && !until(context().mission); i++) {
    const choices = session.choices();
    const pick = PREFER.map((p) => choices.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
    if (pick === undefined) break;
    session.send(pick.event);
  }
  return { session, context };
}

describe('a seat at a salvage table is offered its own crew’s choices', () => {
  it('while a unit activates, its orders and its end are its crew’s: the other seat is told whose turn it is', () => {
    const { session, context } = playUntil(
      'seats-1',
      (m) => m.stage.kind === 'boilerPhase' && m.stage.active !== null,
    );
    const m = context().mission;
    expect(m.stage.kind === 'boilerPhase' && m.stage.active !== null).toBe(true);
    const activeId = m.stage.kind === 'boilerPhase' ? m.stage.active : null;
    const side = m.units.find((u) => u.id === activeId)?.side;
    expect(side === 'attacker' || side === 'defender').toBe(true);
    const crew = side === 'defender' ? 'defender' : 'attacker';
    const other = crew === 'attacker' ? 'defender' : 'attacker';
    const choices = session.choices();
    expect(choices.some((c) => c.event.type === 'unit.order')).toBe(true);
    // Every order and the end of the activation belong to the activating unit's crew (Salvage 004: a unit's
    // actions are its player's).
    for (const c of choices)
      expect(seatOfDecision(MODE, context(), c.event as Readonly<Record<string, unknown>>)).toBe(side);
    const mine = choicesForSeat(MODE, context(), side ?? null, choices);
    expect(mine.mine).toHaveLength(choices.length);
    expect(mine.deciding).toBeNull();
    const theirs = choicesForSeat(MODE, context(), other, choices);
    expect(theirs.mine).toEqual([]);
    // Named as the game stands now (the roll-off may have swapped the crews' sides).
    expect(theirs.deciding).toEqual({ id: side, label: m.companies[crew]?.name });
    expect(theirs.theirs).toHaveLength(choices.length);
    // A spectator is offered nothing.
    expect(choicesForSeat(MODE, context(), null, choices).mine).toEqual([]);
    session.dispose();
  });

  it('the crew that won initiative chooses who activates first, either way', () => {
    const { session, context } = playUntil('seats-2', (m) => initiativeWaiting(m));
    const m = context().mission;
    expect(m.initiative === 'attacker' || m.initiative === 'defender').toBe(true);
    const firsts = session.choices().filter((c) => c.event.type === 'initiative.first');
    expect(firsts).toHaveLength(2);
    for (const c of firsts)
      expect(seatOfDecision(MODE, context(), c.event as Readonly<Record<string, unknown>>)).toBe(
        m.initiative,
      );
    expect(seatsOf(MODE, context()).map((s) => s.id)).toEqual(['attacker', 'defender']);
    session.dispose();
  });
});

/** The initiative choice is waiting: the Boiler Phase has begun and nobody activates or has a turn yet. */
function initiativeWaiting(m: Mission): boolean {
  return m.stage.kind === 'boilerPhase' && m.stage.active === null && m.stage.turn === null;
}

describe('the Enemy Phase picks at a salvage table belong to a seat (Salvage 004)', () => {
  const pickOwner = (m: Mission, unit: string) =>
    seatOfDecision(MODE, { mission: m }, { type: 'hostile.activate', unit });
  const picks = (session: ReturnType<typeof playUntil>['session']) =>
    session.choices().filter((c) => c.event.type === 'hostile.activate');
  const other = (side: string | null) => (side === 'attacker' ? 'defender' : 'attacker');

  it('the crew without initiative picks the first Unalert hostile, then the crews alternate', () => {
    const { session, context } = playUntil(
      'seats-1',
      (m) => m.stage.kind === 'enemyPhase' && m.stage.part === 'unalert' && m.order.length >= 4,
    );
    const first = context().mission;
    expect(first.stage).toEqual({ kind: 'enemyPhase', part: 'unalert' });
    expect(first.initiative === 'attacker' || first.initiative === 'defender').toBe(true);
    const without = other(first.initiative);
    // Every hostile waiting is the same crew's pick: the pick is of which goes next, not of a hostile.
    const waiting = picks(session);
    expect(waiting.length).toBeGreaterThanOrEqual(4);
    for (const c of waiting) expect(pickOwner(first, String(c.event['unit']))).toBe(without);
    // The other seat is told whose pick it is and offered none.
    const split = choicesForSeat(MODE, context(), first.initiative, session.choices());
    expect(split.mine.filter((c) => c.event.type === 'hostile.activate')).toEqual([]);
    expect(split.deciding?.id).toBe(without);

    // One pick made (and its D8 rolled): the crew with initiative picks next, then the other again.
    const owners: (string | null)[] = [];
    for (let n = 0; n < 3; n++) {
      const pick = picks(session)[0];
      expect(pick).toBeDefined();
      owners.push(pickOwner(context().mission, String(pick?.event['unit'])));
      expect(session.send(pick?.event ?? { type: 'setup.next' }).ok).toBe(true);
    }
    expect(owners).toEqual([without, first.initiative, without]);
    session.dispose();
  });

  it('the crew with initiative picks the first Alert hostile', () => {
    const { session, context } = playUntil(
      'a1',
      (m) => m.stage.kind === 'enemyPhase' && m.stage.part === 'alert' && m.order.length >= 2,
    );
    const m = context().mission;
    expect(m.stage).toEqual({ kind: 'enemyPhase', part: 'alert' });
    const waiting = picks(session);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    for (const c of waiting) expect(pickOwner(m, String(c.event['unit']))).toBe(m.initiative);
    session.dispose();
  });
});

describe('a prompt about one crew is worded for each window at a table', () => {
  /** Every prompt a machine's states show, walking its state nodes. */
  function promptsOf(node: StateNodeLike, out: string[] = []): string[] {
    const meta = node.meta as { prompt?: unknown } | undefined;
    if (typeof meta?.prompt === 'string') out.push(meta.prompt);
    for (const child of Object.values(node.states)) promptsOf(child, out);
    return out;
  }

  it('every salvage and Fringe prompt that says "you" has words for each seat', () => {
    const prompts = [...promptsOf(salvageMachine.root), ...promptsOf(fringeBattleMachine.root)];
    expect(prompts.length).toBeGreaterThan(30);
    const speaking = prompts.filter((p) => /\byou(r|rs)?\b/i.test(p));
    expect(speaking.length).toBeGreaterThanOrEqual(10);
    expect(speaking.filter((p) => !hasSeatWords(p))).toEqual([]);
  });

  it('"you won initiative" reads as the winner’s in its window and as theirs in the others', () => {
    const { session, context } = playUntil('seats-2', (m) => initiativeWaiting(m));
    const m = context().mission;
    const winner = m.initiative ?? 'attacker';
    const loser = winner === 'attacker' ? 'defender' : 'attacker';
    const prompt = leafPrompt(session.getSnapshot() as TreeSnapshot)?.prompt ?? '';
    expect(prompt).toMatch(/you won initiative/);
    const deciding = decidingSeat(MODE, context(), session.choices());
    const name = m.companies[winner]?.name ?? '';
    expect(deciding).toEqual({ id: winner, label: name });
    expect(promptForSeat(prompt, winner, deciding)).toMatch(/^Boiler Phase — your crew won initiative/);
    for (const window of [loser, null]) {
      const words = promptForSeat(prompt, window, deciding);
      expect(words).toContain(`${name} won initiative and chooses which crew activates first`);
      expect(words).not.toMatch(/\byou(r)?\b/i);
    }
    session.dispose();
  });

  it('the Unalert picks name the crew picking in the other windows', () => {
    const { session, context } = playUntil(
      'seats-1',
      (m) => m.stage.kind === 'enemyPhase' && m.stage.part === 'unalert' && m.order.length >= 3,
    );
    const m = context().mission;
    const prompt = leafPrompt(session.getSnapshot() as TreeSnapshot)?.prompt ?? '';
    const deciding = decidingSeat(MODE, context(), session.choices());
    const picker = m.initiative === 'attacker' ? 'defender' : 'attacker';
    expect(deciding?.id).toBe(picker);
    expect(promptForSeat(prompt, picker, deciding)).toMatch(/your pick of which goes next/);
    const theirs = promptForSeat(prompt, m.initiative, deciding);
    expect(theirs).toContain(`${m.companies[picker]?.name ?? ''} picks which goes next`);
    expect(theirs).not.toMatch(/\byou(r)?\b/i);
    session.dispose();
  });

  it('a Fringe Snooper Bot is side a’s to send or keep, and its prompt says so to side b', () => {
    const b = battle({
      a: [{ id: 'ada', x: 10, z: 10, gear: ['snooper'] }],
      b: [{ id: 'rex', x: 20, z: 10 }],
      penalty: 2,
    });
    expect(b.setup.play).toBe('hot-seat');
    const context = { battle: b };
    const FRINGE = 'fringe-battle';
    // "Roll as you are" names no figure: it is still the Snooper Bot's crew's to say.
    expect(seatOfDecision(FRINGE, context, { type: 'gear.snooper.skip' })).toBe('a');
    expect(seatOfDecision(FRINGE, context, { type: 'gear.snooper', figureId: 'a-ada' })).toBe('a');
    const choices = [
      { event: { type: 'gear.snooper', figureId: 'a-ada' } },
      { event: { type: 'gear.snooper.skip' } },
    ];
    expect(choicesForSeat(FRINGE, context, 'b', choices).mine).toEqual([]);
    const deciding = decidingSeat(FRINGE, context, choices);
    expect(deciding?.id).toBe('a');
    const prompt =
      'The battle penalizes your Seize the Initiative roll. Send the Snooper Bot ahead to ignore the penalty (a 1 on a D6 Damages it), or roll as you are.';
    expect(promptForSeat(prompt, 'b', deciding)).toContain(`Seize the Initiative roll of ${b.sides.a.name}`);
    expect(promptForSeat(prompt, 'a', deciding)).toMatch(/your crew’s Seize the Initiative roll/);
  });
});
