import type { DraftProblem } from '../../content/cgm/draftProblems';

/**
 * What is wrong with the book, live: every problem the validator finds, with its place; a click takes the
 * author there (a cell on its sheet, an event, a line set).
 */
export function BookProblems({
  problems,
  onPick,
}: {
  problems: readonly DraftProblem[];
  onPick: (problem: DraftProblem) => void;
}) {
  return (
    <section className="panel cgm-problems" aria-label="Problems" data-testid="cgm-problems">
      <h3>
        Problems{' '}
        <span
          className={`badge ${problems.length > 0 ? 'cgm-bad' : 'cgm-good'}`}
          data-testid="cgm-problem-count"
        >
          {problems.length === 0 ? 'none' : String(problems.length)}
        </span>
      </h3>
      {problems.length === 0 ? (
        <p className="notice" data-testid="cgm-problems-none">
          No problems: every line can be followed, and the pack loader accepts the book.
        </p>
      ) : (
        <ul className="cgm-issues" data-testid="cgm-problem-list">
          {problems.map((p, i) => (
            <li key={i} data-testid={`cgm-problem-${i}`}>
              {p.place.kind === 'book' ? (
                p.message
              ) : (
                <button type="button" className="link" onClick={() => onPick(p)}>
                  {p.message}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
