import { expect, test } from './fixtures';

test('the home screen lists the modes, every one open, and opens the tools', async ({ page }) => {
  await page.goto('/');
  const modes = page.getByTestId('modes');
  for (const title of [
    'Space Kraken dungeon crawl',
    'Salvage skirmish board',
    'Space Kraken campaign',
    'Space Kraken space combat',
    'Fringe battle',
    'Rules demos',
  ]) {
    await expect(modes.getByRole('heading', { name: title })).toBeVisible();
  }
  // Every mode is built: no card is left "coming", and the demos card opens the Demos tool.
  await expect(modes.getByTestId('coming')).toHaveCount(0);
  await expect(page.getByTestId('mode-rules-demos').getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    '#/demos',
  );
  await expect(page.getByTestId('mode-fringe-battle').getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    '#/fringe',
  );
  await expect(
    page.getByTestId('mode-kraken-space-combat').getByRole('link', { name: 'Open' }),
  ).toHaveAttribute('href', '#/space');
  await page.getByTestId('open-dice-lab').click();
  await expect(page.getByTestId('dice-lab')).toBeVisible();
  await page.goto('/');
  await page.getByTestId('open-rules').click();
  await expect(page.getByTestId('rules-screen')).toBeVisible();
});

test('an address that names no page says so and offers the page it most likely meant', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/#/dice');
  const unknown = page.getByTestId('unknown-route');
  await expect(unknown.getByRole('heading', { name: 'No page here' })).toBeVisible();
  await expect(page.getByTestId('modes')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('unknown-route.png') });
  await unknown.getByRole('link', { name: 'Dice lab' }).click();
  await expect(page).toHaveURL(/#\/dice-lab$/);
  await expect(unknown).toHaveCount(0);
});
