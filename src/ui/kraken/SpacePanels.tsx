import type { BoardingContext } from '../../../machines/kraken/space/boarding.types';
import type { SpaceCombat } from '../../rules/kraken/space/combatTypes';
import { crewTokens, systemName } from '../../game/kraken/spaceCombatNames';
import { objectiveCard, objectiveWords } from '../../rules/kraken/space/objectiveWords';

/**
 * The space combat's panels (Space Kraken §10), shared by the Space combat screen and the campaign's flight:
 * the timeline as command cards, the objectives, the crew tokens marked when used, the ship's systems with
 * their ammo and damage, and a boarding's pools. They only render the combat they are given.
 */

const COMMAND_LETTERS: Readonly<Record<string, string>> = {
  attack: 'A',
  backup: 'B',
  combat: 'C',
  evading: 'E',
  'game-over': 'G',
  idle: 'I',
  shields: 'S',
  time: 'T',
  victory: 'V',
};

const TASKS: Readonly<Record<string, string>> = {
  objective: 'objective',
  repair: 'repair',
  reroll: 're-roll',
  evade: 'pilot',
  boarding: 'boarding',
  healed: 'healed in a hurry, back next turn',
};

export function Timeline({ c }: { readonly c: SpaceCombat }) {
  const cells = c.row.timeline;
  if (cells.length === 0) return <p className="muted">No timeline: the fight runs without timed events.</p>;
  return (
    <ol className="space-timeline" aria-label="Timeline" data-testid="space-timeline">
      {cells.map((cell, i) => {
        const crossed = i < c.crossed;
        const now = i === c.crossed - 1;
        return (
          <li
            key={i}
            className={`command-card${crossed ? ' crossed' : ''}${now ? ' now' : ''}`}
            title={cell ?? 'empty'}
            data-testid={`space-timeline-${i}`}
          >
            <span aria-hidden="true">{cell === null ? '–' : (COMMAND_LETTERS[cell] ?? '?')}</span>
            <span className="sr-only">
              {cell ?? 'empty'}
              {crossed ? ' (crossed out)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function Objectives({ c }: { readonly c: SpaceCombat }) {
  if (c.row.objectives.length === 0)
    return <p className="muted">No objectives: destroy every enemy to win.</p>;
  return (
    <ol className="space-objectives" aria-label="Objectives" data-testid="space-objectives">
      {c.row.objectives.map((o, i) => (
        <li
          key={i}
          className={`objective-card${i < c.solved ? ' solved' : i === c.solved ? ' next' : ''}`}
          data-testid={`space-objective-${i}`}
          title={objectiveWords(o, true)}
        >
          {objectiveCard(o)}
          {i < c.solved ? ' ✓' : i === c.solved ? ' (next)' : ''}
        </li>
      ))}
    </ol>
  );
}

export function CrewTokens({ c }: { readonly c: SpaceCombat }) {
  return (
    <ul className="space-crew" aria-label="Crew this turn" data-testid="space-crew">
      {crewTokens(c).map((t) => {
        const m = c.crew.find((x) => x.id === t.id);
        return (
          <li
            key={t.id}
            className={t.used !== null || t.out ? 'used' : ''}
            data-testid={`space-crew-token-${t.id}`}
          >
            {t.name}
            {m !== undefined && ` (Tech ${m.tech}, ${m.hp} HP)`}
            {t.out ? ' — out' : t.used !== null ? ` — ${TASKS[t.used] ?? t.used}` : ' — ready'}
          </li>
        );
      })}
    </ul>
  );
}

export function ShipSystems({ c }: { readonly c: SpaceCombat }) {
  const weapons = c.ship.fitted.filter((f) => c.ammo[f.id] !== undefined || f.magazine === true);
  return (
    <section className="panel" aria-label="Your ship" data-testid="space-ship">
      <h3>{c.ship.name}</h3>
      <ul className="stats">
        {c.ship.fitted.map((f) => (
          <li key={f.id} className={f.damaged ? 'damaged' : ''}>
            {systemName(c, f.id)}
            {f.magazine === true ? ' (magazine)' : ''}
            {f.damaged ? ' — damaged' : ''}
            {c.ammo[f.id] !== undefined && c.ammo[f.id] !== null ? ` · ammo ${c.ammo[f.id]}` : ''}
          </li>
        ))}
      </ul>
      {weapons.length === 0 && <p className="muted">Every weapon fires without ammo.</p>}
    </section>
  );
}

/** The boarding being fought, with both pools, the dice thrown and the boarders' health. */
export function BoardingPanel({ boarding }: { readonly boarding: BoardingContext | null }) {
  if (boarding === null) return null;
  const s = boarding.fight.state;
  return (
    <section className="panel" aria-label="Boarding" data-testid="space-boarding">
      <h3>
        Boarding {s.side === 'you-board' ? boarding.enemyName : `by ${boarding.enemyName}`} — round {s.round}{' '}
        of 3
      </h3>
      <p data-testid="space-boarding-pools">
        Your dice {s.yourDice} · their dice {s.enemyDice}
        {s.yourFaces.length > 0 &&
          ` · you rolled ${s.yourFaces.join(', ')}, they rolled ${s.enemyFaces.join(', ')}`}
        {(s.yourHits > 0 || s.enemyHits > 0) && ` · hits: yours ${s.yourHits}, theirs ${s.enemyHits}`}
      </p>
      <ul className="stats">
        {s.crew.map((m) => (
          <li key={m.id}>
            {m.name}: {m.hp} HP, {m.condition}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The combat sheet's top: the timeline, the objectives and who of the crew is used this turn. */
export function SpaceSheet({ c }: { readonly c: SpaceCombat }) {
  return (
    <div className="space-sheet" data-testid="space-sheet">
      <Timeline c={c} />
      <Objectives c={c} />
      <CrewTokens c={c} />
    </div>
  );
}
