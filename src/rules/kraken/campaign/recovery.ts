import { crewMaxHp, type CrewMember } from '../crew/crew';
import { recoverPsiOnShip } from '../crew/psi';

/**
 * Space Kraken §5 Recovery (kraken.recovery): every crew member recovers 3 HP; an unconscious one is set to
 * 3 HP (never above their maximum); oxygen is refilled; PSI is no longer exhausted. The ship's systems may add
 * more (a Med Bay), passed in as `bonusHp`. The dead stay dead.
 * Reading (kraken.recovery): §5 lists "recover 3 HP", then the ship's systems, then "Unconscious Crew
 * Members are set to 3 HP": the last step sets the unconscious to 3 HP whatever came before, so a Med Bay
 * heals only those who were conscious.
 */
export const RECOVERY_HP = 3;

export function recoverCrewMember(crew: CrewMember, bonusHp = 0): CrewMember {
  if (crew.condition === 'killed') return crew;
  const max = crewMaxHp(crew);
  // Space Kraken §5 R: "Unconscious Crew Members are set to 3 HP" — set, not healed; no Med Bay on top.
  const hp = crew.condition === 'unconscious' ? RECOVERY_HP : crew.hp + RECOVERY_HP + bonusHp;
  return recoverPsiOnShip({ ...crew, hp: Math.min(max, hp), condition: 'conscious' });
}

export type RecoveryPoint = 'after-phase-1' | 'after-phase-3' | 'after-phase-5';

/**
 * When a recovery may be taken: after phase 1 when one of its events led to a crawl or a ground combat,
 * after phase 3 when the crew came back from a crawl, and after phase 5 only if none was taken this turn.
 */
export function mayRecover(
  at: RecoveryPoint,
  turn: {
    readonly fightOrCrawlInPhase1: boolean;
    readonly returnedInPhase3: boolean;
    readonly recovered: boolean;
  },
): boolean {
  switch (at) {
    case 'after-phase-1':
      return turn.fightOrCrawlInPhase1;
    case 'after-phase-3':
      return turn.returnedInPhase3;
    case 'after-phase-5':
      return !turn.recovered;
  }
}
