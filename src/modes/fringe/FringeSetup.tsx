import { useState } from 'react';
import type { ContentPack } from '../../content/pack';
import type { DiceMode } from '../../game/session';
import type { FringeOptions } from './setup';
import { shipTraitLines } from '../../rules/fringe/travel';
import type { PlayMode } from '../../rules/fringe/types';
import { DiceModeSelect } from '../../ui/DiceModeSelect';
import { Refusal } from '../../ui/Refusal';

/**
 * A Fringe battle's set-up: which battle, which crew, solo (against the battle's enemy band, played by its
 * behaviour) or hot-seat (against a second crew), and the dice. The set-up builder judges the choice.
 * @param onStart receives the options; returns a refusal sentence, or null when the battle started.
 */
export function FringeSetup({
  pack,
  onStart,
}: {
  readonly pack: ContentPack;
  readonly onStart: (o: FringeOptions, dice: DiceMode) => string | null;
}) {
  const battles = [...pack.fringeBattles.values()];
  const crews = [...pack.fringeCrews.values()];
  const [battleId, setBattleId] = useState(battles[0]?.id ?? '');
  const [crewId, setCrewId] = useState(crews[0]?.id ?? '');
  const [play, setPlay] = useState<PlayMode>('solo');
  const [opponentId, setOpponentId] = useState(crews[1]?.id ?? '');
  const [dice, setDice] = useState<DiceMode>('digital');
  const [refusal, setRefusal] = useState<string | null>(null);
  const battle = pack.fringeBattles.get(battleId);
  const enemy = battle === undefined ? undefined : pack.fringeCrews.get(battle.enemy);
  const ship = shipTraitLines(pack.fringeCrews.get(crewId)?.shipTraits ?? []);
  return (
    <section className="panel fight-setup" data-testid="fringe-setup" aria-label="Fringe battle set-up">
      <h3>The battle</h3>
      <div className="fields">
        <label>
          Battle{' '}
          <select data-testid="fringe-battle" value={battleId} onChange={(e) => setBattleId(e.target.value)}>
            {battles.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name} ({b.rounds} rounds)
              </option>
            ))}
          </select>
        </label>
      </div>
      {battle !== undefined && <p className="muted">{battle.description}</p>}
      <h3>Your crew</h3>
      <div className="fields">
        <label>
          Crew{' '}
          <select data-testid="fringe-crew" value={crewId} onChange={(e) => setCrewId(e.target.value)}>
            {crews.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.members.length} figures, {c.storyPoints} story{' '}
                {c.storyPoints === 1 ? 'point' : 'points'})
              </option>
            ))}
          </select>
        </label>
        {ship.length > 0 && (
          <p className="muted" data-testid="fringe-ship">
            Ship: {ship.join('; ')}.
          </p>
        )}
        <label>
          Play{' '}
          <select
            data-testid="fringe-play"
            value={play}
            onChange={(e) => setPlay(e.target.value === 'hot-seat' ? 'hot-seat' : 'solo')}
          >
            <option value="solo">
              Solo: against {enemy?.name ?? 'the enemy band'}, played by its behaviour
            </option>
            <option value="hot-seat">Hot-seat: two crews, two players at one screen</option>
          </select>
        </label>
        {play === 'hot-seat' && (
          <label>
            Second crew{' '}
            <select
              data-testid="fringe-opponent"
              value={opponentId}
              onChange={(e) => setOpponentId(e.target.value)}
            >
              {crews.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <DiceModeSelect value={dice} onChange={setDice} testId="fringe-dice" />
      </div>
      <button
        type="button"
        data-testid="fringe-start"
        onClick={() =>
          setRefusal(
            onStart({ battleId, crewId, play, ...(play === 'hot-seat' ? { opponentId } : {}) }, dice),
          )
        }
      >
        Start the battle
      </button>
      {refusal !== null && <Refusal text={refusal} testId="fringe-refusal" />}
    </section>
  );
}
