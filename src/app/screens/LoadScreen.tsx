import { useState } from 'react';
import { isKeptSlot } from '../../game/keptSaves';
import { loadGame } from '../../game/loadGame';
import { gameOfSession, loadOverRefusal, type GameInPlay } from '../../game/saveRule';
import { autosaveSlot } from '../../game/storage';
import { slotName } from '../../game/saveSummary';
import { MODES } from '../../modes/headless';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { readableTime } from '../../ui/savedTime';
import { useSaveSlots } from '../../ui/useSaveSlots';
import { navigate } from '../routes';
import { gameStore } from '../gameStore';
import { adoptLoaded } from '../loadNotes';
import { exportStored } from '../shell/LoadNotes';
import { useServices } from '../services';

/**
 * Saved games in their slots (autosaves included), newest first, each named by its mode and where it stands,
 * with a delete that asks first; and import from a file. Bad saves are refused clearly. A save that does not
 * open (a kept save: an autosave or a slot that could not be continued) says why and offers its file as it is.
 */
export function LoadScreen() {
  const services = useServices();
  const { slots, error: readError, refresh } = useSaveSlots(services.store, MODES, services.packs);
  const [error, setError] = useState<string | null>(null);

  /** The mode's game a load would replace: the one in memory, else its autosave (unreadable: none). */
  const inPlay = async (mode: string): Promise<GameInPlay | undefined> => {
    const live = gameStore.get(mode);
    if (live !== undefined) return gameOfSession(live);
    const autosave = await services.store.get(autosaveSlot(mode)).catch(() => undefined);
    return autosave === undefined ? undefined : { mode, seed: autosave.seed, events: autosave.events };
  };

  const open = async (text: string, label: string) => {
    const loaded = loadGame(text, MODES, services.packs);
    if (!loaded.ok) {
      setError(`${label} was not loaded: ${loaded.error}`);
      return;
    }
    const refused = loadOverRefusal(loaded.session, await inPlay(loaded.session.mode.id));
    if (refused !== null) {
      loaded.session.dispose();
      setError(`${label} was not loaded: ${refused}`);
      return;
    }
    adoptLoaded(loaded.session, loaded.notice);
    // Every registered mode has a screen (src/modes/registry.ts), so every save that loads opens its game.
    navigate({ screen: 'mode', mode: loaded.session.mode.id });
  };

  const remove = (slot: string) => {
    services.store.remove(slot).then(refresh, (e: unknown) => {
      setError(`${slotName(slot)} could not be deleted: ${String(e)}`);
    });
  };

  return (
    <div className="screen load" data-testid="load-screen">
      <h1>Load game</h1>
      <label className="button">
        Import a save file
        <input
          type="file"
          hidden
          accept="application/json,.json"
          data-testid="load-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file !== undefined) void file.text().then((text) => open(text, file.name));
            e.target.value = '';
          }}
        />
      </label>
      {error !== null && (
        <p className="refusal" role="alert" data-testid="load-error">
          {error}
        </p>
      )}
      <h2>Saved on this device</h2>
      {readError !== null && <p className="refusal">{readError}</p>}
      {slots === null ? (
        <p className="muted">Reading saves…</p>
      ) : slots.length === 0 ? (
        <p className="muted">No saved games yet.</p>
      ) : (
        <ul className="slots load-slots" data-testid="slots">
          {slots.map(({ slot, save, summary }) => {
            const time = readableTime(summary.savedAt);
            return (
              <li key={slot} className="load-slot" data-testid={`slot-${slot}`}>
                <div className="slot-text">
                  <strong data-testid={`slot-title-${slot}`}>{summary.title}</strong>
                  <span className="muted">
                    {slotName(slot)}
                    {time !== null && ` · saved ${time}`}
                  </span>
                  {summary.problem !== null && (
                    <span className="refusal" data-testid={`slot-problem-${slot}`}>
                      {isKeptSlot(slot) ? `Could not be continued: ${summary.problem}` : summary.problem}
                    </span>
                  )}
                </div>
                <span className="slot-actions">
                  <button
                    type="button"
                    data-testid={`load-${slot}`}
                    onClick={() => {
                      void open(JSON.stringify(save), slotName(slot));
                    }}
                  >
                    Open
                  </button>
                  {summary.problem !== null && (
                    <button
                      type="button"
                      data-testid={`export-${slot}`}
                      onClick={() => {
                        exportStored(slot, save);
                      }}
                    >
                      Export the save
                    </button>
                  )}
                  <ConfirmButton
                    label="Delete"
                    question={`Delete “${summary.title}” (${slotName(slot)})?`}
                    confirmLabel="Delete"
                    onConfirm={() => {
                      remove(slot);
                    }}
                    testId={`delete-${slot}`}
                  />
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
