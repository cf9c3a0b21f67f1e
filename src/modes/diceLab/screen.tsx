import { Suspense, lazy, useState } from 'react';
import { planCheck } from '../../rules/dice/checks';
import type { DiceLabMachine } from '../../../machines/dicelab/diceLab.machine';
import { chartThreshold } from '../../../machines/dicelab/checkCatalogue';
import type { Session } from '../../game/session';
import { DistributionChart } from '../../ui/DistributionChart';
import { OddsBadge } from '../../ui/OddsBadge';
import { CheckForm } from '../../ui/dicelab/CheckForm';
import { useSessionSelector } from '../../ui/useSession';
import { newSeed } from '../../app/gameStore';
import { GameLayout } from '../../app/shell/GameLayout';
import { GameScreen } from '../../app/shell/GameScreen';
import { replaceQuestion, startGame } from '../../app/shell/startGame';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { diceLabMode } from './mode';
import { Refusal } from '../../ui/Refusal';

const FRAME = { testId: 'dice-lab', className: 'dicelab' };
const DICE_LAB_INPUT = {};

// The 3D table is a lazy chunk: the first screen needs no three.js.
const DiceTable = lazy(() => import('../../scene/DiceTable'));

export function DiceLabScreen() {
  return (
    <GameScreen
      mode={diceLabMode}
      frame={FRAME}
      opening="Opening the Dice lab…"
      start={{ kind: 'auto', input: DICE_LAB_INPUT }}
    >
      {(session) => <DiceLab session={session} />}
    </GameScreen>
  );
}

function DiceLab({ session }: { session: Session<DiceLabMachine> }) {
  const check = useSessionSelector(session, (s) => s.context.check);
  const lastFaces = useSessionSelector(session, (s) => s.context.rolls.at(-1)?.faces ?? null);
  const plan = check === null ? null : planCheck(check);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [seed, setSeed] = useState('');

  return (
    <GameLayout
      session={session}
      frame={FRAME}
      title="Dice lab"
      beforeChoices={
        <>
          <CheckForm
            initial={check}
            onChoose={(c) => {
              const outcome = session.send({ type: 'check.choose', check: c });
              setRefusal(outcome.ok ? null : outcome.reason);
            }}
          />
          {refusal !== null && <Refusal text={refusal} testId="check-refusal" />}
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
        </>
      }
      stage={
        <section className="panel table3d" aria-label="Table">
          <Suspense fallback={<p className="muted">Setting the table…</p>}>
            <DiceTable faces={lastFaces} />
          </Suspense>
        </section>
      }
      footer={
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
          <ConfirmButton
            testId="new-lab"
            label="Start a new lab"
            question={replaceQuestion(session)}
            confirmLabel="Start a new lab"
            cancelLabel="Keep this one"
            onConfirm={() => {
              startGame(diceLabMode, {}, session.diceMode, seed.trim() === '' ? newSeed() : seed.trim());
            }}
          />
        </section>
      }
    />
  );
}
