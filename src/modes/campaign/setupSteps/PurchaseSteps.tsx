import { useMemo, useState } from 'react';
import type { ContentPack } from '../../../content/pack';
import { firstBoxes, packShipCatalogue, pieceOf, setupPurse, setupStorageBoxes } from '../campaignInput';
import {
  buyGearRefusal,
  carryingRoom,
  isWeapon,
  storeRefusal,
  type Piece,
} from '../../../rules/kraken/campaign/crewSheet';
import { boxLabel, printedWeapons, sameBox } from '../../../rules/kraken/ship/boxes';
import { fitPrice, type FitRequest } from '../../../rules/kraken/ship/fitting';
import type { ShipBox } from '../../../rules/kraken/ship/state';
import { withMember, type StepProps } from './common';

/** Where the money stands now: the purse, the ship, the gear and storage, what is left. */
export function Purse({ pack, choices }: Pick<StepProps, 'pack' | 'choices'>) {
  const money = setupPurse(pack, choices);
  return (
    <p className="stats" data-testid="campaign-purse">
      Purse {money.purse}¢ · ship {money.ship}¢ · gear {money.gear}¢ · left {money.left}¢
    </p>
  );
}

/** §3.7: the ship bought first, as its hull, then the systems for the boxes its sheet prints. */
export function ShipStep({ pack, choices, set }: StepProps) {
  const catalogue = useMemo(() => packShipCatalogue(pack), [pack]);
  const hull = pack.hulls.get(choices.hullId);
  return (
    <fieldset data-testid="campaign-ship">
      <legend>The hull first, then its systems</legend>
      <select
        data-testid="campaign-hull"
        aria-label="Hull"
        value={choices.hullId}
        onChange={(e) => {
          set({ hullId: e.target.value, systems: firstBoxes(catalogue, e.target.value, []) });
        }}
      >
        {[...pack.hulls.values()].map((h) => (
          <option key={h.id} value={h.id}>
            {h.name} ({h.type}, {h.sp} SP, {h.storage} storage boxes) — {h.price}¢
          </option>
        ))}
      </select>
      {hull !== undefined && (
        <ul className="ship-boxes">
          {hull.slots.map((slot, index) => {
            const box: ShipBox = { kind: 'printed', index };
            const request = { systemId: slot.system, box };
            const fitted = choices.systems.some((r) => sameBox(r.box, box));
            const system = pack.shipSystems.get(slot.system);
            return (
              <li key={`p${index}`}>
                <label className="pick">
                  <input
                    type="checkbox"
                    data-testid={`campaign-box-printed-${index}`}
                    checked={fitted}
                    onChange={(e) => {
                      set({
                        systems: e.target.checked
                          ? [...choices.systems, request]
                          : choices.systems.filter((r) => !sameBox(r.box, box)),
                      });
                    }}
                  />
                  {boxLabel(box)}: {system?.name ?? slot.system} — {fitPrice(catalogue, request)}¢
                </label>
              </li>
            );
          })}
          {Array.from({ length: hull.blankWeaponSlots }, (_, index) => {
            const box: ShipBox = { kind: 'blank', index };
            const held = choices.systems.find((r) => sameBox(r.box, box));
            const options: FitRequest[] = [...printedWeapons(catalogue, hull)].flatMap((systemId) => {
              const weapon = pack.shipSystems.get(systemId);
              const ammo = weapon?.effect.kind === 'weapon' && weapon.effect.ammo !== null;
              return [{ systemId, box }, ...(ammo ? [{ systemId, box, magazine: true }] : [])];
            });
            const key = (r: FitRequest) => `${r.systemId}${r.magazine === true ? ':ammo' : ''}`;
            return (
              <li key={`b${index}`}>
                {boxLabel(box)}:{' '}
                <select
                  data-testid={`campaign-box-blank-${index}`}
                  aria-label={`What goes in ${boxLabel(box)}`}
                  value={held === undefined ? '' : key(held)}
                  onChange={(e) => {
                    const pick = options.find((r) => key(r) === e.target.value);
                    const rest = choices.systems.filter((r) => !sameBox(r.box, box));
                    set({ systems: pick === undefined ? rest : [...rest, pick] });
                  }}
                >
                  <option value="">empty</option>
                  {options.map((r) => (
                    <option key={key(r)} value={key(r)}>
                      {r.magazine === true ? 'Ammo: ' : ''}
                      {pack.shipSystems.get(r.systemId)?.name ?? r.systemId} — {fitPrice(catalogue, r)}¢
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      )}
      <Purse pack={pack} choices={choices} />
    </fieldset>
  );
}

/** Every weapon and item of the pack, cheapest first, for the buy lists. */
function shopList(pack: ContentPack): { weapons: Piece[]; items: Piece[] } {
  const byPrice = (a: Piece, b: Piece) => a.price - b.price || a.name.localeCompare(b.name);
  return {
    weapons: [...pack.weapons.values()].sort(byPrice),
    items: [...pack.items.values()].sort(byPrice),
  };
}

function PieceOptions({ pack }: { readonly pack: ContentPack }) {
  const list = useMemo(() => shopList(pack), [pack]);
  return (
    <>
      <optgroup label="Weapons">
        {list.weapons.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} — grade {p.grade}, {p.price}¢
          </option>
        ))}
      </optgroup>
      <optgroup label="Items">
        {list.items.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} — grade {p.grade}, {p.price}¢
          </option>
        ))}
      </optgroup>
    </>
  );
}

const pieceWords = (p: Piece): string =>
  isWeapon(p) ? `${p.name} (${p.kind} weapon, ${p.price}¢)` : `${p.name} (${p.price}¢)`;

/** §3.7 and §4: each member's gear, bought piece by piece from what the ship left; no grade limit. */
export function GearStep({ pack, choices, set, refuse }: StepProps) {
  const [picked, setPicked] = useState<Readonly<Record<string, string>>>({});
  const first = pack.weapons.keys().next().value ?? '';
  const left = setupPurse(pack, choices).left;
  return (
    <>
      <Purse pack={pack} choices={choices} />
      <div className="setup-cards">
        {choices.crew.map((c, i) => {
          const pick = picked[c.key] ?? first;
          return (
            <section key={c.key} className="card" data-testid={`campaign-gear-${i}`}>
              <h4>{c.name.trim() === '' ? `Crew member ${i + 1}` : c.name}</h4>
              <p className="muted">
                {c.gear.length} carried · {carryingRoom(c)} without overload (Strength {c.attributes.strength}
                )
              </p>
              <ul className="setup-list" data-testid={`campaign-gear-list-${i}`}>
                {c.gear.map((p, j) => (
                  <li key={`${p.id}-${j}`}>
                    {pieceWords(p)}{' '}
                    <button
                      type="button"
                      aria-label={`Give back ${p.name}`}
                      data-testid={`campaign-gear-remove-${i}-${j}`}
                      onClick={() => {
                        refuse(null);
                        set({
                          crew: withMember(choices.crew, i, { ...c, gear: c.gear.filter((_, k) => k !== j) }),
                        });
                      }}
                    >
                      Give back
                    </button>
                  </li>
                ))}
              </ul>
              <select
                aria-label={`Gear for ${c.name}`}
                data-testid={`campaign-gear-pick-${i}`}
                value={pick}
                onChange={(e) => {
                  setPicked({ ...picked, [c.key]: e.target.value });
                }}
              >
                <PieceOptions pack={pack} />
              </select>{' '}
              <button
                type="button"
                data-testid={`campaign-gear-buy-${i}`}
                onClick={() => {
                  const piece = pieceOf(pack, pick);
                  if (piece === undefined) return;
                  const why = buyGearRefusal(c, piece, left);
                  refuse(why);
                  if (why === null)
                    set({ crew: withMember(choices.crew, i, { ...c, gear: [...c.gear, piece] }) });
                }}
              >
                Buy
              </button>
            </section>
          );
        })}
      </div>
    </>
  );
}

/** §3.7: equipment bought for the ship's storage boxes. */
export function StorageStep({ pack, choices, set, refuse }: StepProps) {
  const [pick, setPick] = useState(() => pack.items.keys().next().value ?? '');
  const storage = choices.storage ?? [];
  const boxes = setupStorageBoxes(pack, choices);
  const hull = pack.hulls.get(choices.hullId);
  const left = setupPurse(pack, choices).left;
  return (
    <fieldset data-testid="campaign-storage">
      <legend>
        The {hull?.name ?? 'ship'}’s storage — {storage.length} of {boxes} boxes
      </legend>
      <Purse pack={pack} choices={choices} />
      <ul className="setup-list">
        {storage.map((p, j) => (
          <li key={`${p.id}-${j}`}>
            {pieceWords(p)}{' '}
            <button
              type="button"
              aria-label={`Give back ${p.name}`}
              data-testid={`campaign-storage-remove-${j}`}
              onClick={() => {
                refuse(null);
                set({ storage: storage.filter((_, k) => k !== j) });
              }}
            >
              Give back
            </button>
          </li>
        ))}
        {storage.length === 0 && <li className="muted">Nothing stored yet.</li>}
      </ul>
      <select
        aria-label="Equipment for the storage"
        data-testid="campaign-storage-pick"
        value={pick}
        onChange={(e) => {
          setPick(e.target.value);
        }}
      >
        <PieceOptions pack={pack} />
      </select>{' '}
      <button
        type="button"
        data-testid="campaign-storage-buy"
        onClick={() => {
          const piece = pieceOf(pack, pick);
          if (piece === undefined) return;
          const why = storeRefusal(storage, boxes, piece, left);
          refuse(why);
          if (why === null) set({ storage: [...storage, piece] });
        }}
      >
        Buy and store
      </button>
      <p className="muted">
        Stored pieces wait in the ship until the crew takes them. Credits not spent are kept.
      </p>
    </fieldset>
  );
}
