import { useState } from 'react';
import type { PackLookup, PackStamp } from '../game/loadGame';
import { loadGame, saveOf } from '../game/loadGame';
import type { ModeDefinition } from '../game/mode';
import type { Session } from '../game/session';
import type { SaveStore } from '../game/storage';
import { downloadJson } from './downloadJson';

/**
 * Export the game as a save file, keep it in a slot, or import a file. An import replaces the game in
 * progress only when the file is valid and replays; otherwise the reason is shown and nothing changes.
 * @param onLoaded receives the new session after a successful import.
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
  onLoaded: (session: Session) => void;
}) {
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  const exportFile = () => {
    const save = saveOf(session, pack, new Date().toISOString());
    downloadJson(`${session.mode.id}-${session.setup.seed}.json`, JSON.stringify(save, null, 2));
    setMessage({ kind: 'ok', text: 'Save file exported.' });
  };

  const saveSlot = (slot: string) => {
    void store.put(slot, saveOf(session, pack, new Date().toISOString())).then(() => {
      setMessage({ kind: 'ok', text: `Saved to ${slot}.` });
    });
  };

  const importFile = async (file: File) => {
    const text = await file.text();
    const loaded = loadGame(text, modes, packs);
    if (!loaded.ok) {
      setMessage({ kind: 'error', text: `${file.name} was not loaded: ${loaded.error}` });
      return;
    }
    onLoaded(loaded.session);
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
      {['slot-1', 'slot-2', 'slot-3'].map((slot) => (
        <button key={slot} type="button" data-testid={`save-${slot}`} onClick={() => saveSlot(slot)}>
          Save to {slot}
        </button>
      ))}
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
      {message !== null && (
        <p
          className={message.kind === 'error' ? 'refusal' : 'notice'}
          role="status"
          data-testid="save-message"
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
