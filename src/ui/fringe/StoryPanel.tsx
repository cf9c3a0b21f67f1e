import type { Battle, Side } from '../../rules/fringe/types';

/**
 * Each player side's story points and the once-per-campaign options it still has. They are spent at the
 * moment they apply, from the choices: a roll that went against you, a shot that just missed, or any time
 * the side decides.
 */
export function StoryPanel({ b }: { readonly b: Battle }) {
  const sides: Side[] = b.setup.play === 'solo' ? ['a'] : ['a', 'b'];
  return (
    <section className="panel fringe-story" data-testid="fringe-story" aria-label="Story points">
      <h3>Story points</h3>
      {sides.map((side) => {
        const s = b.sides[side];
        const once = [
          s.onceLeft.luckyShot && 'Lucky shot!',
          s.onceLeft.timeToGo && 'It’s time to go!',
          s.onceLeft.mate && s.mateAvailable && 'Did you ever meet my mate?',
        ].filter((x): x is string => typeof x === 'string');
        return (
          <div key={side}>
            <p>
              <strong>{s.name}</strong>:{' '}
              <span data-testid={`fringe-story-${side}`}>
                {s.storyPoints} story {s.storyPoints === 1 ? 'point' : 'points'}
              </span>
            </p>
            <p className="muted">
              Once per campaign, still unused: {once.length === 0 ? 'none' : once.join(' · ')}
            </p>
          </div>
        );
      })}
      <p className="muted">
        When a roll goes against you the game stops and offers them; “It’s time to go!” and a mate are in the
        choices whenever you decide.
      </p>
    </section>
  );
}
