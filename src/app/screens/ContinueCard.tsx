import { MODES } from '../../modes/headless';
import { gameModeById } from '../../modes/registry';
import { readableTime } from '../../ui/savedTime';
import { useSaveSlots } from '../../ui/useSaveSlots';
import { useServices } from '../services';

/**
 * The home screen's "Continue" card: the autosaved game touched last, named by its mode and where it stands,
 * one click from its screen (which resumes it from the autosave). Nothing shows when no autosave opens.
 * A lazy chunk of its own: naming a save replays it, which needs the modes' machines.
 */
export default function ContinueCard() {
  const services = useServices();
  const { slots } = useSaveSlots(services.store, MODES, services.packs);
  // Newest first (useSaveSlots sorts): the first autosave that still opens.
  const last = slots?.find((v) => v.slot.startsWith('autosave:') && v.summary.problem === null);
  const entry = last === undefined ? undefined : gameModeById(last.save.mode);
  if (last === undefined || entry === undefined) return null;
  const time = readableTime(last.summary.savedAt);
  return (
    <section className="card card-ready continue-card" data-testid="continue" aria-label="Continue">
      <h2>Continue</h2>
      <p className="continue-title" data-testid="continue-title">
        {last.summary.title}
      </p>
      {time !== null && <p className="muted">Saved {time}</p>}
      <a className="button" href={`#/${entry.route}`} data-testid="continue-open">
        Continue playing
      </a>
    </section>
  );
}
