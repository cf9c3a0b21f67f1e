import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { DemoPage } from './pages/DemoPage';

/** The sample demos, as the pack files list them. */
const SAMPLE_DEMOS = ['board', 'salvage', 'kraken', 'fringe'].flatMap((file) => {
  const content = JSON.parse(readFileSync(`assets/packs/sample/demos/${file}.json`, 'utf8')) as {
    demos: { id: string; name: string }[];
  };
  return content.demos;
});

test('the home card opens the demos, which list every sample demo', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('mode-rules-demos').getByRole('link', { name: 'Open' }).click();
  await expect(page.getByTestId('demos-screen')).toBeVisible();
  for (const demo of SAMPLE_DEMOS) await expect(page.getByTestId(`demo-card-${demo.id}`)).toBeVisible();
});

for (const { id, name } of SAMPLE_DEMOS) {
  test(`sample demo: ${name} — every "your turn" once wrongly, once rightly`, async ({ page }) => {
    test.setTimeout(90_000);
    // The size a new player's laptop shows: the caption, the prompt and the choices all fit it.
    await page.setViewportSize({ width: 1280, height: 720 });
    const demo = new DemoPage(page);
    await demo.open('sample', id);
    await expect(page.getByTestId('demo-name')).toHaveText(name);
    await demo.playThrough();
  });
}

test('a question answered on the table, back as undo, jump, the arrow keys, and playing on from there', async ({
  page,
}) => {
  const demo = new DemoPage(page);
  await demo.open('sample', 'sample-demo-depth-and-sight');
  // The arrow keys step through the demo.
  await page.getByTestId('demo-name').click();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await demo.current()).index).toBe(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('demo-progress')).toHaveText('step 4 of 12');
  // The question is answered by clicking Bilge Grub 2 on the table.
  await page.waitForFunction(() => window.__tabletop?.boardProbe() !== null);
  await expect
    .poll(() => page.evaluate(() => window.__tabletop?.boardProbe()?.figureBounds('grub-2') ?? null))
    .not.toBeNull();
  const box = await page.evaluate(() => window.__tabletop?.boardProbe()?.figureBounds('grub-2') ?? null);
  if (box === null) throw new Error('grub-2 is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('demo-feedback')).toHaveClass(/demo-right/);
  // Jump ahead past the "your turn" (played as "Show me"), then back: the log rewinds with it.
  await page.getByTestId('demo-jump').selectOption('9');
  await expect.poll(async () => (await demo.current()).game?.logLength).toBe(4);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await demo.current()).index).toBe(8);
  await expect.poll(async () => (await demo.current()).game?.logLength).toBe(1);
  await page.getByTestId('demo-restart').click();
  await expect.poll(async () => (await demo.current()).game?.logLength).toBe(0);
  // Leave the script: every decision is the player's now.
  await page.getByTestId('demo-leave').click();
  await expect(page.getByTestId('demo-free')).toBeVisible();
  await page.getByTestId('choice-tool-edit').click();
  await expect.poll(async () => String((await demo.current()).game?.value)).toBe('edit');
  await page.getByTestId('demo-resume').click();
  await expect.poll(async () => (await demo.current()).free).toBe(false);
});

test('a demo recorded from a salvage save file, annotated, exported, imported and played back', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/#/demos/edit');
  await page.getByTestId('demo-from-save').setInputFiles('e2e/fixtures-saves/salvage-mission.v1.json');
  await expect(page.getByTestId('demo-edit-steps')).toBeVisible();
  await page.getByTestId('demo-edit-name').fill('My salvage lesson');
  await page.getByTestId('demo-edit-id').fill('my-salvage-lesson');
  // Annotate the opening: narration in our own words and a mark on the prompt.
  await page.getByTestId('demo-edit-step-0').click();
  await page.getByTestId('demo-edit-text').fill('Watch the set-up first, then pick who acts.');
  await page.getByTestId('demo-edit-highlights').fill('[{"on":"prompt"}]');
  // The first activation becomes a "your turn".
  await page
    .getByTestId('demo-edit-steps')
    .locator('li', { hasText: 'Odo Pell activates.' })
    .first()
    .getByRole('button')
    .click();
  await expect(page.getByTestId('demo-step-form')).toContainText('10. Scripted move');
  await page.getByTestId('demo-make-your-turn').click();
  await expect(page.getByTestId('demo-step-form')).toContainText('10. Your turn');
  await page.getByTestId('demo-add-narrate').click();
  await page.getByTestId('demo-edit-text').fill('Odo is on his way.');
  // The live preview plays the draft on the real table.
  await expect(page.getByTestId('demo-preview').getByTestId('demo-panel')).toBeVisible();
  await expect(page.getByTestId('demo-preview').getByTestId('demo-progress')).toContainText('step 11');

  const download = page.waitForEvent('download');
  await page.getByTestId('demo-export').click();
  const file = testInfo.outputPath('my-salvage-lesson.json');
  await (await download).saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8')) as {
    demos: { steps: { kind: string; text?: string }[] }[];
  };
  expect(exported.demos[0]?.steps[9]?.kind).toBe('yourTurn');
  expect(exported.demos[0]?.steps[10]?.text).toBe('Odo is on his way.');

  await page.goto('/#/demos');
  await page.getByTestId('demo-import').setInputFiles(file);
  await expect(page.getByTestId('demo-imported')).toBeVisible();
  await page.getByTestId('demo-imported').getByRole('button', { name: 'Play it' }).click();
  const demo = new DemoPage(page);
  await expect(page.getByTestId('demo-name')).toHaveText('My salvage lesson');
  await expect(page.getByTestId('demo-text')).toHaveText('Watch the set-up first, then pick who acts.');
  await page.getByTestId('demo-jump').selectOption('9');
  await expect.poll(async () => (await demo.current()).kind).toBe('yourTurn');
  await demo.yourTurnWrongThenRight();
  await demo.next();
  await expect(page.getByTestId('demo-text')).toHaveText('Odo is on his way.');
});

test('presenter mode: captions on a clean table, and a second window that follows and steers the first', async ({
  page,
  context,
}) => {
  const demo = new DemoPage(page);
  await demo.open('sample', 'sample-demo-salvage-power-and-tests', true);
  await expect(page.getByTestId('demo-captions')).toContainText('Round 1 of the Hull Breach mission');
  await expect(page.locator('#salvage-panels')).toBeHidden();

  const notes = await context.newPage();
  await notes.goto('/#/demos/remote');
  await expect(notes.getByTestId('demo-remote-progress')).toHaveText('step 1 of 13');
  // The main window steps on: the notes follow, with what the audience does not see.
  await demo.next();
  await expect(notes.getByTestId('demo-remote-progress')).toHaveText('step 2 of 13');
  await expect(notes.getByTestId('demo-remote-notes')).toContainText('Asks for: Activate Foreman Vek');
  // The notes window steers: Show me, then Next, in the main window.
  await notes.getByTestId('remote-show-me').click();
  await expect.poll(async () => (await demo.current()).answered).toBe(true);
  await notes.getByTestId('remote-next').click();
  await expect(page.getByTestId('demo-progress')).toHaveText('step 3 of 13');
  await expect(notes.getByTestId('demo-remote-progress')).toHaveText('step 3 of 13');
  // The odds of the step's roll, large.
  await notes.getByTestId('remote-jump').selectOption('6');
  await expect(page.getByTestId('demo-progress')).toHaveText('step 7 of 13');
  await expect(page.getByTestId('demo-big-odds')).toHaveText('83.0%');
  await notes.close();
});
