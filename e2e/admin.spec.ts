/**
 * The admin area against the real server (issue 13 §2, §3): a global admin invites someone (the
 * e-mail lands in the server's outbox), who registers with the link and signs in; deactivates a
 * user; assigns a role; adds a user to a building and ends it. A building admin keeps the whole shell; a resident sees no admin entry and
 * gets the common unauthorized message at /admin. Desktop and 360 px.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, SCREEN_SIZES, apiToken, dataRow, dataRows, expectNoSidewaysScroll, signIn, toast, unique, userMenuButton } from './helpers';

/** The newest outbox message to `to` in any e2e data dir (serve-fresh puts it in the temp folder). */
function readMail(to: string): string | null {
  const name = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const dirs = fs
    .readdirSync(os.tmpdir())
    .filter((d) => d.startsWith('domovnik-e2e-'))
    .map((d) => path.join(os.tmpdir(), d, 'outbox'))
    .concat(process.env.E2E_DATA_DIR ? [path.join(process.env.E2E_DATA_DIR, 'outbox')] : []);
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    const file = fs.readdirSync(dir).filter((f) => f.endsWith('.eml') && f.includes(name)).sort().at(-1);
    if (file) return fs.readFileSync(path.join(dir, file), 'utf8');
  }
  return null;
}

/** The registration link of a message (quoted-printable soft breaks joined). */
function registrationCode(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /register\?code=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error('no registration link in the invitation e-mail');
  return m[1];
}

async function openAdmin(page: Page, tab: string) {
  await page.goto(tab);
  await expect(page.getByRole('heading', { level: 1, name: 'Administrace' })).toBeVisible();
}

for (const [label, viewport] of SCREEN_SIZES) {
  test.describe(`admin area at ${label}`, () => {
    test.use({ viewport });

    test('a resident gets the common unauthorized message at /admin, and no admin entry', async ({ page }) => {
      await signIn(page, DEMO.owner);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Nemáte oprávnění' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Administrace' })).toHaveCount(0);
      await expect(userMenuButton(page)).toBeVisible();
    });

    test('a building admin opens the admin area and keeps the shell on other screens', async ({ page }) => {
      await signIn(page, DEMO.buildingAdmin);
      await openAdmin(page, '/admin');
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(page.getByRole('link', { name: 'Role a oprávnění' })).toBeVisible();
      // they read the people of their buildings; creating users is for global admins
      await expect(dataRows(page, 'Uživatelé').getByText(DEMO.tenant)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Přidat uživatele' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await page.goto('/issues/list');
      await expect(userMenuButton(page)).toBeVisible();
      await expect(page).toHaveURL(/\/issues\/list/);
    });

    test('a global admin deactivates a user after confirming', async ({ page, request }) => {
      const token = await apiToken(request, DEMO.admin);
      const email = `${unique('deakt').replace(/\s+/g, '.')}@example.com`.toLowerCase();
      const created = await request.post('/v1/users', {
        headers: { Authorization: `Bearer ${token}` },
        data: { name: 'Deaktivovaný Test', email, password: DEMO_PASSWORD, global_role: 'user' },
      });
      expect(created.ok()).toBe(true);
      await signIn(page, DEMO.admin);
      await openAdmin(page, '/admin/users');
      await page.getByLabel('Hledat podle jména nebo e-mailu').fill(email);
      const table = dataRows(page, 'Uživatelé');
      await expect(table.getByText(email)).toBeVisible();
      await table.getByRole('button', { name: 'Deaktivovat Deaktivovaný Test' }).click();
      const confirm = page.getByRole('dialog', { name: 'Deaktivovat uživatele?' });
      await confirm.getByRole('button', { name: 'Deaktivovat' }).click();
      await expect(toast(page, 'Uživatel byl deaktivován')).toBeVisible();
      // the user's own row (while the search refetches, other rows may show for a moment)
      await expect(dataRow(table, email).getByText('Neaktivní', { exact: true })).toBeVisible();
    });

    test('a global admin adds a user to a building and ends it: the user’s next call follows', async ({ page, request }) => {
      const token = await apiToken(request, DEMO.admin);
      const email = `${unique('clen').replace(/\s+/g, '.')}@example.com`.toLowerCase();
      const created = await request.post('/v1/users', {
        headers: { Authorization: `Bearer ${token}` },
        data: { name: 'Nový Člen', email, password: DEMO_PASSWORD, global_role: 'user' },
      });
      expect(created.ok()).toBe(true);
      const userId = (await created.json()).id as number;
      const memberToken = await apiToken(request, email);
      const theirBuildings = async () =>
        ((await (await request.get('/v1/users/me', { headers: { Authorization: `Bearer ${memberToken}` } })).json()).buildings as Array<{ building_name: string }>).map((b) => b.building_name);
      expect(await theirBuildings()).toEqual([]);

      await signIn(page, DEMO.admin);
      await openAdmin(page, `/admin/roles-permissions?user=${userId}`);
      await page.getByRole('button', { name: 'Přidat do budovy' }).click();
      const dialog = page.getByTestId('admin-membership-dialog');
      await dialog.getByLabel(/^Budova/).selectOption({ label: 'Rezidence Vltava' });
      await dialog.getByLabel(/^Role/).selectOption({ label: 'Správce budovy' });
      await dialog.getByRole('button', { name: 'Uložit' }).click();
      await expect(toast(page, 'Členství bylo uloženo')).toBeVisible();
      const buildings = page.getByRole('table', { name: 'Budovy' });
      await expect(buildings.getByRole('row', { name: /Rezidence Vltava/ }).getByText('Správce budovy')).toBeVisible();
      await expectNoSidewaysScroll(page);
      expect(await theirBuildings()).toEqual(['Rezidence Vltava']);

      await buildings.getByRole('button', { name: 'Odebrat Rezidence Vltava' }).click();
      await page.getByRole('dialog', { name: 'Odebrat členství?' }).getByRole('button', { name: 'Odebrat' }).click();
      await expect(toast(page, 'Členství bylo odebráno')).toBeVisible();
      await expect(buildings.getByText('Žádná role v budově')).toBeVisible();
      expect(await theirBuildings()).toEqual([]);
    });

    test('a global admin invites someone, who registers with the e-mailed link and signs in', async ({ page }) => {
      const email = `${unique('pozvany').replace(/\s+/g, '.')}@example.com`.toLowerCase();
      await signIn(page, DEMO.admin);
      await openAdmin(page, '/admin/invitations');
      await page.getByRole('button', { name: 'Pozvat' }).click();
      const dialog = page.getByTestId('admin-invitation-dialog');
      await dialog.getByLabel(/^E-mail/).fill(email);
      await dialog.getByRole('button', { name: 'Přidat budovu a roli' }).click();
      await dialog.getByLabel(/^Budova/).selectOption({ index: 1 });
      await dialog.getByRole('button', { name: 'Odeslat pozvánku' }).click();
      await expect(toast(page, 'Pozvánka byla odeslána')).toBeVisible();
      await expect(dataRows(page, 'Pozvánky').getByText(email)).toBeVisible();

      await expect.poll(() => readMail(email) !== null, { timeout: 10_000 }).toBe(true);
      const code = registrationCode(readMail(email)!);
      await userMenuButton(page).click();
      await page.evaluate(() => localStorage.clear());
      await page.goto(`/register?code=${code}`);
      await page.getByLabel(/^Jméno a příjmení/).fill('Pozvaný Nový');
      await page.getByLabel(/^E-mail/).fill(email);
      await page.getByLabel(/^Telefon/).fill('+420 777 123 456');
      await page.getByLabel(/^Heslo/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
      await expect(page).toHaveURL(/\/login/);
      await signIn(page, email);
    });

    test('a global admin assigns a role from the roles-and-permissions tab', async ({ page }) => {
      await signIn(page, DEMO.admin);
      await openAdmin(page, '/admin/roles-permissions');
      await page.getByLabel('Najít uživatele (jméno nebo e-mail)').fill(DEMO.tenant);
      await page.getByRole('button', { name: new RegExp(DEMO.tenant) }).click();
      await expect(page).toHaveURL(/\?user=\d+/);
      await page.getByRole('button', { name: 'Přiřadit roli' }).click();
      const dialog = page.getByTestId('admin-role-dialog');
      // a building role needs a building (a global one none: the server refuses the mix)
      await dialog.getByLabel(/^Role/).selectOption({ label: 'Technik (TECHNICIAN)' });
      await dialog.getByLabel(/^Budova/).selectOption({ index: 1 });
      await dialog.getByRole('button', { name: 'Uložit' }).click();
      await expect(toast(page, 'Role byla přiřazena')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Přiřazené role' }).getByText(/budova #\d+/).first()).toBeVisible();
    });
  });
}

test('a global admin grants a permission with validity, then denies it: the user’s screen follows on their next action', async ({ page, browser }) => {
  const tenant = await browser.newPage();
  await signIn(tenant, DEMO.tenant);
  await tenant.goto('/board');
  const refused = tenant.getByText('Provozní tabuli mohou sledovat jen správci budovy.');
  // /board opens on the portfolio (issue 29 §1): a card per building the user may watch
  const board = tenant.getByTestId('portfolio-card').filter({ hasText: 'Rezidence Vltava' });
  await expect(refused).toBeVisible();

  await signIn(page, DEMO.admin);
  await openAdmin(page, '/admin/roles-permissions');
  await page.getByLabel('Najít uživatele (jméno nebo e-mail)').fill(DEMO.tenant);
  await page.getByRole('button', { name: new RegExp(DEMO.tenant) }).click();
  await page.getByRole('button', { name: 'Přidat oprávnění' }).click();
  const dialog = page.getByTestId('admin-permission-dialog');
  await dialog.getByLabel(/^Oprávnění/).selectOption({ label: 'Provozní tabule (board:view)' });
  await dialog.getByLabel(/^Budova/).selectOption({ label: 'Rezidence Vltava' });
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel(/^Platné od/).fill(day(-1));
  await dialog.getByLabel(/^Platné do/).fill(day(30));
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await expect(toast(page, 'Oprávnění bylo přidáno')).toBeVisible();
  const direct = page.getByRole('table', { name: 'Přímá oprávnění' });
  await expect(direct.getByText('board:view')).toBeVisible();

  // the tenant's next action (a new page load) shows what the server now allows
  await tenant.reload();
  await expect(board).toBeVisible({ timeout: 15_000 });
  await expect(refused).toHaveCount(0);
  await board.click();
  await expect(tenant.getByTestId('board-tile-fire')).toBeVisible();
  await tenant.goto('/board');

  await direct.getByRole('button', { name: 'Upravit board:view' }).click();
  const edit = page.getByTestId('admin-permission-dialog');
  await edit.getByLabel(/^Účinek/).selectOption({ label: 'Zakázáno' });
  await edit.getByRole('button', { name: 'Uložit' }).click();
  await expect(toast(page, 'Oprávnění bylo upraveno')).toBeVisible();
  await expect(direct.getByText('Zakázáno')).toBeVisible();

  await tenant.reload();
  await expect(refused).toBeVisible();
  await expect(board).toHaveCount(0);
  await tenant.close();
});
