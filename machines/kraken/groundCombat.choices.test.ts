import { describe, expect, it } from 'vitest';
import { groundCombatMode } from '../../src/modes/quickFight/mode';
import { choiceLevel } from '../../src/ui/choiceTree';
import { Driver, fightInput, member, PRY_BAR, PSI_TRAIT, RIFLE } from './groundCombat.testkit';

/**
 * The PSI step after an action, as the ChoiceBar shows it: the mode's choices (those the machine accepts)
 * grouped into steps. Dax (PSI 1) and Ada (Rifle) against a Gnawer.
 */
function psiStep(level = 1): Driver {
  const dax = member('dax', 'Dax', { agility: 4 }, [PRY_BAR], [PSI_TRAIT], level);
  const ada = member('ada', 'Ada', { ranged: 2 }, [RIFLE]);
  const d = new Driver(fightInput({ crew: [dax, ada] }))
    .roll(2, 1)
    .send({ type: 'initiative.roll' })
    .roll(6, 1);
  d.send({ type: 'crew.activate', crewId: 'dax' }).send({ type: 'cover' });
  expect(d.state).toBe('{"turn":{"crew":{"acting":"psiChoice"}}}');
  return d;
}

describe('Quick fight choices in steps', () => {
  it('offers No PSI power first and a short first level, Telekinesis as power → piece → crew member → slot', () => {
    const d = psiStep();
    const offered = groundCombatMode.choices(d.snap);
    const top = choiceLevel(offered, []);
    expect(top[0]?.kind === 'choice' && top[0].choice.id).toBe('psi-skip');
    expect(top.length).toBeLessThanOrEqual(14);
    const tk = top.find((n) => n.kind === 'group' && n.text === 'PSI Telekinesis');
    expect(tk?.kind).toBe('group');
    const pieces = choiceLevel(offered, ['PSI Telekinesis']);
    expect(pieces.length).toBeGreaterThan(0);
    const first = pieces[0];
    const path = first?.kind === 'group' ? first.path : [];
    const deeper = choiceLevel(offered, path);
    expect(deeper.every((n) => n.kind === 'group' || n.choice.event.type === 'psi.use')).toBe(true);
  });

  it('shows a power with no chance (PSI 1 against difficulty 8) disabled, with the number it needs', () => {
    const d = psiStep(1);
    const lightning = groundCombatMode.choices(d.snap).find((c) => c.id === 'psi-psi-lightning');
    expect(lightning?.odds).toBe(0);
    expect(lightning?.disabled).toBe('No chance: the PSI check needs 7+ on a d6.');
    const attack = groundCombatMode.choices(d.snap).find((c) => c.id.startsWith('psi-psi-attack'));
    expect(attack?.disabled).toBeUndefined();
  });

  it('puts the modifiers that made a hit roll on its dice request', () => {
    const ada = member('ada', 'Ada', { ranged: 2 }, [RIFLE]);
    const d = new Driver(fightInput({ crew: [ada] })).roll(2, 1);
    for (let i = 0; i < 3 && d.snap.context.diceRequest !== null; i++) d.roll(6);
    d.send({ type: 'crew.activate', crewId: 'ada' });
    d.send({
      type: 'attack',
      weapon: 'L',
      targets: [d.fight.enemies[0]?.uid ?? ''],
      boost: { damage: 0, accuracy: 1 },
      berserk: 0,
      flank: false,
    });
    const request = d.snap.context.diceRequest;
    expect(request?.purpose).toMatch(/hit roll/);
    expect(request?.modifiers?.map((m) => `${m.label} ${m.value}`)).toEqual([
      'Rifle hits on 4+',
      'Accuracy boost −1',
      'A 1 always misses ',
    ]);
  });
});
