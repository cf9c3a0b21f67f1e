import { useMemo, useState } from 'react';
import type { ContentPack } from '../../content/pack';
import type { DiceMode } from '../../game/session';
import { DiceModeSelect } from '../../ui/DiceModeSelect';
import {
  campaignInput,
  defaultChoices,
  packShipCatalogue,
  SETUP_STEPS,
  stepProblems,
  type CampaignChoices,
  type SetupStep,
} from './campaignInput';
import type { CampaignInput } from '../../../machines/kraken/campaign/campaign.types';
import { DIFFICULTIES, scoreMultiplier } from '../../rules/kraken/campaign/difficulty';
import type { CampaignDifficulty } from '../../rules/tilemap/types';
import { attributeWord, draftHp, isWeapon, traitTotal } from '../../rules/kraken/campaign/crewSheet';
import { ATTRIBUTE_NAMES } from '../../rules/kraken/crew/crew';
import { refusals, type CrewProblem } from '../../rules/kraken/crew/validateCrew';
import { shipPrice } from '../../rules/kraken/campaign/setup';
import { AttributesStep, CrewStep, TraitsStep } from './setupSteps/CrewSteps';
import { GearStep, Purse, ShipStep, StorageStep } from './setupSteps/PurchaseSteps';
import { Problems, signed, type StepProps } from './setupSteps/common';
import { Refusal } from '../../ui/Refusal';

const DIFFICULTY_WORDS: Readonly<Record<CampaignDifficulty, string>> = {
  'just-a-simulation': 'Just a Simulation — save at every turn start and at clone stations',
  adventurer: 'Adventurer — save only at clone stations',
  'real-life': 'Real Life — no saving and loading',
  hardcore: 'Hardcore — no saving, and the air is one step worse',
};

const STEP_TITLES: Readonly<Record<SetupStep, string>> = {
  campaign: 'Campaign',
  crew: 'Crew',
  attributes: 'Attributes',
  traits: 'Traits',
  ship: 'Ship',
  gear: 'Gear',
  storage: 'Storage',
  summary: 'Summary',
};

const STEP_LEDES: Readonly<Record<SetupStep, string>> = {
  campaign: 'How hard the campaign is, whose story it tells, and which story lines it follows.',
  crew: 'Take ready-made crew members for a quick start, or make your own; each needs a name.',
  attributes:
    'Each crew member has 16 points over six attributes, each from 1 to 8. This is the only time they can be moved.',
  traits:
    'Up to 4 traits each. Good traits cost points, bad ones give them back: a new crew member’s traits add up to 0.',
  ship: 'The starting credits buy the ship first: its hull, then the systems its sheet has boxes for.',
  gear: 'Weapons and items for each crew member, from what the ship left. Any grade may be bought now.',
  storage: 'Equipment can also wait in the ship’s storage boxes.',
  summary: 'The crew sheet as it will start. Go back to any step to change it.',
};

/**
 * The campaign wizard (Space Kraken §3), one step on screen at a time with Back and Next: the campaign's
 * frame, the crew (ready-made or made by hand, named), their attributes, their traits, the ship, their gear,
 * the storage, a summary. Each step shows what its rules refuse (crewSheet.ts), each refusal with the title of
 * its rule; Next waits until the step is right, and the campaign starts from the summary.
 */
export function CampaignSetup({
  pack,
  onStart,
  ruleTitle = (id) => id,
}: {
  readonly pack: ContentPack;
  readonly onStart: (input: CampaignInput, dice: DiceMode) => void;
  readonly ruleTitle?: (id: string) => string;
}) {
  const [choices, setChoices] = useState<CampaignChoices>(() => defaultChoices(pack));
  const [dice, setDice] = useState<DiceMode>('digital');
  const [step, setStep] = useState<SetupStep>('campaign');
  const [refused, setRefused] = useState<CrewProblem | null>(null);
  const built = useMemo(() => campaignInput(pack, choices), [pack, choices]);
  const problems = useMemo(() => stepProblems(pack, choices), [pack, choices]);
  if (pack.cgmSheets.size === 0)
    return (
      <p className="muted">The loaded packs have no CGM sheets: a campaign needs story lines to follow.</p>
    );
  const set = (change: Partial<CampaignChoices>) => {
    setChoices((c) => ({ ...c, ...change }));
  };
  const at = SETUP_STEPS.indexOf(step);
  const go = (to: SetupStep) => {
    setRefused(null);
    setStep(to);
  };
  const blocked = refusals(problems[step]).length > 0;
  const props: StepProps = { pack, choices, set, refuse: setRefused, ruleTitle };
  const shown = step === 'summary' ? (built.ok ? built.notes : built.problems) : problems[step];
  return (
    <form
      className="panel campaign-setup"
      data-testid="campaign-setup"
      onSubmit={(e) => {
        e.preventDefault();
        if (built.ok) onStart(built.input, dice);
      }}
    >
      <ol className="wizard-steps" aria-label="Set-up steps">
        {SETUP_STEPS.map((s, i) => (
          <li key={s}>
            <button
              type="button"
              className={s === step ? 'link active' : 'link'}
              aria-current={s === step ? 'step' : undefined}
              data-testid={`campaign-step-${s}`}
              onClick={() => {
                go(s);
              }}
            >
              {i + 1}. {STEP_TITLES[s]}
              {refusals(problems[s]).length > 0 && (
                <span className="refusal" title="This step has something to fix">
                  {' '}
                  !
                </span>
              )}
            </button>
          </li>
        ))}
      </ol>
      <section className="wizard-step" data-testid={`campaign-step-body-${step}`}>
        <h3>
          Step {at + 1} of {SETUP_STEPS.length}: {STEP_TITLES[step]}
        </h3>
        <p className="muted">{STEP_LEDES[step]}</p>
        {step === 'campaign' && <CampaignFrame {...props} dice={dice} setDice={setDice} />}
        {step === 'crew' && <CrewStep {...props} />}
        {step === 'attributes' && <AttributesStep {...props} />}
        {step === 'traits' && <TraitsStep {...props} />}
        {step === 'ship' && <ShipStep {...props} />}
        {step === 'gear' && <GearStep {...props} />}
        {step === 'storage' && <StorageStep {...props} />}
        {step === 'summary' && <Summary {...props} />}
      </section>
      {/* Back and Next, and what the step refuses, stay in view however long the step is. */}
      <div className="wizard-foot">
        {refused !== null && (
          <Refusal text={refused.message} testId="campaign-refused" rule={refused.rule}>
            {' '}
            <span className="muted">— {ruleTitle(refused.rule)}</span>
          </Refusal>
        )}
        <Problems problems={shown} ruleTitle={ruleTitle} testId="campaign-setup-problems" />
        <div className="wizard-nav">
          <button
            type="button"
            data-testid="campaign-back"
            disabled={at === 0}
            onClick={() => {
              const prev = SETUP_STEPS[at - 1];
              if (prev !== undefined) go(prev);
            }}
          >
            Back
          </button>
          {step === 'summary' ? (
            // Its own key: React must not turn the clicked Next into this submit button mid-click (the form
            // would then start the campaign from the click that only opened the summary).
            <button key="start" type="submit" data-testid="campaign-start" disabled={!built.ok}>
              Start the campaign
            </button>
          ) : (
            <button
              key="next"
              type="button"
              data-testid="campaign-next"
              disabled={blocked}
              title={blocked ? 'Fix what this step lists first' : undefined}
              onClick={() => {
                const next = SETUP_STEPS[at + 1];
                if (next !== undefined) go(next);
              }}
            >
              Next: {STEP_TITLES[SETUP_STEPS[at + 1] ?? 'summary']}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}

/** §3.1–3.2, §3.8: difficulty, backstory, achievements carried over, the story lines, and the dice. */
function CampaignFrame({
  pack,
  choices,
  set,
  dice,
  setDice,
}: StepProps & { readonly dice: DiceMode; readonly setDice: (d: DiceMode) => void }) {
  const backstory = pack.backstories.get(choices.backstoryId);
  return (
    <>
      <fieldset>
        <legend>Difficulty</legend>
        {DIFFICULTIES.map((d) => (
          <label key={d} className="pick">
            <input
              type="radio"
              name="difficulty"
              data-testid={`campaign-difficulty-${d}`}
              checked={choices.difficulty === d}
              onChange={() => {
                set({ difficulty: d });
              }}
            />
            {DIFFICULTY_WORDS[d]} (score × {scoreMultiplier(d)})
          </label>
        ))}
        <label className="pick">
          <input
            type="checkbox"
            data-testid="campaign-practice"
            checked={choices.practice}
            onChange={(e) => {
              set({ practice: e.target.checked });
            }}
          />
          Practice campaign: undo anywhere, no score
        </label>
      </fieldset>
      <fieldset>
        <legend>Backstory</legend>
        <select
          data-testid="campaign-backstory"
          aria-label="Backstory"
          value={choices.backstoryId}
          onChange={(e) => {
            const next = pack.backstories.get(e.target.value);
            set({ backstoryId: e.target.value, crew: choices.crew.slice(0, next?.crew ?? 3) });
          }}
        >
          {[...pack.backstories.values()].map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
        {backstory !== undefined && (
          <p className="muted">
            {backstory.text} Crew of {backstory.crew}.
          </p>
        )}
      </fieldset>
      {pack.achievements.size > 0 && (
        <fieldset>
          <legend>Achievements from earlier campaigns</legend>
          {[...pack.achievements.values()].map((a) => (
            <label key={a.id} className="pick">
              <input
                type="checkbox"
                data-testid={`campaign-achievement-${a.id}`}
                checked={choices.achievementIds.includes(a.id)}
                onChange={(e) => {
                  set({
                    achievementIds: e.target.checked
                      ? [...choices.achievementIds, a.id]
                      : choices.achievementIds.filter((id) => id !== a.id),
                  });
                }}
              />
              {a.name} — {a.bonus}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend>Story lines</legend>
        <select
          data-testid="campaign-lines"
          aria-label="Story lines"
          value={choices.lineSetId}
          onChange={(e) => {
            set({ lineSetId: e.target.value });
          }}
        >
          {[...pack.lineSets.values()].map((l) => (
            <option key={l.id} value={l.id}>
              {l.name} ({l.lines.length} lines)
            </option>
          ))}
        </select>
      </fieldset>
      <DiceModeSelect value={dice} onChange={setDice} testId="campaign-dice" />
    </>
  );
}

/** The crew sheet as it will start: each member, the ship, the storage, the money. */
function Summary({ pack, choices }: StepProps) {
  const catalogue = useMemo(() => packShipCatalogue(pack), [pack]);
  const hull = pack.hulls.get(choices.hullId);
  const systems = choices.systems.map((r) => pack.shipSystems.get(r.systemId)?.name ?? r.systemId);
  return (
    <div data-testid="campaign-summary">
      <div className="setup-cards">
        {choices.crew.map((c, i) => (
          <section key={c.key} className="card" data-testid={`campaign-summary-${i}`}>
            <h4>
              {c.name.trim() === '' ? `Crew member ${i + 1}` : c.name}{' '}
              <span className="muted">· level 1 · {draftHp(c)} HP</span>
            </h4>
            <p>{ATTRIBUTE_NAMES.map((n) => `${attributeWord(n)} ${c.attributes[n]}`).join(' · ')}</p>
            <p>
              Traits ({signed(traitTotal(c))}):{' '}
              {c.traits.length === 0
                ? 'none'
                : c.traits.map((t) => `${t.name} ${signed(t.value)}`).join(', ')}
            </p>
            <p>
              Gear:{' '}
              {c.gear.length === 0
                ? 'none'
                : c.gear.map((p) => `${p.name}${isWeapon(p) ? ` (${p.kind})` : ''}`).join(', ')}
            </p>
          </section>
        ))}
      </div>
      <p>
        Ship: {hull?.name ?? 'none'} —{' '}
        {shipPrice({ ship: { hullId: choices.hullId, systems: choices.systems } }, catalogue)}¢
        {systems.length > 0 && ` with ${systems.join(', ')}`}
      </p>
      <p>
        Storage:{' '}
        {(choices.storage ?? []).length === 0
          ? 'empty'
          : (choices.storage ?? []).map((p) => p.name).join(', ')}
      </p>
      <Purse pack={pack} choices={choices} />
    </div>
  );
}
