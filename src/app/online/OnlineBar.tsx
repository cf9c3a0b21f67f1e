import { useState } from 'react';
import { seatsOf } from '../../game/online/seats';
import type { TableSeat } from '../../game/online/protocol';
import { useSessionSelector } from '../../ui/useSession';
import type { Session } from '../../game/session';
import { loadGame } from '../../game/loadGame';
import { MODES } from '../../modes/headless';
import { adoptLoaded } from '../loadNotes';
import { hrefOf } from '../routes';
import { useServices } from '../services';
import { answerUndo, assignSeat, leaveTable, openTable, takeOffline } from './tableClient';
import { useTable } from './useTable';

/**
 * The table bar of a game screen: "Play online" opens the local game as a table; at a table it shows the
 * links to hand out, who sits where, the table's refusals of this tab's moves and a request to take a move
 * back. Names are printed as text (React escapes them), never as markup.
 */
export function OnlineBar({ session }: { readonly session: Session }) {
  const table = useTable();
  const services = useServices();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The seats' names from the game as it stands (a salvage roll-off may swap which crew is the Attacker).
  const seats = useSessionSelector(
    session,
    (s) => seatsOf(session.mode.id, (s as { context?: unknown }).context),
    sameSeats,
  );

  if (table === null || table.modeId !== session.mode.id || !session.online) {
    return (
      <details className="online-bar" data-testid="online-bar">
        <summary>Play online</summary>
        <p className="muted">
          Opens this game as a table on the room server: a friend joins by a link and plays the other crew,
          others watch. The server rolls the dice.
        </p>
        <label>
          Your name{' '}
          <input
            data-testid="online-name"
            value={name}
            maxLength={40}
            onChange={(e) => {
              setName(e.target.value);
            }}
          />
        </label>{' '}
        <button
          type="button"
          data-testid="online-open"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setProblem(null);
            openTable(session, services.packs.active(), name === '' ? 'Host' : name).then(
              () => {
                setBusy(false);
              },
              (e: unknown) => {
                setBusy(false);
                setProblem(`The table could not open: ${(e as Error).message}`);
              },
            );
          }}
        >
          Open a table
        </button>
        {problem !== null && <p className="refusal">{problem}</p>}
      </details>
    );
  }

  const me = table.members.find((m) => m.id === table.you);
  const seatLabel = (id: string | null) =>
    id === null ? 'watching' : (seats.find((s) => s.id === id)?.label ?? 'a seat');
  const link = (watch: boolean) =>
    `${window.location.origin}${window.location.pathname}${hrefOf({ screen: 'table', roomId: table.roomId, code: table.code, watch })}`;
  return (
    <section className="online-bar notice-box" data-testid="online-table" aria-label="Online table">
      <p>
        <strong>Online table</strong> — you are{' '}
        {me?.seat == null ? 'watching' : `playing ${seatLabel(me.seat)}`}
        {table.connected ? '' : ' (connection lost: reload the page to rejoin)'}.
      </p>
      <p className="muted">
        Player link: <input readOnly data-testid="online-player-link" value={link(false)} size={40} />{' '}
        Spectator link: <input readOnly data-testid="online-watch-link" value={link(true)} size={40} />
      </p>
      <ul className="online-members" data-testid="online-members">
        {table.members.map((m) => (
          <li key={`${m.id}-${m.name}`}>
            {m.name} — {seatLabel(m.seat)}
            {m.host ? ' (host)' : ''}
            {m.connected ? '' : ' (away)'}
            {me?.host === true && m.id !== table.you && m.connected && (
              <select
                aria-label={`Seat of ${m.name}`}
                value={m.seat ?? ''}
                onChange={(e) => {
                  assignSeat(m.id, e.target.value === '' ? null : e.target.value);
                }}
              >
                <option value="">Watching</option>
                {seats.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label}
                  </option>
                ))}
              </select>
            )}
          </li>
        ))}
      </ul>
      {table.refusal !== null && (
        <p className="refusal" role="alert" data-testid="online-refusal">
          The table refused that: {table.refusal}
        </p>
      )}
      {table.undoAsked !== null && (
        <p data-testid="online-undo-asked">
          {table.undoAsked} asks to take the last move back.{' '}
          <button type="button" onClick={() => answerUndo(true)}>
            Allow
          </button>{' '}
          <button type="button" onClick={() => answerUndo(false)}>
            Refuse
          </button>
        </p>
      )}
      {me?.host === true && (
        <button
          type="button"
          data-testid="online-offline"
          onClick={() => {
            void takeOffline().then(async (save) => {
              const loaded = loadGame(JSON.stringify(save), MODES, services.packs);
              if (!loaded.ok) {
                setProblem(loaded.error);
                return;
              }
              await leaveTable();
              adoptLoaded(loaded.session, null);
            });
          }}
        >
          Take the game offline
        </button>
      )}
      {problem !== null && <p className="refusal">{problem}</p>}
    </section>
  );
}

const sameSeats = (a: readonly TableSeat[], b: readonly TableSeat[]): boolean =>
  a.length === b.length &&
  a.every((s, i) => {
    const o = b[i];
    return o !== undefined && s.id === o.id && s.label === o.label;
  });
