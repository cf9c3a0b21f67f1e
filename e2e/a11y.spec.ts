import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CampaignPage } from './pages/CampaignPage';
import { QuickFightPage } from './pages/QuickFightPage';

/**
 * Accessibility: every screen passes axe-core's WCAG 2.1 A and AA rules with no serious or critical
 * violation — the set-up screens, the tools, and games under way. A failure names the rule, its impact and
 * the elements that break it.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The 3D canvas is drawn by WebGL: it has no DOM for axe to judge.
    .exclude('canvas')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.impact ?? ''} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

const SCREENS: readonly { readonly name: string; readonly hash: string }[] = [
  { name: 'home', hash: '#/' },
  { name: 'Quick fight set-up', hash: '#/fight' },
  { name: 'dungeon crawl', hash: '#/crawl' },
  { name: 'campaign set-up', hash: '#/campaign' },
  { name: 'space combat', hash: '#/space' },
  { name: 'salvage mission', hash: '#/salvage' },
  { name: 'Fringe battle', hash: '#/fringe' },
  { name: 'depth board', hash: '#/board' },
  { name: 'dice lab', hash: '#/dice-lab' },
  { name: 'rules reference', hash: '#/rules' },
  { name: 'load a save', hash: '#/load' },
  { name: 'content packs', hash: '#/packs' },
  { name: 'map editor', hash: '#/maps' },
  { name: 'CGM editor', hash: '#/cgm' },
  { name: 'demos', hash: '#/demos' },
  { name: 'an unknown address', hash: '#/dice' },
];

test.describe('every screen passes WCAG 2.1 AA with no serious or critical violation', () => {
  for (const screen of SCREENS) {
    test(screen.name, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(`/${screen.hash}`);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      // Lazy screens show a fallback first: wait until it has gone.
      await expect(page.getByText(/^(Loading|Setting up)[^.]*…$/)).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a Quick fight under way', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const fight = new QuickFightPage(page);
    await fight.setUp(['ada-voss', 'dax-ilyin'], 'Beasts', 1);
    await expect(page.getByTestId('dice-tray').or(page.getByTestId('choice-bar')).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the campaign wizard's Attributes step with an overload warning", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    const campaign = new CampaignPage(page);
    await campaign.open();
    await campaign.overloadSecondMember();
    await expect(page.getByTestId('campaign-overload-1')).toContainText('overloaded by 1');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a campaign under way', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const campaign = new CampaignPage(page);
    await campaign.open();
    await campaign.start();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
