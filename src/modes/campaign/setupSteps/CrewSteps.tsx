import { useState } from 'react';
import { customDraft, draftFromTemplate, templateDrafts } from '../campaignInput';
import {
  addTraitRefusal,
  attributeStepRefusal,
  attributeWord,
  carryingRoom,
  draftHp,
  overloadProblems,
  pointsLeft,
  stepAttribute,
  traitTotal,
} from '../../../rules/kraken/campaign/crewSheet';
import {
  ATTRIBUTE_NAMES,
  CREATION_ATTRIBUTE_TOTAL,
  MAX_CREW,
  MAX_TRAITS,
} from '../../../rules/kraken/crew/crew';
import { signed, withMember, type StepProps } from './common';

const ATTRIBUTE_USE: Readonly<Record<(typeof ATTRIBUTE_NAMES)[number], string>> = {
  agility: 'acts first in a fight',
  strength: 'HP, carrying, heavy weapons',
  tech: 'doors, mines, building, jams',
  charisma: 'talking, trading',
  ranged: 'guns hit and hurt',
  melee: 'blades and clubs hit and hurt',
};

/** §3.3: who is on the crew sheet — ready-made members (the quick start) or members made by hand, named. */
export function CrewStep({ pack, choices, set, refuse }: StepProps) {
  const wanted = pack.backstories.get(choices.backstoryId)?.crew ?? 3;
  const templates = [...pack.crewTemplates.values()];
  return (
    <div className="setup-columns">
      <fieldset data-testid="campaign-crew">
        <legend>Ready-made crew (tick to add)</legend>
        <button
          type="button"
          data-testid="campaign-quick-start"
          onClick={() => {
            refuse(null);
            set({
              crew: templateDrafts(
                pack,
                templates.slice(0, wanted).map((t) => t.id),
              ),
            });
          }}
        >
          Quick start: the first {wanted} ready-made
        </button>
        {templates.map((t) => {
          const on = choices.crew.some((c) => c.template?.id === t.id);
          return (
            <label key={t.id} className="pick">
              <input
                type="checkbox"
                data-testid={`campaign-crew-${t.id}`}
                checked={on}
                onChange={(e) => {
                  refuse(null);
                  const draft = draftFromTemplate(pack, t.id);
                  if (typeof draft === 'string') return;
                  set({
                    crew: e.target.checked
                      ? [...choices.crew, draft]
                      : choices.crew.filter((c) => c.template?.id !== t.id),
                  });
                }}
              />
              <strong>{t.name}</strong> — Agility {t.attributes.agility}, Strength {t.attributes.strength},
              Tech {t.attributes.tech}, Charisma {t.attributes.charisma}, Ranged {t.attributes.ranged}, Melee{' '}
              {t.attributes.melee}
              {t.foldOut !== undefined && <span className="muted"> · printed on {t.foldOut}</span>}
            </label>
          );
        })}
      </fieldset>
      <fieldset data-testid="campaign-sheet">
        <legend>
          Your crew — {choices.crew.length} of {wanted}
        </legend>
        <ol className="setup-members">
          {choices.crew.map((c, i) => (
            <li key={c.key}>
              <label>
                <input
                  aria-label={`Name of crew member ${i + 1}`}
                  data-testid={`campaign-name-${i}`}
                  value={c.name}
                  maxLength={40}
                  disabled={c.template?.preset === true}
                  placeholder="a name"
                  onChange={(e) => {
                    set({ crew: withMember(choices.crew, i, { ...c, name: e.target.value }) });
                  }}
                />
              </label>{' '}
              <span className="muted">{c.template === null ? 'made by hand' : 'ready-made'}</span>{' '}
              <button
                type="button"
                data-testid={`campaign-remove-${i}`}
                onClick={() => {
                  refuse(null);
                  set({ crew: choices.crew.filter((_, j) => j !== i) });
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          data-testid="campaign-add-custom"
          onClick={() => {
            if (choices.crew.length >= MAX_CREW) {
              refuse({
                severity: 'illegal',
                rule: 'kraken.crew-setup',
                message: `At most ${MAX_CREW} crew members can serve at once.`,
              });
              return;
            }
            refuse(null);
            set({ crew: [...choices.crew, customDraft(choices.crew)] });
          }}
        >
          Make a crew member by hand
        </button>
        <p className="muted">
          A member made by hand starts with every attribute at 1, no traits and no gear; the next steps fill
          them in. The backstory sets how many start; at most {MAX_CREW} ever serve at once.
        </p>
      </fieldset>
    </div>
  );
}

/** §3.3–3.4: 16 points over six attributes, each from 1 to 8. */
export function AttributesStep({ choices, set, refuse }: StepProps) {
  return (
    <div className="setup-cards">
      {choices.crew.map((c, i) => {
        const left = pointsLeft(c.attributes);
        return (
          <section key={c.key} className="card" data-testid={`campaign-attributes-${i}`}>
            <h4>{c.name.trim() === '' ? `Crew member ${i + 1}` : c.name}</h4>
            <p className={left === 0 ? 'notice' : 'refusal'} data-testid={`campaign-points-${i}`}>
              {CREATION_ATTRIBUTE_TOTAL - left} of {CREATION_ATTRIBUTE_TOTAL} points placed
              {left > 0 ? ` — ${left} to place` : left < 0 ? ` — ${-left} too many` : ''}
            </p>
            <table className="setup-attributes">
              <tbody>
                {ATTRIBUTE_NAMES.map((name) => (
                  <tr key={name}>
                    <th scope="row">
                      {attributeWord(name)}
                      <span className="muted"> · {ATTRIBUTE_USE[name]}</span>
                    </th>
                    <td>
                      <button
                        type="button"
                        aria-label={`${attributeWord(name)} down`}
                        data-testid={`campaign-attr-${i}-${name}-down`}
                        onClick={() => {
                          refuse(attributeStepRefusal(c, name, -1));
                          set({ crew: withMember(choices.crew, i, stepAttribute(c, name, -1)) });
                        }}
                      >
                        −
                      </button>{' '}
                      <output data-testid={`campaign-attr-${i}-${name}`}>{c.attributes[name]}</output>{' '}
                      <button
                        type="button"
                        aria-label={`${attributeWord(name)} up`}
                        data-testid={`campaign-attr-${i}-${name}-up`}
                        onClick={() => {
                          refuse(attributeStepRefusal(c, name, 1));
                          set({ crew: withMember(choices.crew, i, stepAttribute(c, name, 1)) });
                        }}
                      >
                        +
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="muted">
              {draftHp(c)} HP · carries {carryingRoom(c)} pieces (two hands, {carryingRoom(c) - 2} in the
              backpack)
            </p>
            {overloadProblems(c).map((p) => (
              // Space Kraken carrying capacity: a Strength change that leaves the gear too heavy shows here, in
              // the words the step's refusal uses (more than 2 over keeps Next waiting).
              // An allowed overload is a warning all the same: marked as one, not the green of "all placed".
              <p
                key={p.rule}
                className={p.severity === 'illegal' ? 'refusal' : 'warning-note'}
                data-testid={`campaign-overload-${i}`}
              >
                {p.severity !== 'illegal' && <strong className="warning-word">Overloaded</strong>}
                {p.severity !== 'illegal' && ': '}
                {p.message}
              </p>
            ))}
          </section>
        );
      })}
    </div>
  );
}

/** §3.5: up to 4 traits whose values add up to 0; one member at most with the PSI trait. */
export function TraitsStep({ pack, choices, set, refuse }: StepProps) {
  const traits = [...pack.traits.values()].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  const [picked, setPicked] = useState<Readonly<Record<string, string>>>({});
  return (
    <div className="setup-cards">
      {choices.crew.map((c, i) => {
        const total = traitTotal(c);
        const pick = picked[c.key] ?? traits[0]?.id ?? '';
        return (
          <section key={c.key} className="card" data-testid={`campaign-traits-${i}`}>
            <h4>{c.name.trim() === '' ? `Crew member ${i + 1}` : c.name}</h4>
            <p className={total === 0 ? 'notice' : 'refusal'} data-testid={`campaign-trait-total-${i}`}>
              Traits add up to {signed(total)} (a new crew member’s add up to 0) · {c.traits.length} of{' '}
              {MAX_TRAITS}
            </p>
            <ul className="setup-list">
              {c.traits.map((t) => (
                <li key={t.id}>
                  {t.name} ({signed(t.value)}){' '}
                  <span className="muted">{pack.traits.get(t.id)?.effect ?? ''}</span>{' '}
                  <button
                    type="button"
                    aria-label={`Remove ${t.name}`}
                    data-testid={`campaign-trait-remove-${i}-${t.id}`}
                    onClick={() => {
                      refuse(null);
                      set({
                        crew: withMember(choices.crew, i, {
                          ...c,
                          traits: c.traits.filter((x) => x.id !== t.id),
                        }),
                      });
                    }}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
            <select
              aria-label={`A trait for ${c.name}`}
              data-testid={`campaign-trait-pick-${i}`}
              value={pick}
              onChange={(e) => {
                setPicked({ ...picked, [c.key]: e.target.value });
              }}
            >
              {traits.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({signed(t.value)}){t.rule === 'psi' ? ' — PSI' : ''}
                </option>
              ))}
            </select>{' '}
            <button
              type="button"
              data-testid={`campaign-trait-add-${i}`}
              onClick={() => {
                const t = pack.traits.get(pick);
                if (t === undefined) return;
                const trait = {
                  id: t.id,
                  name: t.name,
                  value: t.value,
                  rule: t.rule,
                  modifiers: t.modifiers,
                };
                const why = addTraitRefusal(choices.crew, c.key, trait);
                refuse(why);
                if (why === null)
                  set({ crew: withMember(choices.crew, i, { ...c, traits: [...c.traits, trait] }) });
              }}
            >
              Add trait
            </button>
          </section>
        );
      })}
    </div>
  );
}
