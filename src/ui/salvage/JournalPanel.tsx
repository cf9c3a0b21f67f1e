import type { Mission } from '../../rules/salvage/mission/state';
import { journalNames, narrateJournal } from '../../rules/salvage/mission/narrate';

/** The mission journal's last lines, worded from its events. Props: `m`, the mission; `last` (default 14), how many lines. */
export function JournalPanel({ m, last = 14 }: { readonly m: Mission; readonly last?: number }) {
  const names = journalNames(m);
  // Each line keyed by its place in the whole journal: a new event adds its line and drops the oldest shown,
  // rather than every line being made anew on each step (issue 28).
  const from = Math.max(0, m.journal.length - last);
  return (
    <section className="panel" aria-label="Mission journal">
      <h2>Journal</h2>
      <ol className="journal" data-testid="salvage-journal">
        {m.journal.slice(-last).map((event, i) => (
          <li key={from + i}>{narrateJournal(event, names)}</li>
        ))}
      </ol>
    </section>
  );
}
