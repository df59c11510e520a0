import { expect, test, type Page } from '@playwright/test';
import { apiToken, BUILDINGS, DEMO, expectNoSidewaysScroll, signInWithToken } from './helpers';

/**
 * The audit screen (issue 29 §3) against the real server: the global admin opens a door of Rezidence
 * Vltava (a 'door.open' row), opens /audit from the navigation, sees the building's rows newest first,
 * filters by action (into the URL and the query), and nothing scrolls sideways at 360 px.
 */
const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['360 px', { width: 360, height: 740 }],
] as const;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The navigation: the sidebar from 768 px, the drawer (opened here) below. */
async function navigation(page: Page, narrow: boolean) {
  if (narrow) await page.getByRole('button', { name: 'Otevřít menu' }).click();
  return page.getByRole('navigation', { name: 'Hlavní navigace' }).last();
}

for (const [size, viewport] of SIZES) {
  const narrow = size === '360 px';
  test.describe(`audit log at ${size}`, () => {
    test.use({ viewport });

    test('an admin opens it from the navigation, sees rows and filters by action', async ({ page }) => {
      const token = await apiToken(page.request, DEMO.admin);
      const { buildings } = (await (await page.request.get('/v1/buildings', { headers: auth(token) })).json()) as { buildings: { id: number; name: string }[] };
      const vltava = buildings.find((b) => b.name === BUILDINGS.vltava)!.id;
      const { doors } = (await (await page.request.get(`/v1/buildings/${vltava}/doors`, { headers: auth(token) })).json()) as { doors: { id: number }[] };
      const opened = await page.request.post(`/v1/buildings/${vltava}/doors/${doors[0].id}/toggle`, { headers: auth(token), data: {} });
      expect(opened.status(), await opened.text()).toBe(200);

      // the selected building is the app's own choice; the test starts in Rezidence Vltava
      await page.addInitScript((id) => localStorage.setItem('selected_building', String(id)), vltava);
      await signInWithToken(page, DEMO.admin, '/');
      const nav = await navigation(page, narrow);
      await nav.getByRole('link', { name: 'Auditní záznam' }).click();
      await expect(page).toHaveURL(/\/audit$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Auditní záznam' })).toBeVisible();

      const rows = narrow ? page.getByTestId('audit-card') : page.getByTestId('audit-row');
      await expect(rows.first()).toBeVisible();
      await expect(rows.filter({ hasText: 'Otevření dveří' }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);

      // a phone folds the filters behind one button (issue 29 §5)
      if (narrow) await page.getByTestId('filter-toggle').click();
      const listed = page.waitForRequest((r) => r.url().includes(`/v1/buildings/${vltava}/audit?`) && r.url().includes('action=announcement.create'));
      await page.getByLabel('Akce').selectOption('announcement.create');
      await listed;
      await expect(page).toHaveURL(/\/audit\?action=announcement\.create$/);
      await expect(page.getByText('Filtrům nic neodpovídá').or(rows.first())).toBeVisible();
      await expect(rows.filter({ hasText: 'Otevření dveří' })).toHaveCount(0);

      await page.getByLabel('Akce').selectOption('door.open');
      await expect(page).toHaveURL(/\/audit\?action=door\.open$/);
      await expect(rows.first()).toContainText('Otevření dveří');
      await expect(rows.filter({ hasNotText: 'Otevření dveří' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });

    test('a door’s own log: from its card to its entries, a chip naming it, and back to the whole log', async ({ page }) => {
      const token = await apiToken(page.request, DEMO.admin);
      const { buildings } = (await (await page.request.get('/v1/buildings', { headers: auth(token) })).json()) as { buildings: { id: number; name: string }[] };
      const vltava = buildings.find((b) => b.name === BUILDINGS.vltava)!.id;
      const { doors } = (await (await page.request.get(`/v1/buildings/${vltava}/doors`, { headers: auth(token) })).json()) as { doors: { id: number; name: string }[] };
      const [door, other] = doors;
      for (const d of [door, other]) {
        const opened = await page.request.post(`/v1/buildings/${vltava}/doors/${d.id}/toggle`, { headers: auth(token), data: {} });
        expect(opened.status(), await opened.text()).toBe(200);
      }

      await page.addInitScript((id) => localStorage.setItem('selected_building', String(id)), vltava);
      await signInWithToken(page, DEMO.admin, '/doors');
      await page.getByRole('link', { name: `Auditní záznam: ${door.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/audit\\?target=door%3A${door.id}$`));
      await expect(page.getByTestId('audit-target-chip')).toHaveText(`Objekt: Dveře č. ${door.id}`);
      if (narrow) await expect(page.getByTestId('filter-toggle')).toHaveText('Filtry (1)');
      const rows = narrow ? page.getByTestId('audit-card') : page.getByTestId('audit-row');
      await expect(rows.first()).toContainText(`Dveře č. ${door.id}`);
      // the other door's opening is not among them
      await expect(rows.filter({ hasText: `Dveře č. ${other.id}` })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Zrušit filtr objektu' }).click();
      await expect(page).toHaveURL(/\/audit$/);
      await expect(rows.filter({ hasText: `Dveře č. ${other.id}` }).first()).toBeVisible();
    });
  });
}
