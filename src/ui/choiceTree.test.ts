import { describe, expect, it } from 'vitest';
import { backPath, choiceLevel, drillPath, livePath, NO_CHANCE, type TreeChoice } from './choiceTree';

const tk = (piece: string, to: string, slot: string): TreeChoice => ({
  id: `tk-${piece}-${to}-${slot}`,
  label: `Telekinesis: ${piece} to ${to} (slot ${slot})`,
  group: ['Telekinesis', piece, to],
  short: `slot ${slot}`,
  odds: 0.5,
});

const list: TreeChoice[] = [
  { id: 'skip', label: 'No PSI power' },
  tk('Pistol from Ada', 'Bo', '3'),
  tk('Pistol from Ada', 'Bo', '4'),
  tk('Pistol from Ada', 'Cy', '3'),
  tk('Rifle from Bo', 'Ada', '5'),
  { id: 'heal-ada', label: 'Heal on Ada', group: ['Heal'], short: 'Ada', odds: 0.4 },
  { id: 'blast', label: 'Mind blast on the Drone', odds: 0 },
  { id: 'shield', label: 'Shield', odds: 0.2, disabled: 'Nobody is under attack.' },
  { id: 'fire', label: 'Fire on the Drone', odds: 0.3 },
];

describe('choiceLevel', () => {
  it('shows the first step of each group with the count under it, in the order of the list', () => {
    const top = choiceLevel(list, []);
    expect(top.map((n) => (n.kind === 'group' ? `${n.text} (${n.ids.length})` : n.text))).toEqual([
      'No PSI power',
      'Telekinesis (4)',
      // One choice under a step: no step, the choice itself with its whole label.
      'Heal on Ada',
      'Fire on the Drone',
      'Mind blast on the Drone',
      'Shield',
    ]);
  });

  it('drills in a step at a time down to the short labels', () => {
    const pieces = choiceLevel(list, ['Telekinesis']);
    expect(pieces.map((n) => n.text)).toEqual([
      'Pistol from Ada',
      'Telekinesis: Rifle from Bo to Ada (slot 5)',
    ]);
    const to = choiceLevel(list, ['Telekinesis', 'Pistol from Ada']);
    expect(to.map((n) => n.text)).toEqual(['Bo', 'Telekinesis: Pistol from Ada to Cy (slot 3)']);
    const slots = choiceLevel(list, ['Telekinesis', 'Pistol from Ada', 'Bo']);
    expect(slots.map((n) => n.text)).toEqual(['slot 3', 'slot 4']);
  });

  it('disables a choice with no chance or with the mode reason, last in its level', () => {
    const top = choiceLevel(list, []);
    const blast = top.find((n) => n.kind === 'choice' && n.choice.id === 'blast');
    const shield = top.find((n) => n.kind === 'choice' && n.choice.id === 'shield');
    expect(blast?.kind === 'choice' && blast.disabled).toBe(NO_CHANCE);
    expect(shield?.kind === 'choice' && shield.disabled).toBe('Nobody is under attack.');
    const fire = top.find((n) => n.kind === 'choice' && n.choice.id === 'fire');
    expect(fire?.kind === 'choice' && fire.disabled).toBeNull();
  });

  it('counts the choices of a step that can be taken', () => {
    const hopeless = [tk('A', 'B', '1'), { ...tk('A', 'B', '2'), odds: 0 }];
    const [step] = choiceLevel(hopeless, []);
    expect(step?.kind === 'group' && [step.open, step.ids.length]).toEqual([1, 2]);
  });
});

describe('livePath', () => {
  it('keeps a path the list still has and cuts one it lost', () => {
    expect(livePath(list, ['Telekinesis', 'Pistol from Ada'])).toEqual(['Telekinesis', 'Pistol from Ada']);
    expect(livePath(list, ['Telekinesis', 'Sword'])).toEqual(['Telekinesis']);
    expect(livePath(list, ['Meditate'])).toEqual([]);
  });
});

describe('drillPath and backPath: a step with nothing to pick between is passed through', () => {
  // A Quick fight's attack with one weapon and one target: the weapon's step holds only the target's step,
  // which holds the ways to attack (plain, a boost, flank first).
  const way = (id: string, short: string): TreeChoice => ({
    id,
    label: `Pistol at the Drone${short}`,
    group: ['Attack with Pistol', 'at the Drone'],
    short,
  });
  const attack: TreeChoice[] = [
    way('plain', 'no boost'),
    way('boost', '+1 damage'),
    way('flank', 'Flank first'),
    {
      id: 'fists',
      label: 'Bare fists at the Drone',
      group: ['Attack with bare fists', 'at the Drone'],
      short: 'x',
    },
    {
      id: 'fists-2',
      label: 'Bare fists, flank',
      group: ['Attack with bare fists', 'at the Drone'],
      short: 'y',
    },
    { id: 'hold', label: 'Hold back' },
  ];

  it('goes from the weapon straight to the ways to attack its one target: two clicks, not three', () => {
    const path = drillPath(attack, ['Attack with Pistol']);
    expect(path).toEqual(['Attack with Pistol', 'at the Drone']);
    expect(choiceLevel(attack, path).map((n) => n.text)).toEqual(['no boost', '+1 damage', 'Flank first']);
  });

  it('stops at a level with something to pick, and goes back past the steps it passed through', () => {
    const twoTargets = [
      ...attack,
      { ...way('other', 'no boost'), id: 'other', group: ['Attack with Pistol', 'at the Hound'] },
    ];
    expect(drillPath(twoTargets, ['Attack with Pistol'])).toEqual(['Attack with Pistol']);
    expect(backPath(attack, ['Attack with Pistol', 'at the Drone'])).toEqual([]);
    expect(backPath(twoTargets, ['Attack with Pistol', 'at the Hound'])).toEqual(['Attack with Pistol']);
  });
});
