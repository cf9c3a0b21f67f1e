import type { SpaceFlightContext } from '../../../machines/kraken/space/spaceFlight.types';
import { LOCATION_TABLE_ORDER } from '../../content/schemas/campaign';
import type { LocationDraft } from '../../rules/kraken/campaign/locationGenerator';
import {
  FLIGHT_OPTION_RULES,
  flightDifficulty,
  plannedDiceModifications,
} from '../../rules/kraken/space/flight';

/**
 * The campaign's space panels (Space Kraken §9, §12): the flight as planned and as it stands, and the new
 * location being rolled table by table. They only render what they are given.
 */

const STAGE_WORDS: Readonly<Record<string, string>> = {
  avoid: 'under way: the combat ahead may be avoided',
  'avoid-roll': 'rolling to avoid the combat',
  'number-roll': 'the combat is on: rolling the flight number',
  combat: 'in space combat',
  done: 'over',
};

export function FlightPanel({ flight }: { readonly flight: SpaceFlightContext }) {
  const run = flight.run;
  const plan = run.plan;
  const f = run.flight;
  const options = plan.options.map((o) => FLIGHT_OPTION_RULES[o].name);
  return (
    <section className="panel" aria-label="The flight" data-testid="campaign-flight">
      <h3>Space flight — {f === null ? 'planning' : (STAGE_WORDS[f.stage] ?? f.stage)}</h3>
      <p className="stats" data-testid="campaign-flight-plan">
        Location difficulty {plan.locationDifficulty} · flight difficulty{' '}
        {f?.flightDifficulty ?? flightDifficulty(plan)} · options:{' '}
        {options.length === 0 ? 'none' : options.join(', ')}
        {plan.stealthSkin && ' · Stealth Skin on'} · dice modifications{' '}
        {plannedDiceModifications(plan, run.context)}
      </p>
      {f?.avoidFace != null && <p>Avoid check: the d6 showed {f.avoidFace}.</p>}
      {f?.flightNumber != null && (
        <p data-testid="campaign-flight-number">
          Flight number {f.flightNumber}
          {f.sheet !== null && ` — ${f.sheet.name}`}
        </p>
      )}
    </section>
  );
}

const TABLE_WORDS: Readonly<Record<string, string>> = {
  type: 'Type',
  ao: 'Air outside (AO)',
  ai: 'Air inside (AI)',
  depth: 'Depth',
  teleport: 'Teleport range',
  condition: 'Condition',
  species: 'Species',
};

export function LocationPanel({
  draft,
  typeName,
}: {
  readonly draft: LocationDraft;
  readonly typeName: (id: string) => string;
}) {
  return (
    <section className="panel" aria-label="The new location" data-testid="campaign-location">
      <h3>
        A new location — difficulty {draft.difficulty}, {draft.modifications} dice modification
        {draft.modifications === 1 ? '' : 's'} left
      </h3>
      <ol className="stats">
        {LOCATION_TABLE_ORDER.map((name, i) => {
          const value = draft.values[name];
          const now = i === draft.table;
          return (
            <li key={name} className={now ? 'current' : value === undefined ? 'muted' : ''}>
              {TABLE_WORDS[name]}:{' '}
              {value !== undefined
                ? name === 'type'
                  ? typeName(String(value))
                  : String(value)
                : now && draft.dice !== null
                  ? `rolled ${draft.dice.join(' + ')}`
                  : '—'}
            </li>
          );
        })}
        {draft.mapIds.length > 0 && <li>Map-IDs: {draft.mapIds.join(', ')}</li>}
      </ol>
    </section>
  );
}
