import { Suspense, lazy, useState } from 'react';
import { planCheck } from '../../rules/dice/checks';
import { entryById } from '../../rules/reference/search';
import type { DiceLabMachine } from '../../../machines/dicelab/diceLab.machine';
import { chartThreshold } from '../../../machines/dicelab/checkCatalogue';
import { MODES } from '../../game/modes';
import { diceLabMode } from '../../game/modes/diceLab';
import { Session } from '../../game/session';
import { ChoiceBar } from '../../ui/ChoiceBar';
import { DiceModeToggle } from '../../ui/DiceModeToggle';
import { DiceTray } from '../../ui/DiceTray';
import { DistributionChart } from '../../ui/DistributionChart';
import { GameLog } from '../../ui/GameLog';
import { OddsBadge } from '../../ui/OddsBadge';
import { PromptPanel } from '../../ui/PromptPanel';
import { SaveBar } from '../../ui/SaveBar';
import { CheckForm } from '../../ui/dicelab/CheckForm';
import { useSessionSelector } from '../../ui/useSession';
import { navigate } from '../routes';
import { gameStore, newSeed } from '../gameStore';
import { useServices } from '../services';
import { useAutosavedSession } from '../useAutosave';

const DICE_LAB_INPUT = {};

// The 3D table is a lazy chunk: the first screen needs no three.js.
const DiceTable = lazy(() => import('../../scene/DiceTable'));

export function DiceLabScreen() {
  const session = useAutosavedSession(diceLabMode, DICE_LAB_INPUT);
  if (session === undefined) return <p className="muted">Opening the Dice lab…</p>;
  return <DiceLab session={session as unknown as Session<DiceLabMachine>} />;
}

function DiceLab({ session }: { session: Session<DiceLabMachine> }) {
  const services = useServices();
  const check = useSessionSelector(session, (s) => s.context.check);
  const lastFaces = useSessionSelector(session, (s) => s.context.rolls.at(-1)?.faces ?? null);
  const plan = check === null ? null : planCheck(check);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [seed, setSeed] = useState('');

  return (
    <div className="screen dicelab" data-testid="dice-lab">
      <div className="column main-column">
        <h1>Dice lab</h1>
        <PromptPanel
          session={session}
          onRule={(id) => navigate({ screen: 'rules', entry: id })}
          ruleTitle={(id) => entryById(services.rules, id)?.title ?? id}
        />
        <CheckForm
          initial={check}
          onChoose={(c) => {
            const outcome = session.send({ type: 'check.choose', check: c });
            setRefusal(outcome.ok ? null : outcome.reason);
          }}
        />
        {refusal !== null && (
          <p className="refusal" role="alert" data-testid="check-refusal">
            {refusal}
          </p>
        )}
        {plan !== null && check !== null && (
          <section className="panel plan" aria-label="Odds" data-testid="plan">
            <h3>
              {plan.summary} <OddsBadge odds={plan.odds} />
            </h3>
            {plan.outcomes !== undefined && (
              <ul className="outcomes" data-testid="outcomes">
                {Object.entries(plan.outcomes).map(([k, p]) => (
                  <li key={k}>
                    {k}: <OddsBadge odds={p} />
                  </li>
                ))}
              </ul>
            )}
            <DistributionChart
              distribution={plan.distribution}
              target={chartThreshold(check, plan)}
              label="Chance of each reading of the dice (successes highlighted)"
            />
          </section>
        )}
        <DiceModeToggle session={session} />
        <ChoiceBar session={session} />
        <DiceTray session={session} />
      </div>
      <div className="column side-column">
        <section className="panel table3d" aria-label="Table">
          <Suspense fallback={<p className="muted">Setting the table…</p>}>
            <DiceTable faces={lastFaces} />
          </Suspense>
        </section>
        <GameLog session={session} />
        <SaveBar
          session={session}
          pack={services.packs.active()}
          packs={services.packs}
          modes={MODES}
          store={services.store}
          onLoaded={(s) => {
            gameStore.set(s.mode.id, s);
          }}
        />
        <section className="panel newgame" aria-label="New game">
          <p className="muted">
            Seed <code data-testid="seed">{session.setup.seed}</code> — the same seed and the same choices
            give the same dice.
          </p>
          <input
            placeholder="seed (blank = random)"
            data-testid="new-seed"
            value={seed}
            onChange={(e) => {
              setSeed(e.target.value);
            }}
          />
          <button
            type="button"
            data-testid="new-lab"
            onClick={() => {
              const fresh = Session.start(
                diceLabMode,
                { mode: diceLabMode.id, seed: seed.trim() === '' ? newSeed() : seed.trim(), input: {} },
                session.diceMode,
              );
              gameStore.set(diceLabMode.id, fresh);
            }}
          >
            Start a new lab
          </button>
        </section>
      </div>
    </div>
  );
}
