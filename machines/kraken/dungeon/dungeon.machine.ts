import { assign } from 'xstate';
import type { AutoTrigger } from '../../../src/rules/kraken/dungeon/steps';
import { afterFight, fightInputFor } from './encounter';
import { dungeonSetup, initialContext } from './dungeon.setup';
import { DICE, taskLoop } from './loops';
import { dungeonOutput } from './output';
import { HIRE_STEPS } from '../../../src/rules/kraken/dungeon/hireOffers';
import { afterCrawlStory, crawlStoryInput } from '../../../src/rules/kraken/dungeon/storyLine';

/**
 * Space Kraken's dungeon exploration (§12 Creating a new location, §13 Dungeon exploration) as a phase loop
 * in the book's order: the landing (Map-IDs, the map to land on, deployment), exploring (the free move on
 * entering a map, then move and activate, one action at a time), the action's task with its dice, what the
 * step set off (`aftermath`: the end of the exploration, travel between maps, a fight, then `resolving`:
 * treasure, mines, lasers, LT, teleportals, enemies), the encounter (avoid it or fight the invoked ground
 * combat), treasure, travelling between maps, the reward and the end. Every die is its own state; guards are
 * one call into src/rules/kraken/dungeon/steps.ts; every task is applied by one call into the rules.
 *
 * Reading (kraken.triggering-tiles): the book lists the steps of §13 as rules, not as a fixed sequence; the
 * chart follows the order in which they bite during one action — the action itself, then what it set off
 * (leaving and the team's loss first, then travel, fights, the tile's treasure, mines, other triggers in the
 * map's order), then the next action (the free move owed on entering a map, or oxygen running out, before an
 * ordinary action).
 */

const AFTERMATH = '#dungeon.aftermath';

/** A decision whose task throws dice: its loop runs them. */
const loop = (target: string) => ({ guard: 'accepted', actions: 'startTask', target }) as const;

/** A decision whose task throws no dice (kraken.move-activate and the like): applied at once. */
const APPLY = { guard: 'accepted', actions: ['startTask', 'finishTask'], target: AFTERMATH } as const;

/** Trading at a visited stall: no action, no dice; applied at once. */
const TRADE = { guard: 'tradeAccepted', actions: 'trade', target: AFTERMATH } as const;

/** A choice of the treasure drop in hand: no action, no dice; applied at once. */
const TREASURE = { guard: 'treasureAccepted', actions: 'treasure', target: AFTERMATH } as const;

/** The modder's work and the crew market of a visited shop: no action, no dice; applied at once. */
const STALL = { guard: 'stallAccepted', actions: 'stall', target: AFTERMATH } as const;

/** A step of a hire at a visited shop (§13 Shops, hire.ts): no action, no dice; applied at once. */
const HIRE = { guard: 'hireStepAccepted', actions: 'hireStep', target: AFTERMATH } as const;

/** One step of a hire: its prompt and rule, its own decision or the hire called off. */
const hireStep = (meta: { readonly prompt: string; readonly rule: string }, type: string) =>
  ({ meta, on: { [type]: HIRE, 'hire.cancel': HIRE } }) as const;

/** Ships and ship systems at a visited shop (§13, issue 28): no action, no dice; applied at once. */
const SHIP_STALL = { guard: 'shipStallAccepted', actions: 'shipStall', target: AFTERMATH } as const;

/** Decisions that cost no action and may be taken whenever the team is waiting on the player. */
const ANYTIME = {
  'psi.use': loop('#dungeon.psi'),
  'psi.meditate': loop('#dungeon.meditating'),
  'item.use': APPLY,
} as const;

const auto = (kind: AutoTrigger) => ({ type: 'autoTriggerIs', params: { kind } }) as const;

export const dungeonMachine = dungeonSetup.createMachine({
  id: 'dungeon',
  context: ({ input }) => initialContext(input),
  initial: 'landing',
  output: ({ context }) => dungeonOutput(context),
  states: {
    // §12–§13 before the team is down: the Map-IDs, the map to land on (kraken.teleporter), its Map-ID.
    landing: {
      always: [
        { guard: 'mapIdsUndecided', target: 'settingUp' },
        { guard: 'deployMapOpen', target: 'choosingMap' },
        { guard: 'deployMapObvious', actions: 'landOnFirstMap' },
        { guard: 'deployMapIdMissing', actions: 'rollLandingMapId', target: 'mapIds' },
        { target: 'deploying' },
      ],
    },
    settingUp: {
      meta: {
        prompt:
          'Before landing, decide how the Map-IDs are found: throw a d20 for every map now, or throw each one when the team first enters that map. Nobody looks at a map before the team reaches it.',
        rule: 'kraken.location-parameters',
      },
      on: {
        'mapIds.rollAll': { guard: 'accepted', actions: ['rollMapIdsNow', 'startTask'], target: 'mapIds' },
        'mapIds.onEntry': { actions: 'rollMapIdsOnEntry', target: 'landing' },
      },
    },
    choosingMap: {
      meta: {
        prompt:
          'The ship’s teleporter can skip maps cleared on earlier visits: pick the map to land on. Map 1 lands at its entrance as usual; a deeper map must be within the teleport range.',
        rule: 'kraken.teleporter',
      },
      on: { 'deploy.map': { guard: 'landingAllowed', actions: 'landOnMap', target: 'landing' } },
    },
    mapIds: taskLoop([DICE.mapId], '#dungeon.landing'),
    deploying: {
      meta: {
        prompt:
          'Choose an entrance ">" on this map. Every crew member fit to go goes down, four at most; the rest stay on the ship. The team then owes its free first move.',
        rule: 'kraken.deployment',
      },
      on: { deploy: APPLY },
    },
    // §13 Move and activate: the team's waiting states. Every decision starts a task.
    exploring: {
      initial: 'check',
      on: {
        move: loop('#dungeon.action.moving'),
        activate: APPLY,
        'bulkhead.attempt': loop('#dungeon.action.bulkhead'),
        'bulkhead.crack': loop('#dungeon.action.bulkhead'),
        'laser.disarm': loop('#dungeon.action.laserDisarm'),
        'station.med': loop('#dungeon.action.visiting'),
        'station.clone': loop('#dungeon.action.visiting'),
        'shop.visit': loop('#dungeon.action.visiting'),
        'ammo.visit': loop('#dungeon.action.visiting'),
        'element.activate': loop('#dungeon.action.visiting'),
        'quest.take': loop('#dungeon.action.visiting'),
        'hull.repair': loop('#dungeon.action.visiting'),
        'portal.jump': loop('#dungeon.action.jumping'),
        'exit.take': APPLY,
        'entrance.back': APPLY,
        'location.exit': APPLY,
        'teleporter.out': APPLY,
        'gambler.play': loop('#dungeon.action.gambling'),
        'gambler.sell': loop('#dungeon.action.gambling'),
        'shop.buy': TRADE,
        'shop.sell': TRADE,
        'shop.ammo': TRADE,
        'modder.mod': STALL,
        'shop.hire': STALL,
        'shop.sellCrew': STALL,
        'shop.system.buy': SHIP_STALL,
        'shop.system.sell': SHIP_STALL,
        'shop.ship.buy': SHIP_STALL,
        'shop.ship.sell': SHIP_STALL,
        ...ANYTIME,
      },
      states: {
        check: {
          always: [
            { guard: 'freeMoveOwed', target: 'freeMove' },
            { guard: 'outOfOxygen', target: 'breathless' },
            { target: 'acting' },
          ],
        },
        freeMove: {
          meta: {
            prompt:
              'The team has just entered this map and must make one move at once. It costs no oxygen, but whatever the space it enters holds goes off — each choice says what.',
            rule: 'kraken.moving-forward',
          },
        },
        acting: {
          meta: {
            prompt:
              'Move one space up, down, left or right (one action; oxygen by the air of the space entered: 0 breathable, 1 none, 2 Hell), or activate something where the team stands. Each choice shows its oxygen and the odds of its check; items cost no action.',
            rule: 'kraken.move-activate',
          },
        },
        breathless: {
          meta: {
            prompt:
              'The oxygen has run out: every action that costs oxygen knocks out a conscious crew member of your choice, and with nobody conscious the team is lost. Head for an oxygen station, breathable air or a way out.',
            rule: 'kraken.oxygen-use',
          },
        },
      },
    },
    // The action's dice, each its own state, before the action is applied.
    action: {
      initial: 'moving',
      states: {
        moving: taskLoop([DICE.value], AFTERMATH),
        bulkhead: taskLoop([DICE.value, DICE.bulkheadTech], AFTERMATH),
        laserDisarm: taskLoop([DICE.laserTech], AFTERMATH),
        visiting: taskLoop([DICE.value, DICE.quest], AFTERMATH),
        gambling: taskLoop([DICE.gamble], AFTERMATH),
        jumping: taskLoop([DICE.portal], AFTERMATH, true),
      },
    },
    psi: taskLoop([DICE.psi], AFTERMATH),
    meditating: taskLoop([DICE.meditate], AFTERMATH),
    // What the step set off, in the rules' order; the rest of the tile is `resolving`.
    aftermath: {
      always: [
        { guard: 'rewardPending', target: 'reward' },
        { guard: 'teamDown', actions: 'loseTheTeam' },
        { guard: 'explorationOver', target: 'done' },
        { guard: 'notDeployed', target: 'landing' },
        { guard: 'transitMapIdMissing', actions: 'rollTransitMapId', target: 'arrivalMapId' },
        { guard: 'inTransit', target: 'travelling' },
        { guard: 'fightOn', target: 'encounter.fighting' },
        { guard: 'encounterBegun', target: 'encounter.choosing' },
        { guard: 'storyLineWaits', target: 'storyLine' },
        { guard: 'hireUnderway', target: 'hiring' },
        { target: 'resolving' },
      ],
    },
    // §13 Triggering tiles: treasure first, then mines, lasers, LT, teleportals and enemies in the map's order.
    resolving: {
      initial: 'check',
      states: {
        check: {
          always: [
            { guard: 'tileDropDice', actions: 'startTileDropTask', target: '#dungeon.treasureDrop' },
            { guard: 'tileDropChoice', target: '#dungeon.treasure' },
            { guard: 'minesPending', target: 'mines' },
            { guard: auto('laser'), actions: 'startAutoTask', target: 'laser' },
            { guard: auto('story-line'), actions: 'startAutoTask', target: 'storyLine' },
            { guard: auto('portal'), actions: 'startAutoTask', target: 'portal' },
            { guard: auto('begin'), actions: ['startAutoTask', 'finishTask'], target: AFTERMATH },
            { guard: 'enemiesToPick', target: 'pickEncounter' },
            { target: '#dungeon.exploring' },
          ],
        },
        mines: {
          meta: {
            prompt:
              'Mines! One crew member may first try to disarm them (2d6 + Tech against 10 + grade). If that fails or nobody tries, everyone else throws d6 + Agility, 8+ to dodge; the disarmer is caught and takes 2 more. Each choice shows its odds.',
            rule: 'kraken.mines',
          },
          on: { 'mines.disarm': loop('blast'), 'mines.brave': loop('blast'), ...ANYTIME },
        },
        blast: taskLoop([DICE.value, DICE.disarm, DICE.dodge], AFTERMATH),
        laser: taskLoop([DICE.value], AFTERMATH),
        storyLine: taskLoop([DICE.storyLine], AFTERMATH),
        portal: taskLoop([DICE.portal], AFTERMATH, true),
        pickEncounter: {
          meta: {
            prompt:
              'Several enemies went off at once: choose which to face first. Each is its own ground combat; they never join forces.',
            rule: 'kraken.triggering-tiles',
          },
          on: { 'encounter.face': APPLY, ...ANYTIME },
        },
      },
    },
    encounter: {
      initial: 'choosing',
      states: {
        choosing: {
          meta: {
            prompt:
              'An enemy attacks. Try to avoid the fight — run, hide (camouflage), talk past it with Charisma and credits, or intimidate it — each with the odds shown, or fight it. A boss cannot be avoided; an avoided enemy stays on the map.',
            rule: 'kraken.avoid-combat',
          },
          on: {
            'avoid.run': loop('avoiding'),
            'avoid.camouflage': loop('avoiding'),
            'avoid.charisma': loop('avoiding'),
            'avoid.intimidate': loop('avoiding'),
            'encounter.fight': loop('entering'),
            ...ANYTIME,
          },
        },
        // §13: an E? value is thrown with the avoid attempt or on entering the fight, never before.
        avoiding: taskLoop([DICE.value, DICE.run, DICE.hide, DICE.charisma], AFTERMATH),
        entering: taskLoop([DICE.value], AFTERMATH),
        // Space Kraken §14 inside §13: the ground combat is an invoked child. The session sends the fight's
        // decisions and dice to it (the deepest active machine); its output comes back here when it ends.
        fighting: {
          meta: {
            prompt:
              'The ground combat is on (Space Kraken §14): its choices are the fight’s own. When it ends, the team carries on exploring: a defeated enemy never goes off again this exploration; after an escape the team stands where it was before the move.',
            rule: 'kraken.combat-loop',
          },
          invoke: {
            id: 'groundCombat',
            src: 'groundCombat',
            input: ({ context }) => fightInputFor(context),
            onDone: {
              target: AFTERMATH,
              actions: assign(({ context, event }) => afterFight(context, event.output)),
            },
          },
        },
      },
    },
    // §13 LT: "activated immediately" — in a campaign crawl the line an LT started runs now, alone, as in
    // the story phase (§6, with the CGM book); the crawl waits and goes on with what its events did.
    storyLine: {
      meta: {
        prompt:
          'The tile has started a story line, or an Event tile has a story event to read, and it runs now: name its Leader from the team and follow it. When it is over, the team carries on exploring.',
        rule: 'kraken.story-trigger',
      },
      invoke: {
        id: 'storyPhase',
        src: 'storyPhase',
        input: ({ context }) => crawlStoryInput(context),
        onDone: {
          target: AFTERMATH,
          actions: assign(({ context, event }) => ({ ...afterCrawlStory(context, event.output) })),
        },
      },
    },
    // §13 Shops: a hire at the shop where the team stands, one decision a step (src/rules/kraken/dungeon/hire.ts).
    hiring: {
      initial: 'next',
      states: {
        next: {
          always: [
            { guard: 'hireLevelOwed', target: 'level' },
            { guard: 'hireGainOwed', target: 'gain' },
            { target: 'gear' },
          ],
        },
        level: hireStep(HIRE_STEPS.level, 'hire.level'),
        gain: hireStep(HIRE_STEPS.gain, 'hire.gain'),
        gear: hireStep(HIRE_STEPS.gear, 'hire.gear'),
      },
    },
    treasureDrop: taskLoop([DICE.treasureTable, DICE.extraCash, DICE.dropRow], AFTERMATH),
    treasure: {
      meta: {
        prompt:
          'Treasure! First take a free stimpack or credits equal to its grade; the d20 on the treasure table then says cash, an item, a weapon, ammo or a prototype. Pick the left or right piece of the rolled row and who carries it (left behind when nobody has a free slot), or the ammo you want.',
        rule: 'kraken.treasure-tile',
      },
      on: { 'treasure.take': TREASURE, 'treasure.pick': TREASURE, 'treasure.ammo': TREASURE },
    },
    // §13 Moving forward: between maps, the next map's Map-ID first when it is thrown on entry.
    arrivalMapId: taskLoop([DICE.mapId], AFTERMATH),
    travelling: {
      meta: {
        prompt:
          'The team is between maps: pick where it arrives — an entrance ">" of the next map going forward, an exit "EX" of the previous map going back. It arrives owing a free move.',
        rule: 'kraken.moving-forward',
      },
      on: { arrive: APPLY },
    },
    reward: {
      meta: {
        prompt:
          'Location solved! Choose four treasures of grade difficulty + 1, or two of grade difficulty + 2. The XP (maps × difficulty × 2) is already counted.',
        rule: 'kraken.solving-location',
      },
      on: { 'reward.choose': APPLY },
    },
    done: {
      type: 'final',
      meta: {
        prompt:
          'The exploration is over. Its log lists what the team found, who came back, and what the campaign has to follow up (story lines, quests, treasure drops).',
        rule: 'kraken.leaving-location',
      },
    },
  },
});

export type DungeonMachine = typeof dungeonMachine;
