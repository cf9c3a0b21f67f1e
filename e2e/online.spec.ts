import type { Browser, Page } from '@playwright/test';
import type { Mission } from '../src/rules/salvage/mission/state';
import { expect, test } from './fixtures';
import { seatOfDecision } from '../src/game/online/seats';
import { snapshotOf } from './pages/bridge';
import { choose, offered } from './pages/choices';

/**
 * Online tables in real browsers: each player has a browser context of their own (their own tab, their own
 * storage), all on the room server that playwright.config.ts starts beside the app.
 */

const MODE = 'salvage-mission';
/** The order the house tests take choices in (server/table/tableRoom.test.ts, salvage mode.test.ts). */
const PREFER = ['choose-', 'theme-roll', 'setup-next', 'first-', 'activate-', 'hostile-', 'unit-end'];

async function mission(page: Page): Promise<Mission> {
  const snap = await snapshotOf(page, MODE);
  return (snap?.context as { mission: Mission }).mission;
}

/** The log's length, read without carrying the whole snapshot across (three windows poll it often). */
async function logLength(page: Page): Promise<number> {
  return page.evaluate((mode) => window.__tabletop?.session(mode)?.log.length ?? -1, MODE);
}

/** Where the game stands: the stage and the round. */
async function stageOf(page: Page): Promise<{ kind: string; round: number }> {
  return page.evaluate((mode) => {
    const session = window.__tabletop?.session(mode);
    const m = (session?.getSnapshot() as { context: { mission: Mission } } | undefined)?.context.mission;
    return { kind: m?.stage.kind ?? '', round: m?.round ?? 0 };
  }, MODE);
}

/** The choice the house tests take next, and the seat whose decision it is (null: either seat's). */
type Seat = 'attacker' | 'defender';

async function nextPick(page: Page): Promise<{ id: string; owner: Seat | null } | null> {
  const found = await page.evaluate((prefer) => {
    const session = window.__tabletop?.session('salvage-mission');
    if (session === undefined) return null;
    const choices = session.mode.choices(session.getSnapshot());
    const pick = prefer.map((p) => choices.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
    if (pick === undefined) return null;
    const m = (session.getSnapshot() as { context: { mission: Mission } }).context.mission;
    // What the seats read of the mission (not its content): whose units, initiative, a shove, the stage, a
    // rule's pick, and the journal (the Enemy Phase's picks are counted from it).
    const mission = {
      companies: m.companies,
      units: m.units.map((u) => ({ id: u.id, side: u.side })),
      initiative: m.initiative,
      shove: m.shove,
      stage: m.stage,
      choice: m.choice,
      journal: m.journal,
    };
    return { id: pick.id, event: pick.event as Record<string, unknown>, mission };
  }, PREFER);
  if (found === null) return null;
  // Whose decision it is, as the room judges it (src/game/online/seats.ts).
  const owner = seatOfDecision(MODE, { mission: found.mission }, found.event);
  return { id: found.id, owner: owner === 'attacker' || owner === 'defender' ? owner : null };
}

/** Sends a decision from a window as its test bridge does (as a click would, whether or not it is offered). */
async function sendFrom(page: Page, id: string): Promise<void> {
  await page.evaluate((choiceId) => {
    const session = window.__tabletop?.session('salvage-mission');
    const choice = session?.mode.choices(session.getSnapshot()).find((c) => c.id === choiceId);
    if (choice !== undefined) session?.send(choice.event as { type: string });
  }, id);
}

/** Console errors and uncaught errors of every window (the `page` fixture checks only its own page). */
const errors: string[] = [];

function watchErrors(page: Page): Page {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`pageerror: ${error.message}`);
  });
  return page;
}

async function newPlayer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  return watchErrors(await context.newPage());
}

test.afterEach(() => {
  expect(errors, 'a window logged errors').toEqual([]);
  errors.length = 0;
});

/** The host sets up a two-crew salvage mission with digital dice and opens it as a table. */
async function hostTable(page: Page): Promise<{ player: string; watch: string }> {
  await page.goto('/#/salvage');
  await page.getByTestId('salvage-hotseat').check();
  await page.getByTestId('crew-a-sample-foreman').check();
  await page.getByTestId('crew-a-sample-scrapper').check();
  await page.getByTestId('crew-b-sample-overseer').check();
  await page.getByTestId('crew-b-sample-rigger').check();
  await page.getByTestId('salvage-start').click();
  await expect(page.getByTestId('prompt-text')).toBeVisible();
  await page.getByTestId('online-bar').locator('summary').click();
  await page.getByTestId('online-name').fill('Ada <b>host</b>');
  await page.getByTestId('online-open').click();
  await expect(page.getByTestId('online-table')).toContainText('you are playing');
  return {
    player: await page.getByTestId('online-player-link').inputValue(),
    watch: await page.getByTestId('online-watch-link').inputValue(),
  };
}

async function sitDown(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link);
  await page.getByTestId('table-name').fill(name);
  await page.getByTestId('table-join-button').click();
  await expect(page.getByTestId('online-table')).toBeVisible();
}

test('a seat the host reassigns reads the prompt worded for its new place at once, before any game step', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const host = await newPlayer(browser);
  const links = await hostTable(host);
  const guest = await newPlayer(browser);
  await sitDown(guest, links.player, 'Bo');
  await expect(guest.getByTestId('online-table')).toContainText('you are playing');
  // On to set-up step 2, Salvage: it speaks to both players, and to a spectator in the third person.
  // (One step at a time: each waits for the room's answer before the next is judged.)
  for (
    let i = 0;
    i < 6 && !(await host.getByTestId('prompt-text').innerText()).startsWith('Set-up step 2');
    i++
  ) {
    const before = await logLength(host);
    await sendFrom(host, (await nextPick(host))?.id ?? '');
    await expect.poll(() => logLength(host)).toBeGreaterThan(before);
    await expect.poll(() => logLength(guest)).toBe(await logLength(host));
  }
  await expect(guest.getByTestId('prompt-text')).toContainText('Go on once you have looked.');
  const length = await logLength(guest);
  const seatOfBo = host.getByLabel('Seat of Bo');
  const seated = await seatOfBo.inputValue();

  // The host makes Bo a spectator: Bo's window words the prompt for a spectator at once.
  await seatOfBo.selectOption('');
  await expect(guest.getByTestId('online-table')).toContainText('you are watching');
  await expect(guest.getByTestId('prompt-text')).toContainText('the players go on once they have looked.');
  // ... and back in the seat, as a player again.
  await seatOfBo.selectOption(seated);
  await expect(guest.getByTestId('online-table')).toContainText('you are playing');
  await expect(guest.getByTestId('prompt-text')).toContainText('Go on once you have looked.');
  // No game step was taken meanwhile.
  expect(await logLength(guest)).toBe(length);
  expect(await logLength(host)).toBe(length);
});

test('two seats play a round each from their own window, a spectator follows, a closed tab rejoins', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const host = await newPlayer(browser);
  const links = await hostTable(host);
  let guest = await newPlayer(browser);
  await sitDown(guest, links.player, 'Bo');
  const watcher = await newPlayer(browser);
  await sitDown(watcher, links.watch, 'Cy');

  await expect(guest.getByTestId('online-table')).toContainText('you are playing');
  await expect(watcher.getByTestId('online-table')).toContainText('you are watching');
  // Names are text: the host's markup shows as typed, on every screen.
  await expect(watcher.getByTestId('online-members')).toContainText('Ada <b>host</b>');
  await expect(watcher.getByTestId('online-members')).toContainText('Bo');
  const seats = { attacker: host, defender: guest };

  // The Dice panel says the room rolls: no choice of own dice at a table.
  for (const page of [host, guest]) {
    await expect(page.getByTestId('dice-mode-table')).toContainText('The table rolls the dice');
    await expect(page.getByTestId('dice-mode-manual')).toHaveCount(0);
  }

  // A spectator is offered no choices and told so; a decision sent anyway changes nothing and is explained
  // to the spectator alone.
  const first = await nextPick(watcher);
  expect(first).not.toBeNull();
  await expect(watcher.getByTestId('choices-turn')).toContainText('You are watching');
  expect(await offered(watcher)).toEqual([]);
  const before = await logLength(host);
  await sendFrom(watcher, first?.id ?? '');
  await expect(watcher.getByTestId('online-refusal')).toContainText('Spectators watch');
  expect(await logLength(host)).toBe(before);
  await expect(host.getByTestId('online-refusal')).toHaveCount(0);
  await expect(guest.getByTestId('online-refusal')).toHaveCount(0);

  // Play through the set-up and the first round, each decision from the window of the seat it belongs to;
  // every window shows the same log after each step.
  const took = { attacker: 0, defender: 0 };
  let refusedOnce = false;
  // The prompts about one crew, as each window words them (the winner of initiative, the crew picking the
  // next Unalert hostile): its own in that crew's window, named in the other's and the spectator's.
  const worded = { initiative: false, wander: false };
  const started = Date.now();
  for (let step = 0; step < 150; step++) {
    const m = await stageOf(host);
    console.log(
      `step ${String(step)} ${m.kind} round ${String(m.round)} at ${String(Date.now() - started)} ms`,
    );
    if (m.kind !== 'setup' && m.round >= 2) break;
    const pick = await nextPick(host);
    expect(pick, 'a choice is on offer').not.toBeNull();
    if (pick === null) break;
    const length = await logLength(host);
    if (m.kind === 'setup') {
      // The set-up's steps belong to neither crew: the host takes them through the test bridge, which sends
      // them to the table as a click would (the round below is clicked).
      await host.evaluate((id) => {
        const session = window.__tabletop?.session('salvage-mission');
        const choice = session?.mode.choices(session.getSnapshot()).find((c) => c.id === id);
        if (choice !== undefined) session?.send(choice.event as { type: string });
      }, pick.id);
    } else {
      const wrong = pick.owner === 'attacker' ? guest : host;
      if (pick.owner !== null && m.kind === 'boilerPhase') {
        // The other seat is not offered the decision: its bar says whose turn it is (the player's name).
        await expect(wrong.getByTestId('choices-turn')).toContainText('It is the turn of');
        await expect(wrong.getByTestId('choices-turn')).toContainText(
          pick.owner === 'attacker' ? '(Ada <b>host</b>)' : '(Bo)',
        );
        expect(await offered(wrong)).toEqual([]);
        if (step % 4 === 0)
          await wrong.screenshot({ path: test.info().outputPath(`turn-${String(step)}.png`) });
      }
      const seatWords = pick.id.startsWith('first-')
        ? { own: 'your crew won initiative', theirs: 'won initiative and chooses which crew activates first' }
        : pick.id.startsWith('hostile-') && pick.owner !== null
          ? { own: 'your pick of which goes next', theirs: 'picks which goes next' }
          : null;
      if (seatWords !== null && pick.owner !== null) {
        const name = (await mission(host)).companies[pick.owner]?.name ?? '';
        const right = seats[pick.owner];
        await expect(right.getByTestId('prompt-text')).toContainText(seatWords.own);
        for (const other of [wrong, watcher]) {
          await expect(other.getByTestId('prompt-text')).toContainText(`${name} ${seatWords.theirs}`);
          await expect(other.getByTestId('prompt-text')).not.toContainText(/\byou(r)?\b/i);
        }
        if (pick.id.startsWith('first-')) {
          if (!worded.initiative)
            await wrong.screenshot({ path: test.info().outputPath('initiative-other.png') });
          worded.initiative = true;
        } else {
          if (!worded.wander)
            await watcher.screenshot({ path: test.info().outputPath('wander-watcher.png') });
          worded.wander = true;
        }
      }
      if (pick.owner !== null && !refusedOnce) {
        // Once: the other seat sends it anyway, and only that window is told why not.
        refusedOnce = true;
        const right = pick.owner === 'attacker' ? host : guest;
        await sendFrom(wrong, pick.id);
        await expect(wrong.getByTestId('online-refusal')).toContainText('not your seat');
        await expect(right.getByTestId('online-refusal')).toHaveCount(0);
        await expect(watcher.getByTestId('online-refusal')).toContainText('Spectators watch');
        expect(await logLength(host)).toBe(length);
      }
      await choose(seats[pick.owner ?? 'attacker'], pick.id);
      if (pick.owner !== null) took[pick.owner] += 1;
    }
    for (const page of [host, guest, watcher])
      await expect.poll(() => logLength(page), { timeout: 10_000 }).toBeGreaterThan(length);
    const now = await logLength(host);
    for (const page of [guest, watcher]) await expect.poll(() => logLength(page)).toBe(now);
  }
  expect(refusedOnce).toBe(true);
  expect(worded).toEqual({ initiative: true, wander: true });
  expect(took.attacker).toBeGreaterThan(0);
  expect(took.defender).toBeGreaterThan(0);
  expect((await mission(watcher)).round).toBeGreaterThanOrEqual(2);
  // The spectator's table shows the same figures where the players' do.
  expect(JSON.stringify((await mission(watcher)).units)).toBe(JSON.stringify((await mission(host)).units));
  // A spectator may not ask to take a move back: the button is off and says why, Ctrl+Z sends nothing.
  await expect(watcher.getByTestId('undo')).toBeDisabled();
  await expect(watcher.getByTestId('undo')).toHaveAttribute('title', /only the players/);
  await expect(host.getByTestId('undo')).toBeEnabled();
  const watched = await logLength(watcher);
  await watcher.keyboard.press('Control+z');
  expect(await logLength(watcher)).toBe(watched);

  // The guest closes the tab; the host plays on; the guest opens the link again and is back in the seat.
  await guest.close();
  await expect(host.getByTestId('online-members')).toContainText('(away)');
  const pick = await nextPick(host);
  const length = await logLength(host);
  if (pick?.owner === 'defender') {
    await sendFrom(host, pick.id);
    await expect(host.getByTestId('online-refusal')).toContainText('not your seat');
  } else {
    await choose(host, pick?.id ?? '');
    await expect.poll(() => logLength(host)).toBeGreaterThan(length);
  }
  guest = watchErrors(await guest.context().newPage());
  await sitDown(guest, links.player, 'Bo');
  await expect(guest.getByTestId('online-table')).toContainText('you are playing');
  await expect(host.getByTestId('online-members')).not.toContainText('(away)');
  await expect.poll(() => logLength(guest)).toBe(await logLength(host));
  expect(JSON.stringify((await mission(guest)).units)).toBe(JSON.stringify((await mission(host)).units));
  await guest.screenshot({ path: test.info().outputPath('guest-back.png') });
});
