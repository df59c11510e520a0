/** The housing-association area against the real app (issue 15 §4): three tabs, honestly awaiting the association's system. Desktop and 360 px. */
import { expect, test } from '@playwright/test';
import { DEMO, SCREEN_SIZES, expectNoSidewaysScroll, signIn } from './helpers';

for (const [label, viewport] of SCREEN_SIZES) {
  test.describe(`housing association at ${label}`, () => {
    test.use({ viewport });

    test('a resident reads the three tabs, each awaiting the connection', async ({ page }) => {
      await signIn(page, DEMO.owner);
      await page.goto('/svj');
      await expect(page.getByRole('heading', { level: 1, name: 'SVJ' })).toBeVisible();
      for (const [tab, field] of [
        ['Obecné informace', 'Členové výboru'],
        ['Bankovní účet', 'Zůstatek fondu oprav'],
        ['Datová schránka', 'Doručenky'],
      ]) {
        await page.getByRole('tab', { name: tab }).click();
        const panel = page.getByRole('tabpanel');
        await expect(panel.getByText(field)).toBeVisible();
        await expect(panel.getByText('Čeká na napojení na systém SVJ')).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    });
  });
}
