import { useState } from 'react';
import type { ContentPack } from '../../content/pack';
import { ENEMY_SPECIES } from '../../content/schemas/enemy';
import type { EnemySpecies } from '../../content/schemas/enemy';
import type { QuickFightOptions } from './setup';
import type { Atmosphere } from '../../rules/kraken/crew/oxygen';
import { Refusal } from '../../ui/Refusal';

/**
 * The Quick fight set-up: who fights (one to four crew templates), against which species at which level,
 * on which map number, in which air, boss or ambush. Whether the choice is legal is the set-up builder's call.
 * @param onStart receives the options; returns a refusal sentence, or null when the fight started.
 */
export function FightSetup({
  pack,
  onStart,
}: {
  pack: ContentPack;
  onStart: (o: QuickFightOptions, dice: 'digital' | 'manual') => string | null;
}) {
  const templates = [...pack.crewTemplates.values()];
  const [crew, setCrew] = useState<string[]>(templates.slice(0, 2).map((t) => t.id));
  const [species, setSpecies] = useState<EnemySpecies>('Beasts');
  const [level, setLevel] = useState(1);
  const [map, setMap] = useState(1);
  const [atmosphere, setAtmosphere] = useState<Atmosphere>('breathable');
  const [boss, setBoss] = useState(false);
  const [ambush, setAmbush] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dice, setDice] = useState<'digital' | 'manual'>('digital');
  return (
    <section className="panel fight-setup" data-testid="fight-setup" aria-label="Quick fight set-up">
      <h3>Who fights</h3>
      <div className="crew-picks">
        {templates.map((t) => (
          <label key={t.id}>
            <input
              type="checkbox"
              data-testid={`pick-crew-${t.id}`}
              checked={crew.includes(t.id)}
              onChange={(e) => setCrew(e.target.checked ? [...crew, t.id] : crew.filter((c) => c !== t.id))}
            />{' '}
            {t.name}
            {t.psi !== undefined ? ' (PSI)' : ''}
          </label>
        ))}
      </div>
      <h3>Against</h3>
      <div className="fields">
        <label>
          Species{' '}
          <select
            data-testid="fight-species"
            value={species}
            onChange={(e) => setSpecies(e.target.value as EnemySpecies)}
          >
            {ENEMY_SPECIES.filter((s) => s !== 'hell').map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Enemy level{' '}
          <input
            type="number"
            min={1}
            max={8}
            data-testid="fight-level"
            value={level}
            onChange={(e) => setLevel(Number(e.target.value))}
          />
        </label>
        <label>
          Map number{' '}
          <input
            type="number"
            min={1}
            max={9}
            data-testid="fight-map"
            value={map}
            onChange={(e) => setMap(Number(e.target.value))}
          />
        </label>
        <label>
          Air{' '}
          <select
            data-testid="fight-air"
            value={atmosphere}
            onChange={(e) => setAtmosphere(e.target.value as Atmosphere)}
          >
            <option value="breathable">breathable</option>
            <option value="non-breathable">not breathable (1 oxygen a turn)</option>
            <option value="hell">Hell</option>
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            data-testid="fight-boss"
            checked={boss}
            onChange={(e) => setBoss(e.target.checked)}
          />{' '}
          Boss
        </label>
        <label>
          <input
            type="checkbox"
            data-testid="fight-ambush"
            checked={ambush}
            onChange={(e) => setAmbush(e.target.checked)}
          />{' '}
          Ambush
        </label>
      </div>
      <fieldset className="dice-mode">
        <legend>Dice</legend>
        <label>
          <input
            type="radio"
            name="fight-dice"
            checked={dice === 'digital'}
            onChange={() => setDice('digital')}
          />{' '}
          Digital (seeded)
        </label>
        <label>
          <input
            type="radio"
            name="fight-dice"
            data-testid="fight-dice-manual"
            checked={dice === 'manual'}
            onChange={() => setDice('manual')}
          />{' '}
          My own dice
        </label>
      </fieldset>
      <button
        type="button"
        data-testid="fight-start"
        onClick={() => setRefusal(onStart({ crew, species, level, map, atmosphere, boss, ambush }, dice))}
      >
        Start the fight
      </button>
      {refusal !== null && <Refusal text={refusal} testId="fight-refusal" />}
    </section>
  );
}
