import { useState } from 'react';
import { navigate } from '../routes';
import { FollowDemo } from './FollowDemo';
import { joinTable } from './tableClient';

/**
 * A table's link opened: the visitor types a name and sits down (a player takes a free seat, a spectator
 * watches), then the mode's own screen shows the table's game — or, for a demo a presenter shares, the demo
 * here, following the presenter's steps.
 */
export function TableScreen({ roomId, code, watch }: { roomId: string; code: string; watch: boolean }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [demo, setDemo] = useState(false);
  if (demo) return <FollowDemo />;
  return (
    <div className="screen" data-testid="table-join">
      <div className="column main-column">
        <h1>{watch ? 'Watch an online table' : 'Join an online table'}</h1>
        <p className="lede">
          {watch
            ? 'You see every move as it is played; spectators take no decisions.'
            : 'You take the seat the host left free, or the one you held before.'}
        </p>
        <label>
          Your name{' '}
          <input
            data-testid="table-name"
            value={name}
            maxLength={40}
            onChange={(e) => {
              setName(e.target.value);
            }}
          />
        </label>{' '}
        <button
          type="button"
          data-testid="table-join-button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setProblem(null);
            joinTable(roomId, code, watch, name === '' ? 'Guest' : name).then(
              (joined) => {
                // A shared demo plays here, under its link; a game's table on the mode's own screen.
                if (joined.kind === 'demo') setDemo(true);
                else navigate({ screen: 'mode', mode: joined.view.modeId });
              },
              (e: unknown) => {
                setBusy(false);
                setProblem(`The table could not be joined: ${(e as Error).message}`);
              },
            );
          }}
        >
          {watch ? 'Watch' : 'Sit down'}
        </button>
        {problem !== null && (
          <p className="refusal" data-testid="table-join-problem">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
