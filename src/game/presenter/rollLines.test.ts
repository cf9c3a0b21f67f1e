import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import { spaceCombatMode } from '../../modes/spaceCombat/mode';
import { spaceCombatInput } from '../../modes/spaceCombat/setup';
import { Session } from '../session';

/**
 * Every dice line of the log says whose roll it was and what it was for (the request's purpose), never only
 * "Digital dice: 5.": a space combat played a few turns by its first choices, then read back.
 */
describe('dice lines in the log', () => {
  it('name the purpose of every roll of a space combat', () => {
    const pack = samplePack();
    const crew = [...pack.crewTemplates.keys()].slice(0, 4);
    const built = spaceCombatInput(pack, {
      hullId: [...pack.hulls.keys()][0] ?? '',
      fit: 'starter',
      flightNumber: 8,
      crew,
    });
    if (!built.ok) throw new Error(built.reason);
    const session = Session.start(
      spaceCombatMode,
      { mode: spaceCombatMode.id, seed: 'lines', input: built.input },
      'digital',
    );
    for (let i = 0; i < 12; i++) {
      const choice = session.choices()[0];
      if (choice === undefined) break;
      const sent = session.send(choice.event);
      expect(sent.ok ? '' : sent.reason).toBe('');
    }
    const dice = session.log.flatMap((entry, i) =>
      entry.kind === 'dice' ? [session.narrate()[i] ?? ''] : [],
    );
    expect(dice.length).toBeGreaterThan(2);
    expect(dice.filter((line) => /^(Digital|Your|Scripted) dice:/.test(line))).toEqual([]);
    expect(dice.every((line) => / — .*digital dice: \d/.test(line))).toBe(true);
  });
});
