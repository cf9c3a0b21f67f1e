import { LEVEL_NAMES } from '../../rules/board/types';
import { pieceName, pieceSpot, quadrant } from '../../rules/salvage/mission/board';
import type { Mission } from '../../rules/salvage/mission/state';
import { HAZARDS } from '../../rules/salvage/tables/hazards';
import { airlockInteractTn, dangerLevel } from '../../rules/salvage/tables/danger';

/** The mission as set up: theme, salvage sites by quadrant and depth, airlocks, hazards, win conditions. */
export function SitePanel({ m }: { readonly m: Mission }) {
  const terrain = m.content.board.terrain;
  const tn = airlockInteractTn(dangerLevel(m.danger));
  return (
    <section className="panel site-panel" aria-label="The site" data-testid="site-panel">
      <h2>The site</h2>
      <p>
        <strong>Theme:</strong> {m.theme === null ? 'not chosen yet' : `${m.theme.name} — ${m.theme.rule}`}
      </p>
      <p>
        <strong>Round</strong> {m.round} of {m.roundLimit ?? '?'} · <strong>Event deck</strong>{' '}
        {m.deck.length} left, {m.discard.length} discarded
      </p>
      <h3>Salvage sites</h3>
      <ul>
        {m.sites.map((s) => {
          const piece = terrain.find((p) => p.id === s.id);
          return (
            <li key={s.id}>
              {pieceName(s.id)}:{' '}
              {piece === undefined
                ? ''
                : `${quadrant(m, pieceSpot(piece))} quadrant, ${LEVEL_NAMES[piece.level]}`}{' '}
              — {s.extractions} of 4 extractions made
            </li>
          );
        })}
      </ul>
      <h3>Airlocks</h3>
      <ul>
        {m.airlocks.map((a) => (
          <li key={a.id}>
            {pieceName(a.id)}:{' '}
            {a.locked
              ? 'locked for good'
              : `${a.uses} of 3 out; ${m.airlocksOpen || tn === null ? (dangerLevel(m.danger) === 'allQuiet' && !m.airlocksOpen ? 'cannot cycle at All Quiet' : 'open, no test') : `Interact TN ${tn}`}`}
          </li>
        ))}
      </ul>
      <h3>Hazards</h3>
      <ul>
        {m.hazards.map((h) => (
          <li key={h.id}>
            {pieceName(h.id)}:{' '}
            {h.removed
              ? 'gone'
              : h.hazard === null
                ? 'not rolled yet'
                : `${HAZARDS[h.hazard].name} — ${HAZARDS[h.hazard].summary}`}
          </li>
        ))}
      </ul>
      <h3>Win conditions</h3>
      <ul data-testid="win-conditions">
        {Object.values(m.crews).map((c) => (
          <li key={c.side}>
            {m.companies[c.side]?.name ?? c.side} ({c.side}):{' '}
            {c.winCondition === null
              ? 'not rolled yet'
              : `${c.winCondition.name} — ${c.winCondition.text} (${c.winCondition.scrip} Scrip)`}
            {c.won ? ' — met!' : ''}
          </li>
        ))}
      </ul>
      {m.lastEvent !== null && (
        <p data-testid="last-event">
          <strong>Last event card:</strong> {m.content.events.find((e) => e.id === m.lastEvent?.cardId)?.name}{' '}
          — {m.lastEvent.text}
        </p>
      )}
    </section>
  );
}
