import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { DEMO, authHeaders, openPalette, signInWithToken, toast, unique, SCREEN_SIZES, expectNoSidewaysScroll } from './helpers';

/**
 * Issues (issue 11 §4): a tenant reports an issue with a photo; a building admin in a second browser
 * sees it appear live, assigns it, takes it into work, moves it to waiting with a reason — that whole
 * change from the palette — and adds an internal note; the tenant sees each status change live and
 * never the internal note, neither on screen nor through the API. At desktop size and at 360 px.
 */

/** A small real PNG (a photo of the defect, as far as the content check is concerned). */
function photo(): Buffer {
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

const badge = (page: Page) => page.getByRole('main').getByTestId('status-badge').first();

for (const [size, viewport] of SCREEN_SIZES) {
  test.describe(`issues at ${size}`, () => {
    test('reported with a photo, handled by staff live, the internal note never reaches the tenant', async ({ browser }) => {
      const staffContext = await browser.newContext({ viewport });
      const tenantContext = await browser.newContext({ viewport });
      const staff = await staffContext.newPage();
      const tenant = await tenantContext.newPage();
      try {
        await signInWithToken(staff, DEMO.buildingAdmin, '/issues/list');
        await expect(staff.getByTestId('live-status')).toHaveAttribute('data-status', 'connected');
        await expect(staff.getByTestId('issues-table')).toBeVisible();

        // the tenant reports a defect of the building with a photo
        await signInWithToken(tenant, DEMO.tenant, '/issues/list');
        await expect(tenant.getByTestId('live-status')).toHaveAttribute('data-status', 'connected');
        const title = unique('Nesvítí světlo na chodbě');
        await tenant.getByRole('button', { name: 'Nahlásit závadu' }).first().click();
        const dialog = tenant.getByTestId('issue-create-dialog');
        await dialog.getByLabel('Název').fill(title);
        await dialog.getByLabel('Popis').fill('Ve 2. patře u výtahu nesvítí stropní světlo.');
        await dialog.getByTestId('issue-files').setInputFiles({ name: 'svetlo.png', mimeType: 'image/png', buffer: photo() });
        await dialog.getByRole('button', { name: 'Nahlásit' }).click();
        await expect(toast(tenant, 'Závada byla nahlášena')).toBeVisible();
        await expect(tenant).toHaveURL(/\/issues\/\d+$/);
        const issueUrl = new URL(tenant.url()).pathname;
        await expect(tenant.getByRole('heading', { name: title })).toBeVisible();
        await expect(tenant.getByTestId('attachments')).toContainText('svetlo.png');
        await expect(badge(tenant)).toHaveText('Nová');

        // the building admin's list shows it without a reload, and the admin opens it
        const link = staff.getByRole('link', { name: title });
        await expect(link).toBeVisible({ timeout: 5_000 });
        await link.click();
        await expect(staff).toHaveURL(new RegExp(`${issueUrl}$`));

        // assign it to one of the building's assignees
        const assignee = staff.getByLabel('Řešitel');
        // the building's assignees arrive with their own call
        await expect(assignee.locator('option:not([value=""])').first()).toBeAttached();
        const options = await assignee.locator('option').evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })).filter((o) => o.value));
        expect(options.length).toBeGreaterThan(0);
        await assignee.selectOption(options[0].value);
        await staff.getByRole('button', { name: 'Přiřadit' }).click();
        await expect(toast(staff, 'Závada byla přiřazena')).toBeVisible();

        // into work with the selector: the tenant sees it live
        await staff.getByLabel('Stav').selectOption({ label: 'Řeší se' });
        await expect(toast(staff, 'Stav byl změněn')).toBeVisible();
        await expect(badge(tenant)).toHaveText('Řeší se', { timeout: 5_000 });

        // to waiting from the palette, typed without diacritics, with the reason it asks for
        const palette = await openPalette(staff);
        await palette.getByRole('combobox').fill('zmenit stav na ceka');
        await palette.getByRole('option', { name: /Změnit stav na Čeká/ }).first().click();
        const reason = staff.getByTestId('reason-dialog');
        await expect(reason.getByRole('button', { name: 'Změnit stav' })).toBeDisabled();
        await reason.getByLabel('Důvod').fill('Čekáme na elektrikáře.');
        await reason.getByRole('button', { name: 'Změnit stav' }).click();
        await expect(toast(staff, 'Stav byl změněn').last()).toBeVisible();
        await expect(badge(staff)).toHaveText('Čeká');
        await expect(badge(tenant)).toHaveText('Čeká', { timeout: 5_000 });
        await expect(tenant.getByTestId('history')).toContainText('Čekáme na elektrikáře.');

        // an internal note: staff see it, the tenant never does
        const note = unique('Interní: elektrikář přijde ve čtvrtek');
        const form = staff.getByTestId('comment-form');
        await form.getByLabel('Komentář').fill(note);
        await form.getByLabel('Interní poznámka (jen pro správu)').check();
        await form.getByRole('button', { name: 'Přidat komentář' }).click();
        await expect(toast(staff, 'Komentář byl přidán')).toBeVisible();
        await expect(staff.getByTestId('comments')).toContainText(note);
        // a public comment after it: once the tenant sees that one live, the note had its chance too
        const publicNote = unique('Děkujeme za nahlášení');
        await form.getByLabel('Komentář').fill(publicNote);
        await form.getByRole('button', { name: 'Přidat komentář' }).click();
        await expect(tenant.getByTestId('comments')).toContainText(publicNote, { timeout: 5_000 });
        await expect(tenant.getByText(note)).toHaveCount(0);
        const id = issueUrl.split('/').pop();
        const buildingPath = await tenant.evaluate(async (issueId) => {
          const res = await fetch('/v1/buildings', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
          const { buildings } = (await res.json()) as { buildings: { id: number; code: string }[] };
          return `/v1/buildings/${buildings.find((b) => b.code === 'VLT')!.id}/issues/${issueId}`;
        }, id);
        const detail = await tenant.request.get(buildingPath, { headers: await authHeaders(tenant) });
        expect(detail.status()).toBe(200);
        const body = await detail.text();
        expect(body).toContain(publicNote);
        expect(body).not.toContain(note);

        if (size === '360 px') {
          await expectNoSidewaysScroll(tenant);
        }
      } finally {
        await staffContext.close();
        await tenantContext.close();
      }
    });
  });
}
