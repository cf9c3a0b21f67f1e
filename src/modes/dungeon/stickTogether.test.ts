import type { EventFromLogic } from 'xstate';
import { describe, expect, it } from 'vitest';
import { Session } from '../../game/session';
import { mapOf } from '../../rules/tilemap/fixtures';
import { areaSpaceId, buildGraph, spacesWith, tileSpaceId } from '../../rules/tilemap/graph';
import type { CrewMember } from '../../rules/kraken/crew/crew';
import { dungeonInput, location, sheet, tileMap } from '../../../machines/kraken/dungeon/testkit';
import { dungeonMode } from './mode';

/**
 * Space Kraken §4 Let's stick together (kraken.stick-together) through the session a player uses: the crew
 * sent down moves as one team — one space for all of them, every move, laser barrier and minefield taken by
 * the whole team — and no order can split it; members may stay on the ship instead of going down.
 */

type Crawl = Session<typeof dungeonMode.machine>;

const ANA = sheet('ana', { tech: 5, agility: 3 });
const BO = sheet('bo', { tech: 2, agility: 5 });
const CY = sheet('cy', { agility: 4 });

function crawl(rows: readonly string[], crew: readonly CrewMember[], ao: 'YES' | 'NO' = 'YES') {
  const map = tileMap(mapOf(rows));
  const input = dungeonInput([map], crew, { location: location({ mapIds: [1, 1, 1, 1], ao }) });
  const session: Crawl = Session.start(dungeonMode, { mode: dungeonMode.id, seed: 'team', input }, 'manual');
  const entrance = spacesWith(buildGraph(map), 'entrance')[0] ?? '';
  return { session, entrance };
}

const exploration = (session: Crawl) => session.getSnapshot().context.exploration;

/** A member already knocked out (§4): carried along, takes no more damage. */
const OUT: CrewMember = { ...sheet('cy', { agility: 4 }), hp: 0, condition: 'unconscious' };

const ids = (session: Crawl) => exploration(session)?.crew.map((m) => m.id);
const hp = (session: Crawl) => exploration(session)?.crew.map((m) => m.hp);
const who = (session: Crawl) => session.getSnapshot().context.diceRequest?.who;

describe('kraken.stick-together', () => {
  it('members may stay aboard; the ones sent down are one team on one space, and every move takes all of them', () => {
    const { session, entrance } = crawl(['>  .  .  EX'], [ANA, BO, CY]);
    expect(session.send({ type: 'deploy', entrance, crewIds: ['ana', 'bo'] }).ok).toBe(true);
    expect(ids(session)).toEqual(['ana', 'bo']);
    expect(exploration(session)?.position).toBe(entrance);
    expect(session.send({ type: 'move', to: tileSpaceId(1, 0) }).ok).toBe(true);
    expect(session.send({ type: 'move', to: tileSpaceId(2, 0) }).ok).toBe(true);
    expect(exploration(session)?.position).toBe(tileSpaceId(2, 0));
    expect(ids(session)).toEqual(['ana', 'bo']);
  });

  it('nobody else goes down, or splits off, while the team is down: refused naming the rule', () => {
    const { session, entrance } = crawl(['>  .  .  EX'], [ANA, BO, CY]);
    expect(session.send({ type: 'deploy', entrance, crewIds: ['ana', 'bo'] }).ok).toBe(true);
    const length = session.log.length;
    for (const crewIds of [['cy'], ['ana']]) {
      const again = session.send({ type: 'deploy', entrance, crewIds });
      expect(again.ok).toBe(false);
      expect(again.ok ? '' : again.reason).toMatch(/^Let's stick together: the team is already down/);
    }
    expect(session.log).toHaveLength(length);
    expect(ids(session)).toEqual(['ana', 'bo']);
  });

  it('an order that names who moves is refused naming the rule, and the team stays where it is', () => {
    const { session, entrance } = crawl(['>  .  .  EX'], [ANA, BO]);
    expect(session.send({ type: 'deploy', entrance, crewIds: ['ana', 'bo'] }).ok).toBe(true);
    // A move order that also names who moves: still a move event of the machine's type (an object may carry
    // more than its type names), so tsc checks the rest of it.
    const order = { type: 'move', to: tileSpaceId(1, 0), crewIds: ['ana'] } as const;
    const split: EventFromLogic<typeof dungeonMode.machine> = order;
    const refused = session.send(split);
    expect(refused.ok ? '' : refused.reason).toMatch(/^Let's stick together: the team moves as one/);
    expect(dungeonMode.explainRefusal(session.getSnapshot(), split)).toMatch(/^Let's stick together/);
    expect(exploration(session)?.position).toBe(entrance);
    // Nor can a save carry such an order: the logged decision's schema names nobody.
    expect(dungeonMode.decisionSchema.safeParse(split).success).toBe(false);
  });

  it('a laser barrier burns the whole team as it crosses; a member knocked out goes along unhurt', () => {
    const { session, entrance } = crawl(['>  L1  .'], [ANA, BO, OUT]);
    expect(session.send({ type: 'deploy', entrance, crewIds: ['ana', 'bo', 'cy'] }).ok).toBe(true);
    expect(session.send({ type: 'move', to: tileSpaceId(1, 0) }).ok).toBe(true);
    // Difficulty 2 + grade 1 to each conscious member (armour none); the unconscious one takes nothing.
    expect(hp(session)).toEqual([7, 7, 0]);
    expect(exploration(session)?.position).toBe(tileSpaceId(1, 0));
    expect(ids(session)).toEqual(['ana', 'bo', 'cy']);
  });

  it('a minefield: every conscious member of the team dodges as it walks in, the knocked-out one is carried', () => {
    const { session, entrance } = crawl(['>  a:M1  EX'], [ANA, BO, OUT]);
    expect(session.send({ type: 'deploy', entrance, crewIds: ['ana', 'bo', 'cy'] }).ok).toBe(true);
    expect(session.send({ type: 'move', to: areaSpaceId('a') }).ok).toBe(true);
    expect(session.send({ type: 'mines.brave' }).ok).toBe(true);
    expect(who(session)).toBe('Ana'); // the request names the thrower as a player reads it
    expect(session.answerDice([[1]]).ok).toBe(true); // Ana 1 + 3 against 8: caught, 2 + 1
    expect(who(session)).toBe('Bo');
    expect(session.answerDice([[6]]).ok).toBe(true); // Bo 6 + 5: clear
    expect(session.getSnapshot().context.diceRequest).toBeNull();
    expect(hp(session)).toEqual([7, 10, 0]);
    expect(exploration(session)?.position).toBe(areaSpaceId('a'));
  });
});
