import { expect } from 'vitest';
import { samplePack } from '../../content/testSample';
import { tileMapSchema } from '../../content/schemas/tileMap';
import type { Session } from '../../game/session';
import { mapOf } from '../../rules/tilemap/fixtures';
import { campaignInput, defaultChoices } from './campaignInput';
import type { campaignMode } from './mode';

/**
 * A sample campaign for crawl tests through the session: line 1 starts on !A5 (boarding the Lantern, a
 * crawl) and every map of the Lantern's location type is one small map of the test's own; and the player's
 * moves on it (the choices the deepest machine offers, sent as a click sends them).
 */

export const pack = samplePack();
export type CampaignSession = Session<typeof campaignMode.machine>;
/** A choice as the tests read it: its id, its label and the event it sends (the deepest machine's own). */
export interface Offer {
  readonly id: string;
  readonly label: string;
  readonly event: { readonly type: string; readonly leaderId?: string };
}

/** The cell holding `text` on the pack's CGM sheets ("2BJ"). */
export function cellOf(text: string): string {
  const at = [...pack.cgmSheets.values()].flatMap((sheet) =>
    Object.entries(sheet.cells).flatMap(([cell, t]) => (t === text ? [`${sheet.number}${cell}`] : [])),
  )[0];
  if (at === undefined) throw new Error(`no cell holds ${text}`);
  return at;
}

/** The campaign's input with the Lantern's maps replaced by one map of `cells`. */
export function oneMapCampaign(
  cells: readonly string[],
  id: string,
  events?: Readonly<Record<string, string>>,
) {
  const built = campaignInput(pack, { ...defaultChoices(pack), practice: true });
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
  const input = built.input;
  const lineSet = input.setup.lineSet;
  const lines = lineSet.lines.map((l, i) => (i === 0 ? { ...l, start: cellOf('!A5') } : l));
  const map = tileMapSchema.parse({ ...mapOf(cells, { id }), ...(events === undefined ? {} : { events }) });
  const content = {
    ...input.content,
    maps: [...input.content.maps, map],
    locationTypes: input.content.locationTypes.map((t) =>
      t.id === 'sample-derelict-ore-hauler' ? { ...t, maps: [map.id] } : t,
    ),
  };
  return { ...input, content, setup: { ...input.setup, lineSet: { ...lineSet, lines } } };
}

export function send(session: CampaignSession, event: Offer['event']): void {
  // The deepest machine's events (the crawl's, the story phase's) go through the session as a player's do.
  const done = session.send(event);
  if (!done.ok) throw new Error(done.reason);
}

/** The choices the deepest machine offers now, and takes. */
export function offers(session: CampaignSession): readonly Offer[] {
  return session
    .choices()
    .filter((c) => c.disabled === undefined)
    .map((c): Offer => ({ id: c.id, label: c.label, event: c.event }));
}

/** Sends the first choice on offer that `pick` accepts. */
export function take(session: CampaignSession, pick: (o: Offer) => boolean, what: string): void {
  const found = offers(session).find(pick);
  if (found === undefined)
    throw new Error(
      `no ${what} at ${session.active().path.join('/')}: ${offers(session)
        .map((o) => o.id)
        .join(', ')}`,
    );
  send(session, found.event);
}

/** Into the Lantern: line 1's Leader, the event read, the crawl's Map-IDs and deployment. */
export function landAtTheDoor(session: CampaignSession): void {
  send(session, { type: 'story.lead', leaderId: 'ada-voss' });
  send(session, { type: 'story.read' });
  expect(session.active().path).toEqual(['dungeon']);
  for (let i = 0; i < 5 && offers(session).every((c) => c.event.type !== 'deploy'); i++) {
    const first = offers(session)[0];
    if (first === undefined) throw new Error('nothing to choose before the deployment');
    send(session, first.event);
  }
  take(session, (o) => o.event.type === 'deploy', 'deployment');
}
