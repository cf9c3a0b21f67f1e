import type { Decision } from '../../src/rules/salvage/mission/decisions';
import type {
  Company,
  CrewSide,
  Mission,
  MissionContent,
  PlayMode,
} from '../../src/rules/salvage/mission/state';
import type { DiceAnswerEvent, DiceRequest } from '../core/diceRequest';

export interface SalvageInput {
  readonly mode: PlayMode;
  readonly content: MissionContent;
  readonly companies: Readonly<Partial<Record<CrewSide, Company>>>;
  /** Missions to play after this one, in order (content for `mission.next`); empty repeats this one. */
  readonly campaign?: readonly MissionContent[];
}

export type SalvageEvent = Decision | DiceAnswerEvent;

export interface SalvageContext {
  readonly mission: Mission;
  readonly campaign: readonly MissionContent[];
  readonly diceRequest: DiceRequest | null;
  readonly seq: number;
}

export interface SalvageArgs {
  readonly context: SalvageContext;
  readonly event: SalvageEvent;
}
