import { journalLines } from '../../rules/fringe/narrate';
import type { Battle } from '../../rules/fringe/types';

/** The battle's last journal lines, newest last. */
export function JournalPanel({ b }: { readonly b: Battle }) {
  const lines = journalLines(b, 14);
  return (
    <section className="panel journal" data-testid="fringe-journal" aria-label="Battle journal">
      <h3>What happened</h3>
      <ol>
        {lines.map((line, i) => (
          <li key={`${b.journal.length - lines.length + i}`}>{line}</li>
        ))}
      </ol>
    </section>
  );
}
