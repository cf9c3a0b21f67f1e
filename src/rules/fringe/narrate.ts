/** The journal in words (the project's own), for the battle log panel and the replay CLI. */
import { LEVEL_NAMES } from '../board/types';
import type { Battle, JournalEvent, Outcome } from './types';

const SIGHT_NAMES: Readonly<Record<string, string>> = {
  documentation: 'the documentation',
  'loot-cache': 'the loot cache',
  'shiny-bits': 'the shiny bits',
  'peculiar-item': 'the peculiar item',
  'curious-item': 'the curious item',
  'person-of-interest': 'the person of interest',
};

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function outcomeWords(b: Pick<Battle, 'sides'>, o: Outcome): string {
  switch (o.kind) {
    case 'won':
      return `${b.sides[o.side].name} hold the field`;
    case 'escaped':
      return `${b.sides[o.side].name} get out while they can`;
    case 'time':
      return 'the last round is over';
    case 'wiped':
      return 'nobody is left standing';
  }
}

/** One journal event as a sentence. */
export function narrateEvent(b: Battle, e: JournalEvent): string {
  const name = (id: string) => b.fighters.find((f) => f.id === id)?.name ?? id;
  const item = (id: string) =>
    b.setup.weapons.find((w) => w.id === id)?.name ?? b.setup.gear.find((g) => g.id === id)?.name ?? id;
  switch (e.kind) {
    case 'battle':
      return `The battle begins: ${e.name}.`;
    case 'duplicate':
      return `${name(e.holderId)} runs the Duplicator on the ${item(e.itemId)}: a perfect copy, and the Duplicator is spent.`;
    case 'snooper':
      return e.damaged
        ? `The Snooper Bot scouts ahead (D6 ${e.face}) and comes back Damaged.`
        : `The Snooper Bot scouts ahead (D6 ${e.face}) unharmed.`;
    case 'initiative':
      if (e.totals.length === 0) return 'Nobody can Seize the Initiative this time.';
      return e.seized === null
        ? `Seize the Initiative: ${e.totals.join(' against ')}${e.target === null ? '' : ` against ${e.target}`} — not seized.`
        : `Seize the Initiative: ${e.totals.join(' against ')}${e.target === null ? '' : ` against ${e.target}`} — ${b.sides[e.seized].name} seize it.`;
    case 'round':
      return `Round ${e.round}: ${e.order.map(name).join(', ')}.`;
    case 'activate':
      return `${name(e.figureId)} acts${e.stunned ? ' (Stunned: a move or a Combat Action, not both)' : ''}.`;
    case 'move':
      return `${name(e.figureId)} ${e.dash ? 'dashes' : e.mode === 'climb' ? 'climbs' : e.mode === 'jump' ? 'moves and jumps' : e.mode === 'leap' ? 'moves and leaps' : 'moves'} ${e.inches}"${e.drop > 1 ? `, dropping ${e.drop}"` : ''}.`;
    case 'endanger':
      return e.ok
        ? `${name(e.figureId)} risks the shot near an ally (D6 ${e.face}).`
        : `${name(e.figureId)} will not risk hitting an ally (D6 ${e.face}): another target or another action.`;
    case 'shot':
      return `${name(e.figureId)} fires the ${item(e.weaponId)} at ${name(e.targetId)}: ${e.face} → ${e.total} against ${e.target}, ${e.hit ? 'a hit' : e.face === 1 && !e.again ? 'a miss' : 'a miss'}${e.again ? ' (aimed re-roll)' : ''}.`;
    case 'panic':
      return `${name(e.figureId)} empties the ${item(e.weaponId)} in Panic Fire: ${e.shots} shots at whoever is closest.`;
    case 'panicNoTarget':
      return `No target left in reach: ${plural(e.left, 'shot goes', 'shots go')} nowhere.`;
    case 'hit':
      return e.casualty
        ? `Hit on ${name(e.targetId)}: ${e.face} → ${e.total} against Toughness ${e.toughness}, a casualty${e.face === 6 ? ' (a natural 6)' : ''}.`
        : `Hit on ${name(e.targetId)}: ${e.face} → ${e.total} against Toughness ${e.toughness}, knocked back.`;
    case 'save':
      return e.saved
        ? `${name(e.targetId)}'s saving throw deflects it (D6 ${e.face}).`
        : `${name(e.targetId)}'s saving throw fails (D6 ${e.face}).`;
    case 'luck':
      return `${name(e.targetId)} spends Luck and dives ${e.inches}" ${e.direction}.`;
    case 'pushed':
      return `${name(e.figureId)} is pushed back ${e.inches}"${e.blocked ? ' (blocked)' : ''}.`;
    case 'stunned':
      return `${name(e.figureId)} is Stunned (${plural(e.markers, 'marker', 'markers')}).`;
    case 'out':
      return e.why === 'casualty'
        ? `${name(e.figureId)} is a casualty.`
        : e.why === 'knocked-out'
          ? `${name(e.figureId)} is knocked out by three Stun markers.`
          : `${name(e.figureId)} escapes the battlefield.`;
    case 'brawl':
      return `Brawl: ${name(e.attackerId)} ${e.attackerTotal} against ${name(e.defenderId)} ${e.defenderTotal} — ${plural(e.hitsOnAttacker, 'hit', 'hits')} on ${name(e.attackerId)}, ${plural(e.hitsOnDefender, 'hit', 'hits')} on ${name(e.defenderId)}.`;
    case 'brawlOrder':
      return `${name(e.first)} fights first.`;
    case 'stunCleared':
      return `${name(e.figureId)} shakes off ${plural(e.markers, 'Stun marker', 'Stun markers')} in the brawl.`;
    case 'winnerMove':
      return `${name(e.figureId)} moves ${e.inches}" after the brawl.`;
    case 'sight':
      return `${name(e.figureId)} secures ${SIGHT_NAMES[b.sights.find((s) => s.id === e.sightId)?.kind ?? ''] ?? 'a notable sight'}.`;
    case 'endActivation':
      return `${name(e.figureId)} is done.`;
    case 'story':
      return e.what === 'reroll'
        ? `${b.sides[e.side].name} spend a story point: the roll is made again and stands.`
        : `${b.sides[e.side].name} spend a story point: the item works after all.`;
    case 'luckyShot':
      return `Lucky shot! ${b.sides[e.side].name} turn the miss into a hit.`;
    case 'timeToGo':
      return `It's time to go! ${b.sides[e.side].name} pull out.`;
    case 'mate':
      return `"Did you ever meet my mate?" ${name(e.figureId)} joins ${b.sides[e.side].name}.`;
    case 'over':
      return `The battle is over: ${outcomeWords(b, e.outcome)}.`;
  }
}

/** The journal's last `count` lines. */
export function journalLines(b: Battle, count = 12): string[] {
  return b.journal.slice(-count).map((e) => narrateEvent(b, e));
}

/** Where a figure stands, in words. */
export function placeWords(at: { x: number; z: number; level: 1 | 2 | 3 } | null): string {
  return at === null ? 'off the table' : `${LEVEL_NAMES[at.level]} (${at.x.toFixed(1)}, ${at.z.toFixed(1)})`;
}
