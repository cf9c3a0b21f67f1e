import { useState } from 'react';
import type { PackLookup, PackStamp } from '../game/loadGame';
import { loadGame, saveOf } from '../game/loadGame';
import type { ModeDefinition } from '../game/mode';
import type { Session } from '../game/session';
import { SAVE_SLOTS, slotName } from '../game/saveSummary';
import type { SaveStore } from '../game/storage';
import { gameOfSession, loadOverRefusal } from '../game/saveRule';
import { keepSave } from '../game/keptSaves';
import { ConfirmButton } from './ConfirmButton';
import { downloadJson } from './downloadJson';
import { readableTime } from './savedTime';
import { useSaveSlots } from './useSaveSlots';
import { Refusal } from './Refusal';

/**
 * Export the game as a save file, keep it in a slot, or import a file. A game without save and load (the
 * mode's `saveAllowed`: a Real Life or Hardcore campaign) shows its slot buttons disabled with the rule's
 * reason, and an import that would take it back to an earlier point is refused; export stays (Reading,
 * kraken.saving-loading: a backup of the game as it stands, which loads only to carry the game on). Each slot says what it holds (the
 * mode, where the game stands, when it was saved) and can be emptied after a confirmation. An import
 * replaces the game in progress only when the file is valid and replays; otherwise the reason is shown and
 * nothing changes. A slot holding a save that does not open is never saved over silently: that save is moved to
 * a kept slot first (`keepSave`), and the message says so.
 * @param onLoaded receives the new session after a successful import, with the loader's notice (one sentence
 *   to show when the game continues under changed rules; null when there is none).
 */
export function SaveBar({
  session,
  pack,
  packs,
  modes,
  store,
  onLoaded,
}: {
  session: Session;
  pack: PackStamp;
  packs: PackLookup;
  modes: Readonly<Record<string, ModeDefinition>>;
  store: SaveStore;
  onLoaded: (session: Session, notice: string | null) => void;
}) {
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const { slots, refresh } = useSaveSlots(store, modes, packs);
  const noSaves = session.saveRefusal;

  const exportFile = () => {
    const save = saveOf(session, pack, new Date().toISOString());
    downloadJson(`${session.mode.id}-${session.setup.seed}.json`, JSON.stringify(save, null, 2));
    setMessage({ kind: 'ok', text: 'Save file exported.' });
  };

  /** Moves a save that does not open out of `slot` (to a kept slot); resolves whether it moved one. */
  const keepUnopened = async (slot: string): Promise<boolean> => {
    const old = await store.get(slot);
    if (old === undefined) return false;
    const loaded = loadGame(JSON.stringify(old), modes, packs);
    if (loaded.ok) {
      loaded.session.dispose();
      return false;
    }
    await keepSave(store, old, new Date().toISOString());
    return true;
  };

  const saveSlot = (slot: string) => {
    if (noSaves !== null) {
      setMessage({ kind: 'error', text: noSaves });
      return;
    }
    keepUnopened(slot)
      .then(async (kept) => {
        await store.put(slot, saveOf(session, pack, new Date().toISOString()));
        return kept;
      })
      .then(
        (kept) => {
          setMessage({
            kind: 'ok',
            text: kept
              ? `Saved to ${slotName(slot)}; the save it held could not be continued, so it is kept under Load game.`
              : `Saved to ${slotName(slot)}.`,
          });
          refresh();
        },
        (e: unknown) => {
          setMessage({ kind: 'error', text: `${slotName(slot)} could not be written: ${String(e)}` });
        },
      );
  };

  const deleteSlot = (slot: string) => {
    store.remove(slot).then(
      () => {
        setMessage({ kind: 'ok', text: `${slotName(slot)} emptied.` });
        refresh();
      },
      (e: unknown) => {
        setMessage({ kind: 'error', text: `${slotName(slot)} could not be emptied: ${String(e)}` });
      },
    );
  };

  const importFile = async (file: File) => {
    const text = await file.text();
    const loaded = loadGame(text, modes, packs);
    if (!loaded.ok) {
      setMessage({ kind: 'error', text: `${file.name} was not loaded: ${loaded.error}` });
      return;
    }
    const refused = loadOverRefusal(loaded.session, gameOfSession(session));
    if (refused !== null) {
      loaded.session.dispose();
      setMessage({ kind: 'error', text: `${file.name} was not loaded: ${refused}` });
      return;
    }
    onLoaded(loaded.session, loaded.notice);
    setMessage({
      kind: 'ok',
      text: `${file.name} loaded: ${loaded.save.events.length} log entries replayed.`,
    });
  };

  return (
    <section className="panel savebar" aria-label="Save and load">
      <button type="button" data-testid="export-save" onClick={exportFile}>
        Export save file
      </button>
      <label className="button">
        Import save file
        <input
          type="file"
          accept="application/json,.json"
          data-testid="import-save"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file !== undefined) void importFile(file);
            e.target.value = '';
          }}
        />
      </label>
      {noSaves !== null && (
        <p className="muted save-rule" data-testid="save-rule">
          {noSaves}
        </p>
      )}
      <ul className="slots save-slots" aria-label="Save slots">
        {SAVE_SLOTS.map((slot) => {
          const held = slots?.find((v) => v.slot === slot);
          const time = readableTime(held?.summary.savedAt ?? null);
          return (
            <li key={slot} className="save-slot" data-testid={`slot-row-${slot}`}>
              <span className="slot-text">
                <strong>{slotName(slot)}</strong>{' '}
                <span data-testid={`slot-title-${slot}`}>
                  {slots === null ? '…' : held === undefined ? 'empty' : held.summary.title}
                </span>
                {time !== null && <span className="muted slot-time">{time}</span>}
              </span>
              <span className="slot-actions">
                <button
                  type="button"
                  data-testid={`save-${slot}`}
                  disabled={noSaves !== null}
                  title={noSaves ?? undefined}
                  onClick={() => saveSlot(slot)}
                >
                  {held === undefined ? 'Save here' : 'Save over'}
                </button>
                {held !== undefined && (
                  <ConfirmButton
                    label="Delete"
                    question={`Delete ${slotName(slot)}?`}
                    confirmLabel="Delete"
                    onConfirm={() => deleteSlot(slot)}
                    testId={`delete-${slot}`}
                  />
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {message !== null &&
        (message.kind === 'error' ? (
          <Refusal text={message.text} role="status" testId="save-message" />
        ) : (
          <p className="notice" role="status" data-testid="save-message">
            {message.text}
          </p>
        ))}
    </section>
  );
}
