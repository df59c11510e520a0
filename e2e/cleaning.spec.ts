/**
 * Cleaning against the real server (issue 15 §1): the building admin of Rezidence Vltava (who holds
 * cleaning:record) starts a cleaning, sees it in progress, finishes it and sees its minutes; the stats
 * tab shows the month's figures and charts and cannot go past the current month. At desktop size and
 * at 360 px, without sideways scrolling. The two sizes run one after the other (one file, one worker),
 * so their cleanings never meet: a building has one in progress at a time.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, SCREEN_SIZES, expectNoSidewaysScroll, signIn, toast } from './helpers';

/** The history row showing the 'in progress' badge. */
function runningRow(page: Page) {
  return page.locator('[data-testid^="cleaning-event-"]').filter({ has: page.getByTestId('in-progress-badge') });
}

for (const [label, viewport] of SCREEN_SIZES) {
  test.describe(`cleaning at ${label}`, () => {
    test.use({ viewport });

    test('staff start a cleaning, see it in progress, finish it and see its minutes; the stats stop at the current month', async ({ page }) => {
      await signIn(page, DEMO.buildingAdmin);
      await page.goto('/cleaning');
      await expect(page.getByRole('heading', { level: 1, name: 'Úklid' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Události', selected: true })).toBeVisible();
      const history = page.getByRole('list', { name: 'Historie úklidu' });
      // the demo's history (twice a week since 2024), nothing in progress
      await expect(history.getByRole('listitem').first()).toBeVisible();
      await expect(runningRow(page)).toHaveCount(0);

      await page.getByRole('button', { name: 'Zahájit úklid' }).click();
      await expect(toast(page, 'Úklid byl zahájen')).toBeVisible();
      await expect(runningRow(page)).toHaveCount(1);
      const id = await runningRow(page).getAttribute('data-testid');
      const row = page.getByTestId(id!);
      await expect(row.getByTestId('in-progress-badge')).toHaveText('Probíhá');
      await expect(row).toContainText('Petr Správce');
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Ukončit úklid' }).click();
      await expect(toast(page, 'Úklid byl ukončen')).toBeVisible();
      await expect(row.getByTestId('in-progress-badge')).toHaveCount(0);
      await expect(row).toContainText(/Délka\s*\d+ min/);
      await expect(page.getByRole('button', { name: 'Zahájit úklid' })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.getByRole('tab', { name: 'Statistiky' }).click();
      await expect(page).toHaveURL(/\/cleaning\?tab=stats$/);
      // this month holds at least the cleaning just finished
      await expect(page.getByTestId('figure-totalEvents')).toHaveText(/^[1-9]\d*$/);
      await expect(page.getByTestId('figure-totalMinutes')).toHaveText(/^\d[\d\s,.]*$/);
      await expect(page.getByTestId('cleaning-chart-days').locator('.recharts-bar-rectangle').first()).toBeVisible();
      await expect(page.getByTestId('cleaning-chart-trend').locator('.recharts-bar-rectangle').first()).toBeVisible();
      const next = page.getByRole('button', { name: 'Další měsíc' });
      await expect(next).toBeDisabled();
      const month = page.getByRole('combobox', { name: 'Měsíc' });
      const current = await month.inputValue();
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Předchozí měsíc' }).click();
      await expect(month).not.toHaveValue(current);
      await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}$/);
      // the demo cleans twice a week: last month has cleanings too
      await expect(page.getByTestId('figure-totalEvents')).toHaveText(/^[1-9]\d*$/);
      await expect(next).toBeEnabled();
      await next.click();
      await expect(month).toHaveValue(current);
      await expect(next).toBeDisabled();
      await expectNoSidewaysScroll(page);
    });
  });
}
