import type { ContentPack } from '../../../content/pack';
import type { CampaignChoices } from '../campaignInput';
import type { CrewProblem } from '../../../rules/kraken/crew/validateCrew';

/** What every step of the campaign wizard is handed: the pack, the choices so far, and how to change them. */
export interface StepProps {
  readonly pack: ContentPack;
  readonly choices: CampaignChoices;
  readonly set: (change: Partial<CampaignChoices>) => void;
  /** Shows a refused click's reason (null clears it); a refused click changes nothing. */
  readonly refuse: (problem: CrewProblem | null) => void;
  readonly ruleTitle: (id: string) => string;
}

/** A list of problems, each with the title of the rule it breaks (never its id). */
export function Problems({
  problems,
  ruleTitle,
  testId,
}: {
  readonly problems: readonly CrewProblem[];
  readonly ruleTitle: (id: string) => string;
  readonly testId: string;
}) {
  if (problems.length === 0) return null;
  return (
    <ul className="setup-problems" data-testid={testId}>
      {problems.map((p) => (
        // A note lets the player go on, yet warns (an overload's penalties): marked as one, not greyed out.
        <li
          key={p.message}
          data-rule={p.rule}
          className={p.severity === 'illegal' ? 'refusal' : 'warning-note'}
        >
          {p.severity === 'note' && <strong className="warning-word">Note</strong>}
          {p.severity === 'note' && ': '}
          {p.message} <span className="muted">— {ruleTitle(p.rule)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Replaces the crew member at `index`. */
export const withMember = <T,>(list: readonly T[], index: number, next: T): T[] =>
  list.map((m, i) => (i === index ? next : m));

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
