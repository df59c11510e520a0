import { expect, test, type Page } from '@playwright/test';
import { BUILDINGS, DEMO, comboboxOption, signInWithToken } from './helpers';

// A phone: the sidebar becomes a drawer (spec 000 §2) and no screen may scroll sideways.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page is wider than the 360 px screen').toBeLessThanOrEqual(0);
}

test.describe('at 360 px', () => {
  test('the drawer holds the pickers and the navigation', async ({ page }) => {
    await signInWithToken(page, DEMO.twoBuildings);
    await expect(page.getByTestId('building-picker')).toBeHidden();
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Otevřít menu' }).click();
    // the dialog element itself has no box (its panel is fixed): check what it shows
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Hlavní navigace' })).toBeVisible();
    const picker = drawer.getByTestId('building-picker');
    await picker.click();
    await picker.fill(BUILDINGS.slunecna);
    await comboboxOption(page, BUILDINGS.slunecna).click();
    await expect(picker).toHaveValue(BUILDINGS.slunecna);

    await drawer.getByRole('link', { name: 'Dokumenty' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole('heading', { name: 'Dokumenty', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  for (const path of ['/', '/my-unit', '/documents', '/building-info', '/profile']) {
    test(`${path} fits the screen`, async ({ page }) => {
      await signInWithToken(page, DEMO.owner, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }

  test('the login screen fits the screen', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
