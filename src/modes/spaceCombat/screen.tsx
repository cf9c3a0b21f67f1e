import { sessionOfMode, type ModeViewProps } from '../kit';
import { Suspense, lazy, useMemo } from 'react';
import type { SpaceCombatMachine } from '../../../machines/kraken/space/spaceCombat.machine';
import type { Session } from '../../game/session';
import type { SpaceStageView } from '../../scene/space/layout';
import { shipTotals } from '../../rules/kraken/ship/state';
import { activeEnemyShield } from '../../rules/kraken/space/combatState';
import type { SpaceCombat } from '../../rules/kraken/space/combatTypes';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { SpaceCombatSetup } from '../../ui/kraken/SpaceCombatSetup';
import { SpaceOdds } from '../../ui/kraken/SpaceOdds';
import { useSessionSelector } from '../../ui/useSession';
import { replaceQuestion } from '../../app/shell/startGame';
import { useServices } from '../../app/services';
import { GameLayout } from '../../app/shell/GameLayout';
import { GameScreen } from '../../app/shell/GameScreen';
import { crewTokens, enemyName, systemName } from './choices';
import { boardingChild, spaceCombatMode } from './mode';
import { spaceJournal } from './narrate';
import { spaceCombatInput } from './setup';

// The 3D stage loads with the combat, not with the first page.
const SpaceCanvas = lazy(() => import('../../scene/space/SpaceCanvas'));

const FRAME = { testId: 'space-combat', className: 'space-combat' };

const COMMAND_LETTERS: Readonly<Record<string, string>> = {
  attack: 'A',
  backup: 'B',
  combat: 'C',
  evading: 'E',
  'game-over': 'G',
  idle: 'I',
  shields: 'S',
  time: 'T',
  victory: 'V',
};

const TASKS: Readonly<Record<string, string>> = {
  objective: 'objective',
  repair: 'repair',
  reroll: 're-roll',
  evade: 'pilot',
  boarding: 'boarding',
};

/** Space Kraken space combat on its own: pick a ship and a flight, fight the seven sub-phases. */
export function SpaceCombatScreen() {
  const services = useServices();
  return (
    <GameScreen
      mode={spaceCombatMode}
      frame={FRAME}
      opening="Opening the space combat…"
      start={{
        kind: 'form',
        title: 'Space combat',
        lede: 'Pick a hull, a fit and a row of the flight table; the combat then runs the book’s seven sub-phases, one step at a time, with the odds of every roll.',
        form: (start) => (
          <SpaceCombatSetup
            pack={services.packs.activeContent()}
            onStart={(options, dice) => {
              const built = spaceCombatInput(services.packs.activeContent(), options);
              if (!built.ok) return built.reason;
              start(built.input, dice);
              return null;
            }}
          />
        ),
      }}
    >
      {(session, setUpAnother) => <SpaceFight session={session} onNew={setUpAnother} />}
    </GameScreen>
  );
}

/** The stage: every ship with its bars, and the shots of the turn now being fought. */
export function stageOf(c: SpaceCombat): SpaceStageView {
  const totals = shipTotals(c.catalogue, c.ship);
  const ships: SpaceStageView['ships'][number][] = [
    {
      key: 'player',
      side: 'crew',
      name: c.ship.name,
      sp: c.sp,
      maxSp: totals.maxSp,
      shield: c.shield,
      maxShield: totals.shieldCapacity,
      destroyed: c.sp <= 0,
    },
  ];
  const targeted = new Set(c.shots.map((s) => s.targetUid));
  for (const e of c.enemies) {
    ships.push({
      key: e.uid,
      side: 'enemy',
      name: enemyName(c, e.uid),
      sp: e.sp,
      maxSp: e.def.sp,
      shield: activeEnemyShield(c, e),
      maxShield: e.def.shield,
      destroyed: e.destroyed,
      shieldsDown: c.command === 'shields' && e.def.shield > 0,
      targeted: targeted.has(e.uid) && !e.destroyed,
    });
  }
  const shots: SpaceStageView['shots'][number][] = [];
  for (const line of c.log) {
    if (line.turn !== c.turn) continue;
    const e = line.event;
    if (e.kind === 'shot')
      shots.push({
        from: 'player',
        to: e.targetUid,
        hit: e.hit,
        label: e.hit ? `${systemName(c, e.weaponId)}: −${e.shield + e.sp}` : 'miss',
      });
    if (e.kind === 'enemy-shot')
      shots.push({ from: e.uid, to: 'player', hit: e.hit, label: e.hit ? `hit ${e.damage}` : 'miss' });
  }
  return { ships, shots };
}

function Timeline({ c }: { readonly c: SpaceCombat }) {
  const cells = c.row.timeline;
  if (cells.length === 0) return <p className="muted">No timeline: the fight runs without timed events.</p>;
  return (
    <ol className="space-timeline" aria-label="Timeline" data-testid="space-timeline">
      {cells.map((cell, i) => {
        const crossed = i < c.crossed;
        const now = i === c.crossed - 1;
        return (
          <li
            key={i}
            className={`command-card${crossed ? ' crossed' : ''}${now ? ' now' : ''}`}
            title={cell ?? 'empty'}
            data-testid={`space-timeline-${i}`}
          >
            <span aria-hidden="true">{cell === null ? '–' : (COMMAND_LETTERS[cell] ?? '?')}</span>
            <span className="sr-only">
              {cell ?? 'empty'}
              {crossed ? ' (crossed out)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Objectives({ c }: { readonly c: SpaceCombat }) {
  if (c.row.objectives.length === 0)
    return <p className="muted">No objectives: destroy every enemy to win.</p>;
  const letter = { attack: 'A', tech: 'T', charisma: 'C', any: '?' } as const;
  return (
    <ol className="space-objectives" aria-label="Objectives" data-testid="space-objectives">
      {c.row.objectives.map((o, i) => (
        <li
          key={i}
          className={`objective-card${i < c.solved ? ' solved' : i === c.solved ? ' next' : ''}`}
          data-testid={`space-objective-${i}`}
        >
          {letter[o.attribute]}
          {o.difficulty}
          {i < c.solved ? ' ✓' : i === c.solved ? ' (next)' : ''}
        </li>
      ))}
    </ol>
  );
}

function CrewTokens({ c }: { readonly c: SpaceCombat }) {
  return (
    <ul className="space-crew" aria-label="Crew this turn" data-testid="space-crew">
      {crewTokens(c).map((t) => {
        const m = c.crew.find((x) => x.id === t.id);
        return (
          <li
            key={t.id}
            className={t.used !== null || t.out ? 'used' : ''}
            data-testid={`space-crew-token-${t.id}`}
          >
            {t.name}
            {m !== undefined && ` (Tech ${m.tech}, ${m.hp} HP)`}
            {t.out ? ' — out' : t.used !== null ? ` — ${TASKS[t.used] ?? t.used}` : ' — ready'}
          </li>
        );
      })}
    </ul>
  );
}

function ShipSystems({ c }: { readonly c: SpaceCombat }) {
  const weapons = c.ship.fitted.filter((f) => c.ammo[f.id] !== undefined || f.magazine === true);
  return (
    <section className="panel" aria-label="Your ship" data-testid="space-ship">
      <h3>{c.ship.name}</h3>
      <ul className="stats">
        {c.ship.fitted.map((f) => (
          <li key={f.id} className={f.damaged ? 'damaged' : ''}>
            {systemName(c, f.id)}
            {f.magazine === true ? ' (magazine)' : ''}
            {f.damaged ? ' — damaged' : ''}
            {c.ammo[f.id] !== undefined && c.ammo[f.id] !== null ? ` · ammo ${c.ammo[f.id]}` : ''}
          </li>
        ))}
      </ul>
      {weapons.length === 0 && <p className="muted">Every weapon fires without ammo.</p>}
    </section>
  );
}

function Boarding({ session }: { readonly session: Session<SpaceCombatMachine> }) {
  const boarding = useSessionSelector(session, (s) => boardingChild(s));
  if (boarding === null) return null;
  const s = boarding.fight.state;
  return (
    <section className="panel" aria-label="Boarding" data-testid="space-boarding">
      <h3>
        Boarding {s.side === 'you-board' ? boarding.enemyName : `by ${boarding.enemyName}`} — round {s.round}{' '}
        of 3
      </h3>
      <p data-testid="space-boarding-pools">
        Your dice {s.yourDice} · their dice {s.enemyDice}
        {s.yourFaces.length > 0 &&
          ` · you rolled ${s.yourFaces.join(', ')}, they rolled ${s.enemyFaces.join(', ')}`}
        {(s.yourHits > 0 || s.enemyHits > 0) && ` · hits: yours ${s.yourHits}, theirs ${s.enemyHits}`}
      </p>
      <ul className="stats">
        {s.crew.map((m) => (
          <li key={m.id}>
            {m.name}: {m.hp} HP, {m.condition}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SpaceFight({
  session,
  onNew,
}: {
  readonly session: Session<SpaceCombatMachine>;
  readonly onNew: () => void;
}) {
  const c = useSessionSelector(session, (s) => s.context.combat);
  const view = useMemo(() => stageOf(c), [c]);
  const journal = useMemo(() => spaceJournal(c), [c]);
  return (
    <GameLayout
      session={session}
      frame={FRAME}
      title={
        <>
          Space combat — flight {c.row.number} {c.row.name}, turn {c.turn}
          {c.outcome !== null && (
            <span className="badge" data-testid="space-outcome">
              {c.outcome}
            </span>
          )}
        </>
      }
      intro={
        <div className="space-sheet" data-testid="space-sheet">
          <Timeline c={c} />
          <Objectives c={c} />
          <CrewTokens c={c} />
        </div>
      }
      main={
        <>
          <SpaceOdds combat={c} seed={session.setup.seed} />
          <Boarding session={session} />
          <ShipSystems c={c} />
        </>
      }
      stage={
        <section className="panel space3d" aria-label="Space">
          <Suspense fallback={<p className="muted">Charting the space…</p>}>
            <SpaceCanvas view={view} />
          </Suspense>
        </section>
      }
      side={
        <section className="panel" aria-label="Combat journal" data-testid="space-journal">
          <h3>Combat journal</h3>
          <ol className="journal">
            {journal.slice(-40).map((line, i) => (
              <li key={`${journal.length}-${i}`}>{line}</li>
            ))}
          </ol>
        </section>
      }
      footer={
        <ConfirmButton
          testId="space-new"
          label="Set up another space combat"
          question={`${replaceQuestion(session)} It stays until the new combat starts.`}
          confirmLabel="Set up another"
          cancelLabel="Keep playing"
          onConfirm={onNew}
        />
      }
    />
  );
}

/** The game view for a session handed to it (the Demos screen plays a demo on it): no set-up gate, no autosave. */
export function SpaceCombatView({ session, onNew }: ModeViewProps) {
  return <SpaceFight session={sessionOfMode<SpaceCombatMachine>(session)} onNew={onNew} />;
}
