import { useMemo, useState } from 'react';
import type { ContentPack } from '../../content/pack';
import type { DiceMode } from '../../game/session';
import { DiceModeSelect } from '../DiceModeSelect';
import {
  campaignInput,
  defaultChoices,
  firstBoxes,
  type CampaignChoices,
} from '../../modes/campaign/campaignInput';
import { shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';
import {
  creditsLeft as creditsLeftOf,
  gearPrice,
  shipPrice,
  startingCredits,
} from '../../rules/kraken/campaign/setup';
import { boxLabel, printedWeapons, sameBox } from '../../rules/kraken/ship/boxes';
import { fitPrice, type FitRequest } from '../../rules/kraken/ship/fitting';
import type { ShipBox } from '../../rules/kraken/ship/state';
import type { CampaignInput } from '../../../machines/kraken/campaign/campaign.types';
import { DIFFICULTIES, scoreMultiplier } from '../../rules/kraken/campaign/difficulty';
import type { CampaignDifficulty } from '../../rules/tilemap/types';

const DIFFICULTY_WORDS: Readonly<Record<CampaignDifficulty, string>> = {
  'just-a-simulation': 'Just a Simulation — save at every turn start and at clone stations',
  adventurer: 'Adventurer — save only at clone stations',
  'real-life': 'Real Life — no saving and loading',
  hardcore: 'Hardcore — no saving, and the air is one step worse',
};

/**
 * The campaign wizard (Space Kraken §3), one numbered step per section: difficulty, backstory, achievements
 * carried over, the crew from the pack's templates (their gear bought from the purse), the ship (a hull,
 * then the systems for its boxes), the story lines. Every problem is listed live with the rule it breaks,
 * and the campaign starts only when none is left.
 */
export function CampaignSetup({
  pack,
  onStart,
}: {
  readonly pack: ContentPack;
  readonly onStart: (input: CampaignInput, dice: DiceMode) => void;
}) {
  const [choices, setChoices] = useState<CampaignChoices>(() => defaultChoices(pack));
  const [dice, setDice] = useState<DiceMode>('digital');
  const built = useMemo(() => campaignInput(pack, choices), [pack, choices]);
  const set = (change: Partial<CampaignChoices>) => {
    setChoices((c) => ({ ...c, ...change }));
  };
  const backstory = pack.backstories.get(choices.backstoryId);
  const templates = [...pack.crewTemplates.values()];
  const problems = built.ok ? built.notes.filter((p) => p.severity === 'illegal') : built.problems;
  const catalogue = useMemo(
    () => shipCatalogueOf({ systems: [...pack.shipSystems.values()], hulls: [...pack.hulls.values()] }),
    [pack],
  );
  const hull = pack.hulls.get(choices.hullId);
  if (pack.cgmSheets.size === 0)
    return (
      <p className="muted">The loaded packs have no CGM sheets: a campaign needs story lines to follow.</p>
    );
  return (
    <form
      className="panel campaign-setup"
      data-testid="campaign-setup"
      onSubmit={(e) => {
        e.preventDefault();
        if (built.ok) onStart(built.input, dice);
      }}
    >
      <fieldset>
        <legend>1. Difficulty</legend>
        {DIFFICULTIES.map((d) => (
          <label key={d} className="pick">
            <input
              type="radio"
              name="difficulty"
              data-testid={`campaign-difficulty-${d}`}
              checked={choices.difficulty === d}
              onChange={() => {
                set({ difficulty: d });
              }}
            />
            {DIFFICULTY_WORDS[d]} (score × {scoreMultiplier(d)})
          </label>
        ))}
        <label className="pick">
          <input
            type="checkbox"
            data-testid="campaign-practice"
            checked={choices.practice}
            onChange={(e) => {
              set({ practice: e.target.checked });
            }}
          />
          Practice campaign: undo anywhere, no score
        </label>
      </fieldset>
      <fieldset>
        <legend>2. Backstory</legend>
        <select
          data-testid="campaign-backstory"
          aria-label="Backstory"
          value={choices.backstoryId}
          onChange={(e) => {
            const next = pack.backstories.get(e.target.value);
            set({ backstoryId: e.target.value, crew: choices.crew.slice(0, next?.crew ?? 3) });
          }}
        >
          {[...pack.backstories.values()].map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
        {backstory !== undefined && (
          <p className="muted">
            {backstory.text} Crew of {backstory.crew}.
          </p>
        )}
      </fieldset>
      {pack.achievements.size > 0 && (
        <fieldset>
          <legend>3. Achievements from earlier campaigns</legend>
          {[...pack.achievements.values()].map((a) => (
            <label key={a.id} className="pick">
              <input
                type="checkbox"
                data-testid={`campaign-achievement-${a.id}`}
                checked={choices.achievementIds.includes(a.id)}
                onChange={(e) => {
                  set({
                    achievementIds: e.target.checked
                      ? [...choices.achievementIds, a.id]
                      : choices.achievementIds.filter((id) => id !== a.id),
                  });
                }}
              />
              {a.name} — {a.bonus}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset data-testid="campaign-crew">
        <legend>
          4. Crew — {choices.crew.length} of {backstory?.crew ?? 3} chosen
        </legend>
        {templates.map((t) => (
          <label key={t.id} className="pick">
            <input
              type="checkbox"
              data-testid={`campaign-crew-${t.id}`}
              checked={choices.crew.includes(t.id)}
              onChange={(e) => {
                set({
                  crew: e.target.checked ? [...choices.crew, t.id] : choices.crew.filter((id) => id !== t.id),
                });
              }}
            />
            {t.name} — Agility {t.attributes.agility}, Strength {t.attributes.strength}, Tech{' '}
            {t.attributes.tech}, Charisma {t.attributes.charisma}, Ranged {t.attributes.ranged}, Melee{' '}
            {t.attributes.melee}
            {t.psi !== undefined && `, PSI ${t.psi}`}
            {t.foldOut !== undefined && ` · fold-out ${t.foldOut}`}
          </label>
        ))}
      </fieldset>
      <fieldset data-testid="campaign-ship">
        <legend>5. Ship — bought first: the hull, then its systems</legend>
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
              {h.name} ({h.type}, {h.sp} SP) — {h.price}¢
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
        {backstory !== undefined && (
          <p className="stats" data-testid="campaign-purse">
            Purse{' '}
            {startingCredits({ backstory, achievements: [] }) +
              choices.achievementIds.reduce(
                (sum, id) => sum + (pack.achievements.get(id)?.start?.credits ?? 0),
                0,
              )}
            ¢ · ship {shipPrice({ ship: { hullId: choices.hullId, systems: choices.systems } }, catalogue)}¢ ·
            gear {built.ok ? gearPrice(built.input.setup) : '?'}¢
            {built.ok && ` · left ${creditsLeftOf(built.input.setup, catalogue)}¢`}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend>6. Story lines</legend>
        <select
          data-testid="campaign-lines"
          aria-label="Story lines"
          value={choices.lineSetId}
          onChange={(e) => {
            set({ lineSetId: e.target.value });
          }}
        >
          {[...pack.lineSets.values()].map((l) => (
            <option key={l.id} value={l.id}>
              {l.name} ({l.lines.length} lines)
            </option>
          ))}
        </select>
      </fieldset>
      <DiceModeSelect value={dice} onChange={setDice} testId="campaign-dice" />
      {problems.length > 0 && (
        <ul className="refusal" role="alert" data-testid="campaign-setup-problems">
          {problems.map((p) => (
            <li key={p.message}>
              {p.message} <span className="muted">({p.rule})</span>
            </li>
          ))}
        </ul>
      )}
      <button type="submit" data-testid="campaign-start" disabled={!built.ok}>
        Start the campaign
      </button>
    </form>
  );
}
