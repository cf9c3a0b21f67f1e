import type { Session } from '../../game/session';
import { keptFileName } from '../../game/keptSaves';
import { downloadJson } from '../../ui/downloadJson';
import { useRuleWords } from '../../ui/Refusal';
import { loadNotes, useKeptNote, useLoadNotice, type KeptNote } from '../loadNotes';

/** Offers a stored save (a kept one, or any slot that does not open) as a file, exactly as it is stored. */
export function exportStored(slot: string | null, save: KeptNote['save']): void {
  downloadJson(keptFileName(slot ?? 'kept-save'), JSON.stringify(save, null, 2));
}

/**
 * A mode's saved game that could not be continued: why (the loader's sentence), that it is kept, and its file.
 * On the game screen's dock and above a set-up form, until dismissed.
 */
export function KeptSaveNote({ mode }: { readonly mode: string }) {
  const note = useKeptNote(mode);
  // The loader's sentence may be a replay's refusal, which cites its rule by id.
  const words = useRuleWords();
  if (note === null) return null;
  return (
    <section className="panel load-note load-note-kept" role="alert" data-testid="kept-save">
      <p>
        <strong>Your saved game could not be continued.</strong>{' '}
        <span data-testid="kept-save-reason">{words(note.reason)}</span>{' '}
        {note.slot === null
          ? 'It stays where it was; this game is not saved over it.'
          : 'It is kept on this device, listed under Load game.'}{' '}
        <button
          type="button"
          data-testid="kept-save-export"
          onClick={() => {
            exportStored(note.slot, note.save);
          }}
        >
          Export the save
        </button>{' '}
        <button
          type="button"
          data-testid="kept-save-dismiss"
          onClick={() => {
            loadNotes.setKept(mode, null);
          }}
        >
          Dismiss
        </button>
      </p>
    </section>
  );
}

/** The loader's one sentence about a save that continues under changed rules, until dismissed. */
export function LoadNotice({ session }: { readonly session: Session }) {
  const notice = useLoadNotice(session);
  if (notice === null) return null;
  return (
    <section className="panel load-note" role="status" data-testid="load-notice">
      <p>
        <span data-testid="load-notice-text">{notice}</span>{' '}
        <button
          type="button"
          data-testid="load-notice-dismiss"
          onClick={() => {
            loadNotes.setNotice(session, null);
          }}
        >
          Dismiss
        </button>
      </p>
    </section>
  );
}

/** Both notes of the game screen's dock: the mode's kept save, then the session's notice. */
export function LoadNotes({ session }: { readonly session: Session }) {
  return (
    <>
      <KeptSaveNote mode={session.mode.id} />
      <LoadNotice session={session} />
    </>
  );
}
