import type { DungeonView } from '../../../machines/kraken/dungeon/view';
import type { Fight } from '../../rules/kraken/groundCombat/combatTypes';

/**
 * The HUD's view while the crawl's fight runs: HP, conditions and oxygen as the fight holds them. The fight
 * is the machine playing; the crawl takes its crew and oxygen back only from the fight's output when it
 * ends, so until then the crawl's own figures are those from before the fight.
 */
export function liveCrawlView(view: DungeonView, fight: Fight | null): DungeonView {
  if (fight === null) return view;
  return {
    ...view,
    oxygen: fight.oxygen,
    crew: view.crew.map((line) => {
      const member = fight.crew.find((c) => c.id === line.id);
      if (member === undefined) return line;
      return {
        ...line,
        hp: member.hp,
        conscious: member.condition === 'conscious',
        alive: member.condition !== 'killed',
      };
    }),
  };
}

/**
 * The crawl's heads-up display: the location card, oxygen (the team's store), each deployed crew member's
 * HP, credits and XP. What the pencil and eraser used to track.
 */
export function CrawlHud({ view }: { view: DungeonView }) {
  const oxygen = view.oxygen;
  const capacity = view.oxygenCapacity;
  return (
    <section className="panel hud" aria-label="The team" data-testid="crawl-hud">
      <h3>
        {view.locationName}
        {view.mapNumber !== null && (
          <span className="muted">
            {' '}
            — map {view.mapNumber} of {view.depth}
            {view.tileMap !== null ? `: ${view.tileMap.name}` : ''}
          </span>
        )}
      </h3>
      {oxygen !== null && capacity !== null && (
        <div className="oxygen" title="Oxygen: the team's shared store">
          <div
            className="oxygen-fill"
            style={{ width: `${capacity === 0 ? 0 : (oxygen / capacity) * 100}%` }}
          />
          <span data-testid="crawl-oxygen">
            Oxygen {oxygen}/{capacity}
          </span>
        </div>
      )}
      <p className="stats">
        Credits <span data-testid="crawl-credits">{view.credits}</span> · XP{' '}
        <span data-testid="crawl-xp">{view.xp}</span>
        {view.zone !== null && ` · standing ${view.zone === 'outside' ? 'outside' : 'inside'}`}
        {view.positionName !== null && ` · ${view.positionName}`}
      </p>
      <ul className="crew-lines">
        {view.crew.map((c) => (
          <li key={c.id} data-testid={`crawl-crew-${c.id}`} className={c.conscious ? '' : 'muted'}>
            {c.name}: {Math.max(0, c.hp)}/{c.maxHp} HP
            {!c.alive ? ' (killed)' : !c.conscious ? ' (unconscious)' : ''}
            {c.psi !== null && ` · PSI ${c.psi.level}${c.psi.exhausted ? ' exhausted' : ''}`}
            {c.captive !== null && (
              <span title="Carried for a quest: while carrying it they cannot attack (Capture alien).">
                {' '}
                · carrying a captured {c.captive}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
