import { describe, expect, it } from 'vitest';
import { loadGame } from '../../src/game/loadGame';
import { choicesForSeat, seatOfDecision, seatsOf } from '../../src/game/online/seats';
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
