/**
 * Navigation by role (issue 29 §4, §5): the reception user finds Recepce in the navigation, a
 * resident finds Upozornění, a manager runs the parking access check for a demo plate and reads the
 * decision and its reason, and the admin's users are cards at 360 px with no sideways scrolling.
 * At a desktop size and at 360 px, where the navigation is a drawer.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, authHeaders, expectNoSidewaysScroll, signInWithToken } from './helpers';

const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['360 px', { width: 360, height: 740 }],
] as const;

/** The main navigation, opening the drawer first on a phone. */
async function navigation(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Otevřít menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
  await expect(nav).toBeVisible();
  return nav;
}

async function selectVltava(page: Page, path: string): Promise<number> {
  const res = await page.request.get('/v1/buildings', { headers: await authHeaders(page) });
  const { buildings } = (await res.json()) as { buildings: { id: number; code: string }[] };
  const id = buildings.find((b) => b.code === 'VLT')!.id;
  await page.evaluate((value) => localStorage.setItem('selected_building', value), String(id));
  await page.goto(path);
  return id;
}

for (const [size, viewport] of SIZES) {
  const phone = viewport.width < 768;
  test.describe(`navigation by role at ${size}`, () => {
    test.use({ viewport });

    test('the reception user finds Recepce in the navigation and reaches the desk', async ({ page }) => {
      await signInWithToken(page, 'recepce@example.com', '/');
      const nav = await navigation(page, phone);
      await expect(nav.getByRole('link', { name: 'Upozornění' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Administrace' })).toHaveCount(0);
      await nav.getByRole('link', { name: 'Recepce' }).click();
      await expect(page).toHaveURL(/\/reception/);
      await expect(page.getByRole('heading', { name: 'Recepce', level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('a resident finds Upozornění in the navigation, and no Recepce', async ({ page }) => {
      await signInWithToken(page, DEMO.tenant, '/');
      const nav = await navigation(page, phone);
      await expect(nav.getByRole('link', { name: 'Recepce' })).toHaveCount(0);
      await nav.getByRole('link', { name: 'Upozornění' }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByRole('heading', { name: 'Upozornění', level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('a manager checks parking access for a demo plate and reads the decision and reason', async ({ page }) => {
      await signInWithToken(page, DEMO.manager, '/');
      await selectVltava(page, '/parking?tab=building');
      const card = page.getByTestId('access-check-card');
      await expect(card).toBeVisible();
      const unit = card.getByLabel('Jednotka');
      await expect(unit).toBeEnabled();
      const flat = await unit.locator('option', { hasText: /^1\.01 · / }).getAttribute('value');
      await unit.selectOption(flat!);
      // 2AZ1010 was lent to flat 1.01 and its registration ended three days ago (server/demo/parking.ts)
      await card.getByLabel(/SPZ/).fill('2az1010');
      await card.getByRole('button', { name: 'Zkontrolovat' }).click();
      await expect(card.getByTestId('access-check-decision')).toHaveText('2AZ1010 – jednotka 1.01: vjezd zamítnut');
      await expect(card.getByTestId('access-check-reason')).toHaveText('Registrace značky už vypršela.');
      await card.getByLabel(/SPZ/).fill('1AB2345');
      await card.getByRole('button', { name: 'Zkontrolovat' }).click();
      await expect(card.getByTestId('access-check-decision')).toHaveText('1AB2345 – jednotka 1.01: vjezd povolen');
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe('admin users at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('are cards with each user’s key fields, and nothing scrolls sideways', async ({ page }) => {
    await signInWithToken(page, DEMO.admin, '/admin/users');
    const cards = page.getByTestId('admin-cards');
    await expect(cards).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const first = cards.getByTestId('admin-card').first();
    await expect(first).toContainText('E-mail');
    await expect(first).toContainText('@');
    await expectNoSidewaysScroll(page);
    await page.goto('/admin/invitations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
