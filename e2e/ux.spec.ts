/**
 * What a new user meets (issue 7 §5), on a 360 px phone and on a laptop: the building and its floor
 * plans are found from the navigation and the dashboard, every dialog fits the screen and closes
 * with Escape, floors have their names, /admin is closed to residents, the top bar and Settings are
 * one setting, and a screen loads the building list and the units once.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, dataRows, signInWithToken } from './helpers';

/** The settings screen's choices are labels around screen-reader-only radios: click what a user sees. */
function choice(page: Page, name: string): Locator {
  return page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
}

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 360, height: 740 }, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false },
] as const;

/** Scrolls the element into view (inside its dialog) and checks all of it lies on the screen. */
async function expectOnScreen(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const size = page.viewportSize()!;
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.y, 'top edge on screen').toBeGreaterThanOrEqual(0);
  expect(box!.x, 'left edge on screen').toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, 'bottom edge on screen').toBeLessThanOrEqual(size.height);
  expect(box!.x + box!.width, 'right edge on screen').toBeLessThanOrEqual(size.width);
}

/** The sidebar's navigation: on a phone it sits in the drawer behind the menu button. */
async function navigation(page: Page): Promise<Locator> {
  const menu = page.getByRole('button', { name: 'Otevřít menu' });
  if (await menu.isVisible()) await menu.click();
  const nav = page.getByRole('navigation', { name: 'Hlavní navigace' }).last();
  await expect(nav).toBeVisible();
  return nav;
}

for (const { name, viewport, hasTouch } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport, hasTouch });

    test('the building overview is in the navigation, the floor plans on the dashboard', async ({ page }) => {
      await signInWithToken(page, DEMO.owner, '/');
      const nav = await navigation(page);
      await nav.getByRole('link', { name: 'Budova a plány' }).click();
      await expect(page).toHaveURL(/\/building-info$/);
      await expect(page.getByRole('button', { name: 'Mapa budovy' })).toBeVisible();

      await page.goto('/');
      const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Vaše budova' }) });
      await card.getByRole('link', { name: 'Plány podlaží' }).click();
      const map = page.getByTestId('floorplan-dialog');
      await expect(map).toBeVisible();
      await expect(page).toHaveURL(/\/building-info$/);
      // floors by their Czech names
      await expect(map.getByTestId('floor-label')).toHaveText('Přízemí');
      await map.getByRole('button', { name: 'O podlaží níž' }).click();
      await expect(map.getByTestId('floor-label')).toHaveText('1. podzemní podlaží');
      await map.getByRole('button', { name: 'O podlaží níž' }).click();
      await expect(map.getByTestId('floor-label')).toHaveText('2. podzemní podlaží');
      await map.getByRole('spinbutton', { name: 'Podlaží' }).fill('1');
      await expect(map.getByTestId('floor-label')).toHaveText('1. patro');
      await page.keyboard.press('Escape');
      await expect(map).toBeHidden();
    });

    test('every dialog of the building overview fits the screen and closes with Escape', async ({ page }) => {
      await signInWithToken(page, DEMO.buildingAdmin, '/building-info');

      await page.getByRole('button', { name: 'Informace o budově' }).click();
      // the dialog element itself has no box (its panel is fixed): check what it shows
      const info = page.getByRole('dialog', { name: 'Informace o budově' });
      await expect(info.getByRole('heading', { name: 'Informace o budově', level: 2 })).toBeVisible();
      await expectOnScreen(page, info.getByRole('heading', { name: 'Informace o budově', level: 2 }));
      await expectOnScreen(page, info.getByRole('heading', { name: 'Recepce' }));
      await expectOnScreen(page, info.getByRole('button', { name: 'Zavřít' }));
      await page.keyboard.press('Escape');
      await expect(info).toHaveCount(0);

      await page.getByRole('button', { name: 'Upravit informace' }).click();
      const edit = page.getByRole('dialog', { name: 'Upravit informace o budově' });
      const title = edit.getByRole('heading', { name: 'Upravit informace o budově', level: 2 });
      await expect(title).toBeVisible();
      await expectOnScreen(page, title);
      await expectOnScreen(page, edit.getByRole('button', { name: 'Uložit' }));
      // the header stays put while the form scrolls: the title is still there
      await expectOnScreen(page, title);
      // Escape from the dialog itself (after a click on plain text), not only from a field
      await title.click();
      await page.keyboard.press('Escape');
      await expect(edit).toHaveCount(0);

      await page.getByRole('button', { name: 'Mapa budovy' }).click();
      const map = page.getByTestId('floorplan-dialog');
      await expect(map).toBeVisible();
      await map.getByRole('button', { name: 'Nahrát plán' }).click();
      const form = map.getByRole('form', { name: 'Nahrát plán' });
      await expect(form).toBeVisible();
      await expectOnScreen(page, map.getByRole('heading', { name: 'Mapa budovy', level: 2 }));
      await expectOnScreen(page, form.getByRole('button', { name: 'Nahrát', exact: true }));
      await expectOnScreen(page, map.getByRole('heading', { name: 'Mapa budovy', level: 2 }));
      await page.keyboard.press('Escape');
      await expect(map).toBeHidden();
    });

    test('/admin answers a resident with the unauthorized message, and opens for a global admin', async ({ page, browser }) => {
      await signInWithToken(page, DEMO.owner, '/admin/users');
      await expect(page.getByRole('heading', { name: 'Nemáte oprávnění', level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/users$/);

      const admin = await browser.newPage({ viewport, hasTouch });
      await signInWithToken(admin, DEMO.admin, '/admin');
      await expect(admin).toHaveURL(/\/admin\/users$/);
      await expect(admin.getByRole('heading', { name: 'Administrace', level: 1 })).toBeVisible();
      await expect(dataRows(admin, 'Uživatelé')).toBeVisible();
      await admin.close();
    });
  });
}

test.describe('one setting, one load', () => {
  test('the top-bar theme and Settings agree, also after signing in again', async ({ page }) => {
    await signInWithToken(page, DEMO.manager, '/settings');
    const dark = page.getByRole('radio', { name: 'Tmavý' });
    const light = page.getByRole('radio', { name: 'Světlý' });
    await choice(page, 'Světlý').click();
    await expect(light).toBeChecked();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Přepnout na tmavý motiv' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(dark).toBeChecked();
    // the server has it: a fresh session on a clean browser comes up dark and says so
    await page.evaluate(() => localStorage.clear());
    await signInWithToken(page, DEMO.manager, '/settings');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('radio', { name: 'Tmavý' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Přepnout na světlý motiv' })).toBeVisible();
    await choice(page, 'Světlý').click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('English: the language menu is saved, floors and the bell are named in English', async ({ page }) => {
    await signInWithToken(page, DEMO.tenant, '/building-info');
    await page.getByRole('button', { name: 'Jazyk' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Building map' })).toBeVisible();
    try {
      await page.getByRole('button', { name: 'Building map' }).click();
      const map = page.getByTestId('floorplan-dialog');
      await expect(map.getByTestId('floor-label')).toHaveText('Ground floor');
      await map.getByRole('spinbutton', { name: 'Floor' }).fill('-1');
      await expect(map.getByTestId('floor-label')).toHaveText('1st basement');
      await map.getByRole('spinbutton', { name: 'Floor' }).fill('2');
      await expect(map.getByTestId('floor-label')).toHaveText('2nd floor');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
      await page.goto('/settings');
      await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    } finally {
      // the demo tenant speaks Czech to the other browser tests
      await page.goto('/settings');
      await choice(page, 'Čeština').click();
      await expect(page.getByRole('heading', { name: 'Nastavení', level: 1 })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Upozornění' })).toBeVisible();
  });

  test('the dashboard loads /buildings and /units/my once, the live socket included', async ({ page }) => {
    const loads: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'GET' && (path === '/v1/buildings' || path === '/v1/units/my')) loads.push(path);
    });
    await signInWithToken(page, DEMO.owner, '/');
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'connected');
    await page.waitForLoadState('networkidle');
    expect(loads.filter((p) => p === '/v1/buildings')).toHaveLength(1);
    expect(loads.filter((p) => p === '/v1/units/my')).toHaveLength(1);
  });
});
