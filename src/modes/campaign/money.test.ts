import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import { Session } from '../../game/session';
import { campaignInput, defaultChoices } from './campaignInput';
import { campaignMode } from './mode';

/** Space Kraken money as the player meets it in the campaign (issue 28 item 11), through the session. */

const pack = samplePack();

function start(): Session<typeof campaignMode.machine> {
  const built = campaignInput(pack, defaultChoices(pack));
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
  return Session.start(
    campaignMode,
    { mode: 'kraken-campaign', seed: 'money', input: built.input },
    'digital',
  );
}

const offered = (s: Session<typeof campaignMode.machine>) => s.choices();

function take(s: Session<typeof campaignMode.machine>, id: string): void {
  const choice = offered(s).find((c) => c.id === id);
  if (choice === undefined)
    throw new Error(
      `No choice ${id}: ${offered(s)
        .map((c) => c.id)
        .join(', ')}`,
    );
  const out = s.send(choice.event);
  if (!out.ok) throw new Error(JSON.stringify(out));
}

const credits = (s: Session<typeof campaignMode.machine>) =>
  campaignMode.tally?.(s.getSnapshot()).find((l) => l.key === 'credits')?.value;

describe('money in the campaign', () => {
  it('Vask’s 40-credit loan shows in Credits at once, while the story phase still runs', () => {
    const s = start();
    const before = Number(credits(s));
    take(s, 'lead:ada-voss');
    take(s, 'read'); // “A ping in the static”: +10 credits
    expect(credits(s)).toBe(String(before + 10));
    take(s, 'lead:ada-voss');
    take(s, 'choose-a'); // Vask's loan: 40 credits now
    expect(s.narrate().at(-1)).toMatch(/option A is chosen/);
    expect(credits(s)).toBe(String(before + 50));
    s.dispose();
  });

  it('a build says on the choice that its builders cannot land or fight on the ground until it is done (§7)', () => {
    const s = start();
    for (let i = 0; i < 20 && !offered(s).some((c) => c.id === 'construction-pass'); i++) {
      const ids = offered(s).map((c) => c.id);
      const id = ids.find((x) => x === 'lead:ada-voss' || x === 'read' || x === 'choose-b') ?? ids[0] ?? '';
      take(s, id);
    }
    const build = offered(s).find((c) => c.id.startsWith('build:') && c.id.endsWith(':ada-voss:2'));
    expect(build?.hint).toBe(
      'Ada Voss stays aboard building for 2 turns: builders do not go down to a location or fight a ground combat until it is done; they still take part in events and space combat (kraken.ship-construction).',
    );
    s.dispose();
  });
});
