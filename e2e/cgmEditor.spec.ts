import { expect, test } from './fixtures';
import { CgmEditorPage } from './pages/CgmEditorPage';

test.describe('the CGM sheet editor', () => {
  test('open the sample book, break a cell and fix it, peek a line through a d20 and an A/B choice, save into My campaign and find it after a reload', async ({
    page,
  }) => {
    const editor = new CgmEditorPage(page);
    await editor.open();
    await editor.openBook('sample');
    await expect(editor.problemCount).toHaveText('none');
    await editor.showSheet(1);
    await expect(editor.cell('1BC')).toHaveText('%8');
    await expect(editor.cellBox('1CA')).toHaveClass(/cell-stop/);

    // A random switch of 25 does not read: the reader's sentence at once, and the validator lists it.
    await editor.typeCell('1BC', '%25');
    await expect(page.getByTestId('cgm-cell-error')).toContainText('N from 1 to 20');
    await expect(editor.cellBox('1BC')).toHaveClass(/cell-bad/);
    await expect(editor.problemCount).toHaveText('1');
    await expect(page.getByTestId('cgm-problem-0')).toContainText('1BC');
    // A click on a cell edits it: what is typed next replaces the cell's text.
    await editor.cell('1BC').click();
    await expect(editor.cellText).toBeFocused();
    await page.keyboard.type('%9');
    await expect(editor.cell('1BC')).toHaveText('%9');
    await editor.cellText.fill('%25');
    // A click on the problem goes to its cell.
    await editor.cell('1AA').click();
    await page.getByTestId('cgm-problem-0').getByRole('button').click();
    await expect(page.getByTestId('cgm-cell-at')).toHaveText('1BC');
    await editor.cellText.fill('%8');
    await expect(page.getByTestId('cgm-cell-reading')).toContainText(
      'a d20 of 8 or more (65%) → 1CC, less → 1DC',
    );
    await expect(editor.problemCount).toHaveText('none');

    // Peek mode: the first line from 1BA, read by the author.
    await editor.peek(0, 0);
    await expect(editor.peekWait).toContainText('Event !A1');
    await expect(editor.cellBox('1BA')).toHaveClass(/current/);
    await editor.answer('Read the event');
    await expect(editor.peekWait).toContainText('Stopped at 1BB');
    await expect(page.getByTestId('cgm-peek-vars')).toContainText('K = 0');
    await editor.answer('Next turn');
    await expect(editor.peekWait).toContainText('It asks A or B');
    await editor.answer(/^Option A/);
    await expect(editor.peekWait).toContainText('A d20: 8 or more takes the first way (65%)');
    await expect(editor.cellBox('1BC')).toHaveClass(/current/);
    await editor.answer('d20 8+: first way (65%)');
    await expect(page.getByTestId('cgm-peek-log')).toContainText('taken as 8, the first way');
    for (const key of ['1BA', '1CA', '1BB', '1CB', '1BC', '1CC', '1BE'])
      await expect(editor.cellBox(key)).toHaveClass(/visited/);
    await expect(editor.cellBox('1DC')).not.toHaveClass(/visited/);
    await page.getByTestId('cgm-peek-close').click();

    // A change to find again after the reload, then into My campaign.
    await editor.typeCell('1HZ', '/');
    await expect(editor.problemCount).toHaveText('none');
    await page.getByTestId('cgm-save').click();
    await expect(page.getByTestId('cgm-notice')).toContainText('My campaign');

    await page.reload();
    await page.goto('/#/packs');
    await expect(page.getByTestId('pack-my-campaign')).toContainText('My campaign');
    await editor.open();
    await editor.openBook('my-campaign');
    await expect(page.getByTestId('cgm-source')).toHaveText('My campaign');
    await editor.showSheet(1);
    await expect(editor.cell('1HZ')).toHaveText('/');
    await expect(editor.cell('1BC')).toHaveText('%8');
    await expect(editor.problemCount).toHaveText('none');
  });

  test('a campaign file that would not load is refused with its reasons, and the book on screen stays', async ({
    page,
  }) => {
    const editor = new CgmEditorPage(page);
    await editor.open();
    await editor.openBook('sample');
    const file = {
      schemaVersion: 1,
      cgmSheets: [{ id: 'one', number: 1, columns: 'AB', cells: { AA: '%25' } }],
      lineSets: [{ id: 'x', name: 'X', lines: [{ name: 'L', start: '1AA' }] }],
    };
    await page.getByTestId('cgm-import').setInputFiles({
      name: 'broken-book.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    const errors = page.getByTestId('cgm-import-errors');
    await expect(errors).toContainText('the book on screen is unchanged');
    await expect(errors).toContainText('broken-book.json at cgmSheets[0].cells');
    await expect(errors).toContainText('N from 1 to 20');
    await expect(page.getByTestId('cgm-source')).toHaveText('Sample pack');
    await editor.showSheet(2);
    await expect(editor.cell('2BA')).toHaveText('!B1');
  });
});
