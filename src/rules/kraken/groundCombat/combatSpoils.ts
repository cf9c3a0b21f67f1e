import type { TreasureDieNote } from './combatEvents';
import type { CombatRoll, Fight, GainedItem, SpoilsState, SpoilsStage } from './combatTypes';
import type { FirstChoice, TreasureDropKind } from './spoils';
import {
  ammoDropOptions,
  equipmentDropRoll,
  extraCash,
  extraCashRoll,
  firstChoiceCredits,
  lookupTreasure,
  prototypeBaseFound,
  treasureGrade,
  treasureRoll,
} from './spoils';
import { prototypeEffectOf, prototypeRoll, prototypeTableFor } from '../crew/prototypes';
import { journaled, recordOf } from './combatFlow';
import { divinationShift } from '../crew/psi';

/**
 * The spoils of a won ground combat (Space Kraken §14, After ground combat phase; kraken.treasure-drops,
 * kraken.extra-cash, kraken.item-weapon-drop, kraken.ammo-drop, kraken.prototype-drop): for each defeated
 * primary, a stimpack or credits, then a d20 on the treasure table and whatever that drop asks for. A
 * prototype's effect die is read at the 'row' stage once the piece is picked (prototypes.ts).
 */

export function dropsLeft(fight: Fight): boolean {
  return fight.phase === 'spoils' && fight.spoils.index < fight.spoils.drops.length;
}

export function currentGrade(fight: Fight): number {
  return treasureGrade(fight.spoils.drops[fight.spoils.index] ?? 1);
}

export function spoilsStage(fight: Fight): SpoilsStage | null {
  return dropsLeft(fight) ? fight.spoils.stage : null;
}

function withSpoils(fight: Fight, patch: Partial<SpoilsState>): Fight {
  return { ...fight, spoils: { ...fight.spoils, ...patch } };
}

function nextDrop(fight: Fight, item: GainedItem | null = null): Fight {
  const items = item === null ? fight.spoils.items : [...fight.spoils.items, item];
  return withSpoils(fight, {
    index: fight.spoils.index + 1,
    stage: 'choice',
    drop: null,
    prototype: false,
    row: null,
    items,
    effectFor: null,
  });
}

export function stageRefusal(fight: Fight, stage: SpoilsStage): string | null {
  if (!dropsLeft(fight)) return 'There is no treasure drop to take now.';
  return fight.spoils.stage === stage ? null : 'Finish the treasure drop in hand first.';
}

/** Before the d20: a free stimpack or credits equal to the grade. */
export function takeFirst(fight: Fight, choice: FirstChoice): Fight {
  const grade = currentGrade(fight);
  const credits = fight.spoils.credits + firstChoiceCredits(grade, choice);
  const items: GainedItem[] =
    choice === 'stimpack' ? [...fight.spoils.items, { kind: 'stimpack', grade }] : [...fight.spoils.items];
  return journaled(withSpoils(fight, { credits, items, stage: 'd20' }), {
    kind: 'first-taken',
    grade,
    choice,
  });
}

export function treasureNeed(fight: Fight): CombatRoll | null {
  return spoilsStage(fight) === 'd20' ? { need: treasureRoll(currentGrade(fight)), who: null } : null;
}

/**
 * Reading (kraken.treasure-drops): a table with no column for this location and grade pays cash rather than
 * stopping the game.
 */
function readTable(fight: Fight, face: number): TreasureDropKind {
  try {
    return lookupTreasure(fight.treasureTable, fight.encounter.locationKind, currentGrade(fight), face);
  } catch {
    return 'cash';
  }
}

/** The d20: cash, item, weapon, ammo or prototype; a prototype rolls again until an item or weapon. */
export function applyTreasureDie(armed: Fight, rolled: number): Fight {
  const roll = treasureNeed(armed);
  if (roll === null) return armed;
  const face = divinationShift(rolled, armed.lootShift);
  const fight: Fight = armed.lootShift === 0 ? armed : { ...armed, lootShift: 0 };
  const drop = readTable(fight, face);
  const record = recordOf(roll.need, rolled);
  const grade = currentGrade(fight);
  const said = (next: Fight, note: TreasureDieNote): Fight =>
    journaled(
      next,
      { kind: 'treasure-die', grade, rolled, shift: armed.lootShift, readAs: face, drop, note },
      { roll: record },
    );
  if (fight.spoils.prototype) {
    if (!prototypeBaseFound(drop)) return said(fight, 'prototype-base-missing');
    return said(withSpoils(fight, { drop, stage: 'row' }), 'prototype-base');
  }
  switch (drop) {
    case 'cash':
      return said(withSpoils(fight, { drop, stage: 'cash' }), 'none');
    case 'item':
    case 'weapon':
      return said(withSpoils(fight, { drop, stage: 'row' }), 'none');
    case 'prototype':
      return said(withSpoils(fight, { drop, prototype: true, stage: 'd20' }), 'prototype-roll');
    case 'ammo': {
      const options = ammoDropOptions(grade);
      const only = options.length === 1 ? options[0] : undefined;
      if (only !== undefined)
        return said(nextDrop(fight, { kind: 'ammo', grade, option: only }), 'one-magazine');
      return said(withSpoils(fight, { drop, stage: 'ammo' }), 'none');
    }
  }
}

export function cashNeed(fight: Fight): CombatRoll | null {
  return spoilsStage(fight) === 'cash' ? { need: extraCashRoll(), who: null } : null;
}

export function applyCashDie(fight: Fight, face: number): Fight {
  const roll = cashNeed(fight);
  if (roll === null) return fight;
  const amount = extraCash(fight.treasureTable, currentGrade(fight), face);
  const next = withSpoils(fight, { credits: fight.spoils.credits + amount });
  return journaled(
    nextDrop(next),
    { kind: 'extra-cash', face, credits: amount },
    { roll: recordOf(roll.need, face) },
  );
}

function dropList(fight: Fight): 'weapon' | 'item' {
  return fight.spoils.drop === 'weapon' ? 'weapon' : 'item';
}

/**
 * A picked prototype waits for its effect die (at the 'row' stage, read by `rowNeed`/`applyRowDie`); for a
 * machine that wants its own prompt for that die.
 */
export function prototypeEffectPending(fight: Fight): boolean {
  return spoilsStage(fight) === 'row' && (fight.spoils.effectFor ?? null) !== null;
}

/** The prototype table the picked prototype is read on, while its effect die is awaited. */
function effectTable(fight: Fight) {
  const pending = fight.spoils.effectFor ?? null;
  const prototypes = fight.prototypes;
  if (pending === null || prototypes === null) return null;
  const category = prototypes.categories[pending.id];
  return category === undefined ? null : prototypeTableFor(prototypes.tables, category);
}

/**
 * The d6 of the 'row' stage: the row of the grade's drop list, or — once a prototype is picked — the row of
 * the prototype table of its category (kraken.prototype-drop).
 */
export function rowNeed(fight: Fight): CombatRoll | null {
  if (spoilsStage(fight) !== 'row') return null;
  const pending = fight.spoils.effectFor ?? null;
  if (pending !== null) {
    const table = effectTable(fight);
    return table === null ? null : { need: prototypeRoll(pending.id, table), who: null };
  }
  return { need: equipmentDropRoll(dropList(fight), currentGrade(fight)), who: null };
}

function gridRow(fight: Fight, row: number) {
  const list = dropList(fight) === 'weapon' ? 'weapons' : 'items';
  const grid = fight.dropGrids.find((g) => g.list === list && g.grade === currentGrade(fight));
  return grid?.rows.find((r) => r.roll === row) ?? null;
}

/** The prototype effect die: the row of the table is noted on the piece gained. */
function applyEffectDie(fight: Fight, face: number, roll: CombatRoll): Fight {
  const pending = fight.spoils.effectFor ?? null;
  const table = effectTable(fight);
  if (pending === null || table === null) return fight;
  const effect = prototypeEffectOf(table, face);
  const item: GainedItem = {
    kind: pending.kind,
    grade: currentGrade(fight),
    row: pending.row,
    id: pending.id,
    prototype: true,
    prototypeEffect: effect,
  };
  return journaled(
    nextDrop(fight, item),
    { kind: 'prototype-effect', face, effect },
    { roll: recordOf(roll.need, face) },
  );
}

/** The d6 row of the grade's list: the player picks left or right (without a grid, the row is noted). */
export function applyRowDie(fight: Fight, face: number): Fight {
  const roll = rowNeed(fight);
  if (roll === null) return fight;
  if ((fight.spoils.effectFor ?? null) !== null) return applyEffectDie(fight, face, roll);
  const record = recordOf(roll.need, face);
  const row = gridRow(fight, face);
  const kind = dropList(fight);
  if (row === null) {
    const item: GainedItem = {
      kind,
      grade: currentGrade(fight),
      row: face,
      id: null,
      prototype: fight.spoils.prototype,
    };
    return journaled(
      nextDrop(fight, item),
      { kind: 'drop-row-noted', face, grade: item.grade, list: kind },
      { roll: record },
    );
  }
  return journaled(
    withSpoils(fight, { row: face, stage: 'pick' }),
    { kind: 'drop-row', face, left: row.left, right: row.right },
    { roll: record },
  );
}

/** The two pieces the rolled row offers, once it is rolled. */
export function rowOffer(fight: Fight): { readonly left: string; readonly right: string } | null {
  const row = fight.spoils.row === null ? null : gridRow(fight, fight.spoils.row);
  return row === null ? null : { left: row.left, right: row.right };
}

/**
 * The player takes one side of the row. A prototype then rolls its effect on the table of its category
 * (kraken.prototype-drop); when no table applies to it, it comes without an effect. Without the prototype
 * page (or the piece's category) the fight notes it as a prototype and leaves the effect to the player.
 */
export function pickDrop(fight: Fight, side: 'left' | 'right'): Fight {
  const offer = rowOffer(fight);
  if (offer === null) return fight;
  const id = side === 'left' ? offer.left : offer.right;
  const kind = dropList(fight);
  const row = fight.spoils.row ?? 1;
  const item: GainedItem = { kind, grade: currentGrade(fight), row, id, prototype: fight.spoils.prototype };
  const prototypes = fight.prototypes;
  const category = prototypes?.categories[id];
  if (!item.prototype || prototypes === null || category === undefined) {
    return journaled(nextDrop(fight, item), {
      kind: 'drop-taken',
      id,
      prototype: item.prototype,
      effect: 'none',
    });
  }
  if (prototypeTableFor(prototypes.tables, category) === null) {
    return journaled(nextDrop(fight, { ...item, prototypeEffect: null }), {
      kind: 'drop-taken',
      id,
      prototype: true,
      effect: 'no-table',
    });
  }
  return journaled(withSpoils(fight, { stage: 'row', effectFor: { id, kind, row } }), {
    kind: 'drop-taken',
    id,
    prototype: true,
    effect: 'roll',
  });
}

export function ammoRefusal(fight: Fight, option: number): string | null {
  const why = stageRefusal(fight, 'ammo');
  if (why !== null) return why;
  return ammoDropOptions(currentGrade(fight))[option] === undefined ? 'There is no such ammo choice.' : null;
}

export function takeAmmo(fight: Fight, option: number): Fight {
  const grade = currentGrade(fight);
  const chosen = ammoDropOptions(grade)[option];
  if (chosen === undefined) return fight;
  return journaled(nextDrop(fight, { kind: 'ammo', grade, option: chosen }), {
    kind: 'ammo-taken',
    grade,
    magazines: chosen.magazines,
  });
}
