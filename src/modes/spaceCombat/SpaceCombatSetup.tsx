import { useState } from 'react';
import type { ContentPack } from '../../content/pack';
import type { DiceMode } from '../../game/session';
import { SHIP_FITS, type ShipFit, type SpaceCombatOptions } from './setup';
import { DiceModeSelect } from '../../ui/DiceModeSelect';
import { Refusal } from '../../ui/Refusal';

/**
 * The stand-alone space combat's set-up: which hull with which fit, which row of the flight table, and who
 * is aboard (one to four crew templates). Whether the choice is legal is the set-up builder's call.
 * @param onStart receives the options; returns a refusal sentence, or null when the combat started.
 */
export function SpaceCombatSetup({
  pack,
  onStart,
}: {
  readonly pack: ContentPack;
  readonly onStart: (o: SpaceCombatOptions, dice: DiceMode) => string | null;
}) {
  const hulls = [...pack.hulls.values()];
  const templates = [...pack.crewTemplates.values()];
  const rows = [...pack.flightTables.values()][0]?.rows ?? [];
  const [hullId, setHullId] = useState(hulls[0]?.id ?? '');
  const [fit, setFit] = useState<ShipFit>('starter');
  const [flightNumber, setFlightNumber] = useState(4);
  const [crew, setCrew] = useState<string[]>(templates.slice(0, 4).map((t) => t.id));
  const [dice, setDice] = useState<DiceMode>('digital');
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <section className="panel fight-setup" data-testid="space-setup" aria-label="Space combat set-up">
      <h3>Your ship</h3>
      <div className="fields">
        <label>
          Hull{' '}
          <select data-testid="space-hull" value={hullId} onChange={(e) => setHullId(e.target.value)}>
            {hulls.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name} ({h.type}, {h.sp} SP{h.sample === true ? ', sample' : ''})
              </option>
            ))}
          </select>
        </label>
        <label>
          Fit{' '}
          <select
            data-testid="space-fit"
            value={fit}
            onChange={(e) => setFit(e.target.value === 'full' ? 'full' : 'starter')}
          >
            {SHIP_FITS.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <h3>The flight</h3>
      <div className="fields">
        <label>
          Flight{' '}
          <select
            data-testid="space-flight"
            value={flightNumber}
            onChange={(e) => setFlightNumber(Number(e.target.value))}
          >
            {rows.map((r) => (
              <option key={r.number} value={r.number}>
                {r.number} {r.name}
                {r.sample === true ? ' (sample)' : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      <h3>Crew aboard</h3>
      <div className="crew-picks">
        {templates.map((t) => (
          <label key={t.id}>
            <input
              type="checkbox"
              data-testid={`space-crew-${t.id}`}
              checked={crew.includes(t.id)}
              onChange={(e) => setCrew(e.target.checked ? [...crew, t.id] : crew.filter((c) => c !== t.id))}
            />{' '}
            {t.name}
          </label>
        ))}
      </div>
      <div className="fields">
        <DiceModeSelect value={dice} onChange={setDice} testId="space-dice" />
      </div>
      <button
        type="button"
        data-testid="space-start"
        onClick={() => setRefusal(onStart({ hullId, fit, flightNumber, crew }, dice))}
      >
        Start the space combat
      </button>
      {refusal !== null && <Refusal text={refusal} testId="space-refusal" />}
    </section>
  );
}
