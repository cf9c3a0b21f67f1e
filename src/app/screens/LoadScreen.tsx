import { useEffect, useState } from 'react';
import { loadGame } from '../../game/loadGame';
import { MODES } from '../../modes/headless';
import type { SaveFile } from '../../game/saveFile';
import { navigate } from '../routes';
import { gameStore } from '../gameStore';
import { useServices } from '../services';

/** Saved games in their slots (autosaves included) and import from a file. Bad saves are refused clearly. */
export function LoadScreen() {
  const services = useServices();
  const [slots, setSlots] = useState<{ slot: string; save: SaveFile }[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void services.store.list().then(setSlots);
  }, [services]);

  const open = (text: string, label: string) => {
    const loaded = loadGame(text, MODES, services.packs);
    if (!loaded.ok) {
      setError(`${label} was not loaded: ${loaded.error}`);
      return;
    }
    gameStore.set(loaded.session.mode.id, loaded.session);
    // Every registered mode has a screen (src/modes/registry.ts), so every save that loads opens its game.
    navigate({ screen: 'mode', mode: loaded.session.mode.id });
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
      <h2>Slots</h2>
      {slots === null ? (
        <p className="muted">Reading saves…</p>
      ) : slots.length === 0 ? (
        <p className="muted">No saved games yet.</p>
      ) : (
        <ul className="slots" data-testid="slots">
          {slots.map(({ slot, save }) => (
            <li key={slot}>
              <button
                type="button"
                data-testid={`load-${slot}`}
                onClick={() => {
                  open(JSON.stringify(save), slot);
                }}
              >
                {slot}
              </button>{' '}
              <span className="muted">
                {save.mode}, {save.events.length} entries
                {save.savedAt !== undefined ? `, ${save.savedAt}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
