import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import { DEMO, apiToken, signInWithToken, toast, unique, SCREEN_SIZES, expectNoSidewaysScroll } from './helpers';

/**
 * QR passes (issue 10 §2, §4): a tenant creates a time-limited pass on the screen, downloads
 * qrcode.png — a real 220 px PNG that decodes back to the pass's code — and the building's reader
 * (authenticated by a device key a building admin issued) lets it through; a one-time pass gets
 * through once and is refused the second time, and the screen shows it used, live. The pass's own
 * page opens without signing in. At desktop size and at 360 px.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** 'YYYY-MM-DDTHH:mm' in Prague (the browser's zone in these tests), for a datetime-local field. */
function pragueLocal(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function vltava(request: APIRequestContext, token: string): Promise<number> {
  const { buildings } = (await (await request.get('/v1/buildings', { headers: auth(token) })).json()) as { buildings: { id: number; code: string }[] };
  return buildings.find((b) => b.code === 'VLT')!.id;
}

/** A reader at the building's main entrance: a fresh device key from a building admin, and the door. */
async function reader(request: APIRequestContext, buildingId: number) {
  const admin = await apiToken(request, DEMO.buildingAdmin);
  const issued = await request.post(`/v1/buildings/${buildingId}/device-keys`, { headers: auth(admin), data: { label: unique('Čtečka e2e') } });
  expect(issued.status()).toBe(201);
  const { key } = (await issued.json()) as { key: string };
  const { doors } = (await (await request.get(`/v1/buildings/${buildingId}/doors`, { headers: auth(admin) })).json()) as { doors: { id: number; name: string }[] };
  const door = doors.find((d) => d.name === 'Hlavní vchod')!.id;
  return async (code: string) => {
    const res = await request.post('/v1/devices/qr/scan', { headers: { 'x-device-key': key, 'accept-language': 'cs' }, data: { qr_code: code, door_id: door } });
    expect(res.status()).toBe(200);
    return (await res.json()) as { granted: boolean; reason: string; message: string };
  };
}

/** The unit's codes for `email`, newest first, as the API lists them to the tenant. */
async function codesFor(page: Page, token: string, buildingId: number, unitId: number, email: string) {
  const res = await page.request.get(`/v1/buildings/${buildingId}/units/${unitId}/qr-codes`, { headers: auth(token) });
  const { users } = (await res.json()) as { users: { email: string; qr_codes: { qr_code: string; type: string }[] }[] };
  return users.find((u) => u.email === email)?.qr_codes ?? [];
}

async function createPass(page: Page, email: string, type: 'Časově omezený' | 'Jednorázový') {
  const form = page.getByRole('form', { name: 'Vytvořit QR kód' });
  await form.getByLabel('E-mailové adresy').fill(email);
  await form.getByLabel('Jméno příjemce').fill('Návštěva z e2e');
  await form.getByLabel('Typ přístupu').selectOption({ label: type });
  if (type === 'Časově omezený') {
    await form.getByLabel('Platné od').fill(pragueLocal(new Date(Date.now() - 3600_000)));
    await form.getByLabel('Platné do').fill(pragueLocal(new Date(Date.now() + 24 * 3600_000)));
  }
  // Wait for the creation's own answer: the toast of an earlier pass (4 s, then its exit animation)
  // can still be on screen, and the codes read right after must include this one.
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/qr-codes')),
    form.getByRole('button', { name: 'Vytvořit kód' }).click(),
  ]);
  expect(created.status()).toBe(201);
  await expect(toast(page, 'Vytvořené QR kódy: 1').last()).toBeVisible();
}

for (const [size, viewport] of SCREEN_SIZES) {
  test.describe(`QR passes at ${size}`, () => {
    test.use({ viewport });

    test('a time-limited pass downloads as a real qrcode.png that the reader lets through; a one-time pass only once', async ({ page, browser }) => {
      const token = await signInWithToken(page, DEMO.tenant, '/qr-access');
      const buildingId = await vltava(page.request, token);
      // the tenant's one unit in the building (2.03), which the screen shows
      const { units } = (await (await page.request.get('/v1/units/my', { headers: auth(token) })).json()) as { units: { id: number; unique_id: string }[] };
      const unitId = units.find((u) => u.unique_id === 'VLT-2.03')!.id;
      const scan = await reader(page.request, buildingId);

      // a time-limited pass for a visitor
      const visitor = `${unique('host').replace(/\s+/g, '.')}@example.org`;
      await createPass(page, visitor, 'Časově omezený');
      const group = page.getByRole('region', { name: `QR kódy pro ${visitor}` });
      await expect(group).toContainText('Časově omezený');
      await expect(group).toContainText('Aktivní');

      // shown as its image, downloaded as qrcode.png: 220 × 220 px and the code inside
      await page.getByRole('button', { name: `Zobrazit kód pro ${visitor}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('img', { name: 'QR kód přístupu' })).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Stáhnout PNG' }).click()]);
      expect(download.suggestedFilename()).toBe('qrcode.png');
      const png = PNG.sync.read(fs.readFileSync((await download.path())!));
      expect([png.width, png.height]).toEqual([220, 220]);
      const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
      const [pass] = await codesFor(page, token, buildingId, unitId, visitor);
      expect(pass.type).toBe('time_limited');
      expect(decoded).toBe(pass.qr_code);
      await page.keyboard.press('Escape');

      // the reader at the entrance lets it through
      expect(await scan(decoded!)).toMatchObject({ granted: true, reason: 'granted' });

      // the pass's own page, for the visitor's phone: no sign-in needed
      const stranger = await browser.newContext({ viewport });
      const phone = await stranger.newPage();
      await phone.goto(`/qr-access/${decoded}`);
      await expect(phone.getByText('Rezidence Vltava')).toBeVisible();
      await expect(phone.getByText('Návštěva z e2e')).toBeVisible();
      await expect(phone).toHaveURL(new RegExp(`/qr-access/${decoded}$`));
      await stranger.close();

      // a one-time pass: once through, then refused; the screen shows it used without a reload
      const once = `${unique('jednou').replace(/\s+/g, '.')}@example.org`;
      await createPass(page, once, 'Jednorázový');
      const [oneTime] = await codesFor(page, token, buildingId, unitId, once);
      expect(oneTime.type).toBe('one_time');
      expect(await scan(oneTime.qr_code)).toMatchObject({ granted: true });
      const second = await scan(oneTime.qr_code);
      expect(second).toMatchObject({ granted: false, reason: 'used' });
      expect(second.message).toBeTruthy();
      await expect(page.getByRole('region', { name: `QR kódy pro ${once}` })).toContainText('Použitý');
      await expect(page.getByRole('button', { name: `Deaktivovat kód pro ${once}` })).toHaveCount(0);

      if (size === '360 px') {
        await expectNoSidewaysScroll(page);
      }
    });
  });
}

test('the form says what is missing and refuses an end before the start', async ({ page }) => {
  await signInWithToken(page, DEMO.tenant, '/qr-access');
  const form = page.getByRole('form', { name: 'Vytvořit QR kód' });
  await form.getByRole('button', { name: 'Vytvořit kód' }).click();
  // the server's own messages, checked by the form before sending (contract/qr.ts)
  await expect(form).toContainText('Zadejte alespoň jeden e-mail');
  await form.getByLabel('E-mailové adresy').fill('host@example.org');
  await form.getByLabel('Typ přístupu').selectOption({ label: 'Časově omezený' });
  await form.getByRole('button', { name: 'Vytvořit kód' }).click();
  await expect(form).toContainText('Časově omezený QR kód potřebuje začátek i konec platnosti');
  await form.getByLabel('Platné od').fill(pragueLocal(new Date(Date.now() + 48 * 3600_000)));
  await form.getByLabel('Platné do').fill(pragueLocal(new Date(Date.now() + 24 * 3600_000)));
  await form.getByRole('button', { name: 'Vytvořit kód' }).click();
  await expect(form).toContainText('Konec platnosti nemůže být dříve než začátek');
});
