import { useState } from 'react';
import type { ContentPack } from '../../content/pack';
import type { DiceMode } from '../../game/session';
import { DiceModeSelect } from '../DiceModeSelect';
import { Refusal } from '../Refusal';

export interface SalvageSetupChoice {
  readonly missionId: string;
  readonly attacker: readonly string[];
  readonly defender: readonly string[] | null;
  readonly dice: DiceMode;
}

/** Picks the mission, the crew (up to 3 Boilers, one of them the Boss) and, hot-seat, the second crew. */
export function SalvageSetup({
  pack,
  onStart,
}: {
  readonly pack: ContentPack;
  readonly onStart: (choice: SalvageSetupChoice) => string | null;
}) {
  const missions = [...pack.salvageMissions.values()];
  const [missionId, setMissionId] = useState(missions[0]?.id ?? '');
  const mission = pack.salvageMissions.get(missionId);
  const offered = (mission?.roster ?? []).map((id) => pack.unitCards.get(id)).filter((c) => c !== undefined);
  const [crewA, setCrewA] = useState<string[]>([]);
  const [crewB, setCrewB] = useState<string[]>([]);
  const [hotseat, setHotseat] = useState(false);
  const [dice, setDice] = useState<DiceMode>('digital');
  const [problem, setProblem] = useState<string | null>(null);
  if (missions.length === 0) return <p className="muted">The active pack has no salvage missions.</p>;
  const picker = (label: string, picked: string[], set: (ids: string[]) => void, testId: string) => (
    <fieldset data-testid={testId}>
      <legend>{label} — up to 3 Boilers, one of them the Boss</legend>
      {offered.map((card) => (
        <label key={card.id} className="pick">
          <input
            type="checkbox"
            data-testid={`${testId}-${card.id}`}
            checked={picked.includes(card.id)}
            onChange={(e) => {
              set(e.target.checked ? [...picked, card.id] : picked.filter((id) => id !== card.id));
            }}
          />
          {card.name} ({card.role}) — Move {card.stats.move}", Muscle {card.stats.muscle}, Smarts{' '}
          {card.stats.smarts}, Armour {card.stats.armour}, Power {card.stats.power}, Health{' '}
          {card.stats.health}, Capacity {card.stats.capacity}
          {card.perk !== undefined && ` · perk: ${card.perk.name}`}
        </label>
      ))}
    </fieldset>
  );
  return (
    <form
      className="panel salvage-setup"
      data-testid="salvage-setup"
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(onStart({ missionId, attacker: crewA, defender: hotseat ? crewB : null, dice }));
      }}
    >
      <label>
        Mission{' '}
        <select
          data-testid="salvage-mission"
          value={missionId}
          onChange={(e) => {
            setMissionId(e.target.value);
          }}
        >
          {missions.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      {mission?.description !== undefined && <p className="muted">{mission.description}</p>}
      <label>
        <input
          type="checkbox"
          data-testid="salvage-hotseat"
          checked={hotseat}
          onChange={(e) => {
            setHotseat(e.target.checked);
          }}
        />{' '}
        Two players, hot-seat (Crew A against Crew B; a roll-off decides the Attacker)
      </label>
      {picker(hotseat ? 'Crew A' : 'Your crew', crewA, setCrewA, 'crew-a')}
      {hotseat && picker('Crew B', crewB, setCrewB, 'crew-b')}
      <DiceModeSelect value={dice} onChange={setDice} testId="salvage-dice" />
      <button type="submit" data-testid="salvage-start">
        Start the mission
      </button>
      {problem !== null && <Refusal text={problem} testId="salvage-setup-problem" />}
    </form>
  );
}
