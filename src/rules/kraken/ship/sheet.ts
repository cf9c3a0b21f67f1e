import type { Hull, ShipSystemEffect } from '../../../content/schemas/ship';
import { ammoPools, fullAmmo, type AmmoPool, type ShipAmmo } from './ammo';
import { allBoxes, boxLabel, occupantOf, sameBox } from './boxes';
import { classOfEffect } from './damage';
import { hullOf, shipTotals, systemOf, type Ship, type ShipBox, type ShipCatalogue } from './state';

/**
 * The ship sheet as the UI draws it (§11, kraken.ship-systems): every box of the profile in sheet order with
 * what it holds and whether that works, is damaged or was destroyed, and the ship's totals. Pure data; the
 * panel only renders it.
 */

export type SheetBoxState = 'empty' | 'working' | 'damaged' | 'destroyed';

export interface SheetBox {
  readonly box: ShipBox;
  /** "box 3", "blank weapon box 1". */
  readonly label: string;
  /** The system the profile prints in this box (null for a blank weapon box). */
  readonly printed: { readonly systemId: string; readonly name: string } | null;
  /** The sheet colour class: standard (grey), weapon (orange), shield (blue); blank boxes are weapon boxes. */
  readonly colour: 'standard' | 'weapon' | 'shield';
  readonly state: SheetBoxState;
  /** What sits there now (or was, for a box whose system was destroyed). */
  readonly content: {
    readonly fittedId: string | null;
    readonly systemId: string;
    readonly name: string;
    readonly magazine: boolean;
    /** A short line of numbers: "+5 shield, +2 recharge", "8 damage, OC, ammo 4". */
    readonly effect: string;
    readonly damagedThisTurn: boolean;
  } | null;
}

export interface ShipSheet {
  readonly name: string;
  readonly hullName: string;
  readonly type: string;
  readonly hullSp: number;
  readonly boxes: readonly SheetBox[];
  readonly totals: {
    readonly maxSp: number;
    readonly shieldCapacity: number;
    readonly shieldRecharge: number;
    readonly armour: number;
    readonly weaponsFitted: number;
    readonly weaponsWorking: number;
    readonly damaged: number;
    readonly destroyed: number;
  };
  readonly ammo: readonly AmmoPool[];
  readonly storage: { readonly boxes: number; readonly expansion: number; readonly expansionOpen: boolean };
}

/** The numbers of an effect in a few words. */
export function effectLine(effect: ShipSystemEffect, hull: Hull, magazine = false): string {
  switch (effect.kind) {
    case 'standard':
      return 'standard system';
    case 'armour':
      return `−${effect.reduction} SP damage per hit`;
    case 'hull-expansion':
      return `+${hull.expansionSp} SP`;
    case 'shield':
      return `+${effect.capacity} shield, +${effect.recharge} recharge`;
    case 'weapon': {
      if (magazine) return `ammo ${effect.ammo ?? 0} for this weapon type`;
      const mode = effect.mode === 'plain' ? '' : ` ${effect.mode.toUpperCase()}`;
      const parts = [`${effect.damage}${mode} damage`];
      if (effect.overclock) parts.push('OC');
      parts.push(effect.ammo === null ? 'unlimited ammo' : `ammo ${effect.ammo}`);
      return parts.join(', ');
    }
  }
}

/**
 * The sheet. `destroyed` lists systems destroyed since the ship was last shown (erased from the ship, §10, but
 * the panel marks their box until it is filled again); `ammo` is the combat's ammo, full when left out.
 */
export function shipSheet(
  catalogue: ShipCatalogue,
  ship: Ship,
  options: {
    readonly ammo?: ShipAmmo;
    readonly destroyed?: readonly {
      readonly systemId: string;
      readonly box: ShipBox;
      readonly magazine?: boolean;
    }[];
  } = {},
): ShipSheet {
  const hull = hullOf(catalogue, ship);
  const totals = shipTotals(catalogue, ship);
  const destroyed = options.destroyed ?? [];
  const boxes = allBoxes(hull).map((box): SheetBox => {
    const printedId = box.kind === 'printed' ? hull.slots[box.index]?.system : undefined;
    const printedSystem = printedId === undefined ? undefined : catalogue.systems.get(printedId);
    const printed =
      printedId === undefined ? null : { systemId: printedId, name: printedSystem?.name ?? printedId };
    const colour = printedSystem === undefined ? 'weapon' : classOfEffect(printedSystem.effect);
    const fitted = occupantOf(ship, box);
    if (fitted !== undefined) {
      const system = systemOf(catalogue, fitted);
      return {
        box,
        label: boxLabel(box),
        printed,
        colour,
        state: fitted.damaged ? 'damaged' : 'working',
        content: {
          fittedId: fitted.id,
          systemId: fitted.systemId,
          name: fitted.magazine === true ? `Ammo: ${system.name}` : system.name,
          magazine: fitted.magazine === true,
          effect: effectLine(system.effect, hull, fitted.magazine === true),
          damagedThisTurn: fitted.damagedThisTurn === true,
        },
      };
    }
    const lost = destroyed.find((d) => sameBox(d.box, box));
    const lostSystem = lost === undefined ? undefined : catalogue.systems.get(lost.systemId);
    if (lost === undefined || lostSystem === undefined)
      return { box, label: boxLabel(box), printed, colour, state: 'empty', content: null };
    return {
      box,
      label: boxLabel(box),
      printed,
      colour,
      state: 'destroyed',
      content: {
        fittedId: null,
        systemId: lost.systemId,
        name: lost.magazine === true ? `Ammo: ${lostSystem.name}` : lostSystem.name,
        magazine: lost.magazine === true,
        effect: effectLine(lostSystem.effect, hull, lost.magazine === true),
        damagedThisTurn: false,
      },
    };
  });
  const weapons = ship.fitted.filter(
    (f) => f.magazine !== true && systemOf(catalogue, f).effect.kind === 'weapon',
  );
  const storageExpansion = ship.fitted.filter((f) => isStorage(catalogue, f.systemId));
  return {
    name: ship.name,
    hullName: hull.name,
    type: hull.type,
    hullSp: hull.sp,
    boxes,
    totals: {
      maxSp: totals.maxSp,
      shieldCapacity: totals.shieldCapacity,
      shieldRecharge: totals.shieldRecharge,
      armour: totals.armour,
      weaponsFitted: weapons.length,
      weaponsWorking: totals.weapons.length,
      damaged: ship.fitted.filter((f) => f.damaged).length,
      destroyed: boxes.filter((b) => b.state === 'destroyed').length,
    },
    ammo: ammoPools(catalogue, ship, options.ammo ?? fullAmmo(catalogue, ship)),
    storage: {
      boxes: hull.storage,
      expansion: hull.expansionStorage,
      // §11 Storage Expansion unlocks the EXPANSION boxes; switched off while damaged, like any system.
      expansionOpen: storageExpansion.some((f) => !f.damaged),
    },
  };
}

function isStorage(catalogue: ShipCatalogue, systemId: string): boolean {
  const effect = catalogue.systems.get(systemId)?.effect;
  return effect?.kind === 'standard' && effect.ability === 'storage-expansion';
}
