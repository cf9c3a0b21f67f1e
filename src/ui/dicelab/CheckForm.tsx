import { useState } from 'react';
import { CHECK_KINDS, CHECK_PRESETS } from '../../../machines/dicelab/checkCatalogue';
import type { BrawlerSpec, CheckKind, CheckSpec } from '../../rules/dice/checks.types';
import { DEFAULT_CHECKS, NUMBER_FIELDS, withNumber } from './checkFields';

/**
 * The Dice lab's check picker: presets from the three games, or any kind with its numbers. It only builds a
 * `check.choose` decision; whether the numbers make sense is the rules' call (the refusal is shown).
 * @param initial the check to edit first (default: the bulkhead preset).
 * @param onChoose called with the finished check.
 */
export function CheckForm({
  initial,
  onChoose,
}: {
  initial: CheckSpec | null;
  onChoose: (check: CheckSpec) => void;
}) {
  const [draft, setDraft] = useState<CheckSpec>(initial ?? DEFAULT_CHECKS['kraken-tech-2d6']);
  const kinds = Object.keys(CHECK_KINDS) as CheckKind[];
  return (
    <section className="panel check-form" aria-label="Choose a check">
      <h3>Check</h3>
      <label>
        Preset{' '}
        <select
          data-testid="preset"
          value=""
          onChange={(e) => {
            const preset = CHECK_PRESETS.find((p) => p.id === e.target.value);
            if (preset !== undefined) {
              setDraft(preset.check);
              onChoose(preset.check);
            }
          }}
        >
          <option value="">Pick a ready-made check…</option>
          {CHECK_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Kind{' '}
        <select
          data-testid="check-kind"
          value={draft.kind}
          onChange={(e) => {
            setDraft(DEFAULT_CHECKS[e.target.value as CheckKind]);
          }}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {CHECK_KINDS[k].name}
            </option>
          ))}
        </select>
      </label>
      <div className="fields">
        {NUMBER_FIELDS[draft.kind].map((field) => (
          <label key={field.key}>
            {field.label}{' '}
            <input
              type="number"
              data-testid={`field-${field.key}`}
              min={field.min}
              max={field.max}
              value={String((draft as unknown as Record<string, number>)[field.key] ?? 0)}
              onChange={(e) => {
                setDraft(withNumber(draft, field.key, Number(e.target.value)));
              }}
            />
          </label>
        ))}
        <KindExtras draft={draft} setDraft={setDraft} />
      </div>
      <button
        type="button"
        data-testid="use-check"
        onClick={() => {
          onChoose(draft);
        }}
      >
        Use this check
      </button>
    </section>
  );
}

function KindExtras({ draft, setDraft }: { draft: CheckSpec; setDraft: (c: CheckSpec) => void }) {
  switch (draft.kind) {
    case 'kraken-attribute':
      return (
        <label>
          <input
            type="checkbox"
            data-testid="field-oneFails"
            checked={draft.oneFails}
            onChange={(e) => {
              setDraft({ ...draft, oneFails: e.target.checked });
            }}
          />{' '}
          A natural 1 always fails
        </label>
      );
    case 'kraken-objective':
      return (
        <label>
          Attributes (comma separated){' '}
          <input
            data-testid="field-attributes"
            value={draft.attributes.join(', ')}
            onChange={(e) => {
              const attributes = e.target.value
                .split(',')
                .map((s) => Number.parseInt(s.trim(), 10))
                .filter((n) => !Number.isNaN(n));
              setDraft({ ...draft, attributes });
            }}
          />
        </label>
      );
    case 'salvage-attack':
      return (
        <label>
          <input
            type="checkbox"
            data-testid="field-melee"
            checked={draft.melee}
            onChange={(e) => {
              setDraft({ ...draft, melee: e.target.checked });
            }}
          />{' '}
          Melee (a 0–0 result pushes both apart)
        </label>
      );
    case 'fringe-brawl':
      return (
        <>
          <BrawlerFields who="a" brawler={draft.a} onChange={(a) => setDraft({ ...draft, a })} />
          <BrawlerFields who="b" brawler={draft.b} onChange={(b) => setDraft({ ...draft, b })} />
        </>
      );
    case 'table-roll':
      return (
        <label>
          Dice{' '}
          <select
            data-testid="field-notation"
            value={draft.notation}
            onChange={(e) => {
              setDraft({ ...draft, notation: e.target.value });
            }}
          >
            {['d3', 'd4', 'd6', '2d6', 'd8', 'd20', 'D44', '2D8'].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      );
    default:
      return null;
  }
}

function BrawlerFields({
  who,
  brawler,
  onChange,
}: {
  who: string;
  brawler: BrawlerSpec;
  onChange: (b: BrawlerSpec) => void;
}) {
  const num = (key: 'combatSkill' | 'weaponBonus' | 'otherBonus', label: string) => (
    <label>
      {label}{' '}
      <input
        type="number"
        data-testid={`field-${who}-${key}`}
        value={brawler[key]}
        onChange={(e) => {
          onChange({ ...brawler, [key]: Number(e.target.value) });
        }}
      />
    </label>
  );
  return (
    <fieldset>
      <legend>{brawler.name}</legend>
      {num('combatSkill', 'Combat Skill')}
      <label>
        Weapon{' '}
        <select
          data-testid={`field-${who}-weapon`}
          value={brawler.weaponBonus}
          onChange={(e) => {
            onChange({ ...brawler, weaponBonus: Number(e.target.value) });
          }}
        >
          <option value={2}>Melee weapon (+2)</option>
          <option value={1}>Pistol (+1)</option>
          <option value={0}>Neither (+0)</option>
        </select>
      </label>
      {num('otherBonus', 'Other bonus')}
    </fieldset>
  );
}
