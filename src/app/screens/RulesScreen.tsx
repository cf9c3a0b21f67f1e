import { useState } from 'react';
import type { RuleSystem } from '../../rules/reference/entry';
import { entryById, searchEntries } from '../../rules/reference/search';
import { navigate } from '../routes';
import { useServices } from '../services';

const SYSTEM_NAMES: Readonly<Record<RuleSystem, string>> = {
  general: 'The app',
  kraken: 'Space Kraken',
  salvage: 'Salvage skirmish',
  fringe: 'Fringe battle rules',
};

/** The searchable rules reference: every entry in the project's words, with the section it summarises. */
export function RulesScreen({ entry }: { entry: string | null }) {
  const { rules } = useServices();
  const [query, setQuery] = useState('');
  const [system, setSystem] = useState<RuleSystem | ''>('');
  const results = searchEntries(rules, query, system === '' ? undefined : system);
  const open = entry === null ? undefined : entryById(rules, entry);
  return (
    <div className="screen rules" data-testid="rules-screen">
      <div className="column side-column">
        <h1>Rules reference</h1>
        <input
          type="search"
          placeholder="Search the rules…"
          aria-label="Search the rules"
          data-testid="rules-search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
          }}
        />
        <select
          data-testid="rules-system"
          aria-label="Which game’s rules"
          value={system}
          onChange={(e) => {
            setSystem(e.target.value as RuleSystem | '');
          }}
        >
          <option value="">All games</option>
          {Object.entries(SYSTEM_NAMES).map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
        <p className="muted">{results.length} entries</p>
        <ul className="rule-list" data-testid="rules-results">
          {results.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                className={r.id === entry ? 'link active' : 'link'}
                data-testid={`rule-${r.id}`}
                onClick={() => {
                  navigate({ screen: 'rules', entry: r.id });
                }}
              >
                {r.title}
              </button>
              <span className="muted"> — {SYSTEM_NAMES[r.system]}</span>
              {r.notYet !== undefined && <span className="badge not-yet"> not played yet</span>}
              {r.sample !== undefined && <span className="badge sample"> sample rule</span>}
            </li>
          ))}
        </ul>
      </div>
      <article className="column main-column panel" data-testid="rule-entry">
        {open === undefined ? (
          <p className="muted">
            {entry === null ? 'Pick an entry to read it.' : `There is no entry "${entry}" in the reference.`}
          </p>
        ) : (
          <>
            <h2 data-testid="rule-title">{open.title}</h2>
            <p className="muted" data-testid="rule-source">
              From: {open.source}
            </p>
            <p className="summary">{open.summary}</p>
            {open.body.split('\n').map((line, i) => (line.trim() === '' ? null : <p key={i}>{line}</p>))}
            {open.notYet !== undefined && (
              <p className="not-yet" data-testid="rule-not-yet">
                Not played by the app yet. {open.notYet}
              </p>
            )}
            {open.reading !== undefined && <p className="reading">{open.reading}</p>}
            {open.sample !== undefined && (
              <p className="sample" data-testid="rule-sample">
                {open.sample}
              </p>
            )}
            {open.see !== undefined && open.see.length > 0 && (
              <p>
                See also:{' '}
                {open.see.map((id) => (
                  <a key={id} href={`#/rules/${encodeURIComponent(id)}`} className="see">
                    {entryById(rules, id)?.title ?? id}
                  </a>
                ))}
              </p>
            )}
          </>
        )}
      </article>
    </div>
  );
}
