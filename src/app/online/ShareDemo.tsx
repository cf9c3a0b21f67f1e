import { useEffect, useState } from 'react';
import { demoStore } from '../demos/demoStore';
import { hrefOf } from '../routes';
import { leaveDemoTable, sendStep, shareDemo, useDemoTable } from './demoClient';

/**
 * Presenter mode's "Share with remote screens": opens a demo table on the room server and hands out its
 * link; from then on every step this tab reaches is sent, and the spectators' screens follow it.
 */
export function ShareDemo({ pack, demo }: { readonly pack: string; readonly demo: string }) {
  const shared = useDemoTable();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = demoStore.get();
  const presenting = shared?.presenting === true;

  // Every change of the run (a step, a move made) is looked at; only a new step or answer is sent.
  useEffect(() => {
    if (!presenting || run === null) return;
    sendStep(run, pack, demo);
    return run.subscribe(() => {
      sendStep(run, pack, demo);
    });
  }, [presenting, run, pack, demo]);
  // Leaving the demo closes the shared table.
  useEffect(
    () => () => {
      void leaveDemoTable();
    },
    [],
  );

  if (!presenting) {
    return (
      <>
        <button
          type="button"
          data-testid="demo-share"
          disabled={busy || run === null}
          onClick={() => {
            if (run === null) return;
            setBusy(true);
            setProblem(null);
            const state = run.getState();
            shareDemo({ pack, demo, step: state.index, answered: state.answered }).then(
              () => {
                setBusy(false);
              },
              (e: unknown) => {
                setBusy(false);
                setProblem(`The demo could not be shared: ${(e as Error).message}`);
              },
            );
          }}
        >
          Share with remote screens
        </button>
        {problem !== null && <span className="refusal">{problem}</span>}
      </>
    );
  }
  const link = `${window.location.origin}${window.location.pathname}${hrefOf({ screen: 'table', roomId: shared.roomId, code: shared.code, watch: true })}`;
  return (
    <span className="demo-share" data-testid="demo-shared">
      Spectators’ link: <input readOnly data-testid="demo-share-link" value={link} size={30} />{' '}
      <span data-testid="demo-watching">
        {shared.watching === 1 ? '1 screen follows' : `${String(shared.watching)} screens follow`}
        {shared.connected ? '' : ' (connection lost)'}
      </span>
    </span>
  );
}
