import type { Session } from '../../game/session';
import { saveOf } from '../../game/loadGame';
import { downloadJson } from '../../ui/downloadJson';
import { useAutosaveStatus } from '../autosaveStatus';
import { useServices } from '../services';
import { tabChoiceOf } from '../useAutosave';

/**
 * The autosave's trouble, where the eye is (at the top of the dock): a failed write with "export the save" so
 * nothing is lost, or another tab on the same game with "take over here" and "read only". Nothing shows while
 * the autosave works. The game goes on in every case.
 */
export function AutosaveAlert({ session }: { readonly session: Session }) {
  const services = useServices();
  const status = useAutosaveStatus(session.mode.id);
  if (status.kind === 'ok') return null;
  const exportSave = (
    <button
      type="button"
      data-testid="autosave-export"
      onClick={() => {
        const save = saveOf(session, services.packs.active(), new Date().toISOString());
        downloadJson(`${session.mode.id}-${session.setup.seed}.json`, JSON.stringify(save, null, 2));
      }}
    >
      Export the save
    </button>
  );
  const choice = tabChoiceOf(session.mode.id);
  const takeOver = (label: string) => (
    <button type="button" data-testid="autosave-take-over" onClick={() => choice?.takeOver()}>
      {label}
    </button>
  );
  return (
    <section
      className={`panel autosave-alert autosave-${status.kind}`}
      role="alert"
      data-testid="autosave-alert"
      data-status={status.kind}
    >
      {status.kind === 'failed' && (
        <p>
          <strong>Not saved on this device:</strong> {status.reason}. The game goes on, but closing the tab
          loses what is not saved. {exportSave}
        </p>
      )}
      {status.kind === 'other-tab' && (
        <p>
          <strong>This game is open in another tab.</strong> Only one tab saves it.{' '}
          {takeOver('Take over here')}{' '}
          <button type="button" data-testid="autosave-read-only" onClick={() => choice?.readOnly()}>
            Read only
          </button>
        </p>
      )}
      {status.kind === 'read-only' && (
        <p>
          <strong>Read only:</strong> another tab saves this game; what you do here is not saved.{' '}
          {takeOver('Take over here')} {exportSave}
        </p>
      )}
      {status.kind === 'taken-over' && (
        <p>
          <strong>Another tab took this game over.</strong> What you do here is no longer saved.{' '}
          {takeOver('Take it back')} {exportSave}
        </p>
      )}
    </section>
  );
}
