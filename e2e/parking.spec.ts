import { expect, test, type Page } from '@playwright/test';
import { DEMO, apiToken, authHeaders, signInWithToken, SCREEN_SIZES, expectNoSidewaysScroll } from './helpers';

/**
 * Parking (issue 9 §2, §5): a resident adds a temporary plate; a pass at the gate, recorded by staff
 * through the API, appears live in the resident's access log with its photo, which the resident
 * opens and zooms; an access check of a plate nobody has shows as denied; a building admin with no
 * unit of their own picks garage G01 on the screen and sees its plates and gate log, and the whole
 * building's log. At desktop size and at 360 px.
 */

/** A plate no earlier run or other test used: at most 8 characters, letters and digits. */
function uniquePlate(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase().slice(0, 8);
}

async function vltavaId(page: Page): Promise<number> {
  const res = await page.request.get('/v1/buildings', { headers: await authHeaders(page) });
  const { buildings } = (await res.json()) as { buildings: { id: number; code: string }[] };
  return buildings.find((b) => b.code === 'VLT')!.id;
}

/** The unit the parking screen shows: the sidebar's selection, kept in localStorage. */
async function selectedUnitId(page: Page): Promise<number> {
  const stored = await page.evaluate(() => localStorage.getItem('selected_unit'));
  expect(stored, 'a unit is selected').toBeTruthy();
  return Number(JSON.parse(stored!));
}

/** The owner has two units and none selected yet: the parking screen's own prompt picks flat 1.01. */
async function pickFlat(page: Page): Promise<void> {
  await page.getByRole('main').getByLabel('Jednotka').selectOption({ label: '1.01 · Byt' });
  await expect(page.getByText(/^Jednotka 1\.01 ·/)).toBeVisible();
}

/** Filters the log on screen by a plate: its first row, which the plate's newest pass should be. */
async function firstLogRowFor(page: Page, plate: string) {
  await page.getByRole('searchbox', { name: 'Hledat podle SPZ' }).fill(plate);
  const row = page.getByTestId('access-log-table').getByRole('row').nth(1);
  await expect(row).toContainText(plate);
  return row;
}

function nextYearDate(): string {
  return `${new Date().getFullYear() + 1}-06-30`;
}

for (const [size, viewport] of SCREEN_SIZES) {
  test.describe(`parking at ${size}`, () => {
    test.use({ viewport });

    test('a temporary plate passes the gate, the pass shows live with its photo, and the photo zooms', async ({ page }) => {
      await signInWithToken(page, DEMO.owner, '/parking');
      await expect(page.getByRole('heading', { name: 'Parkování', level: 1 })).toBeVisible();
      await pickFlat(page);
      await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'connected');

      const plate = uniquePlate('E2');
      await page.getByRole('button', { name: 'Přidat SPZ' }).click();
      const form = page.getByTestId('vehicle-form');
      await expect(form).toBeVisible();
      await expect(form.getByLabel('E-mail')).toHaveValue(DEMO.owner);
      await form.getByLabel(/^SPZ/).fill(plate.toLowerCase());
      await expect(form.getByText(`Uloží se jako ${plate}`)).toBeVisible();
      await form.getByLabel('Typ').selectOption('temporary');
      await form.getByLabel(/^Platí do/).fill(nextYearDate());
      await form.getByRole('button', { name: 'Přidat', exact: true }).click();
      await expect(form).toBeHidden();
      await expect(page.getByText(`SPZ ${plate} byla přidána`)).toBeVisible();
      const row = page.getByTestId(`vehicle-row-${plate}`);
      await expect(row).toBeVisible();
      await expect(row).toContainText('Dočasné');
      await expectNoSidewaysScroll(page);

      await page.getByRole('tab', { name: 'Záznamy vjezdů' }).click();
      await expect(page.getByTestId('access-log-table')).toBeVisible();
      await page.evaluate(() => {
        (window as unknown as { __e2eNoReload: boolean }).__e2eNoReload = true;
      });

      // the gate sees the car: staff record the pass through the API
      const staff = await apiToken(page.request, DEMO.buildingAdmin);
      const building = await vltavaId(page);
      const pass = await page.request.post(`/v1/buildings/${building}/parking/gate-passes`, {
        headers: { authorization: `Bearer ${staff}` },
        data: { license_plate: plate, direction: 'forward' },
      });
      expect(pass.status()).toBe(201);
      expect(((await pass.json()) as { granted: boolean }).granted).toBe(true);

      // live: the row arrives at the top and the resident gets a toast, without a reload
      const first = page.getByTestId('access-log-table').getByRole('row').nth(1);
      await expect(first).toContainText(plate, { timeout: 5_000 });
      await expect(first).toContainText('Vjezd');
      await expect(first).toContainText('Povoleno');
      await expect(page.getByText(`${plate}: Vjezd povolen`)).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload)).toBe(true);
      await expectNoSidewaysScroll(page);

      await first.getByRole('button', { name: new RegExp(`^Fotografie ${plate}`) }).click();
      const dialog = page.getByTestId('photo-dialog');
      await expect(dialog).toBeVisible();
      const image = dialog.getByTestId('photo-image');
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const width = (await image.boundingBox())!.width;
      await dialog.getByRole('button', { name: 'Přiblížit' }).click();
      await dialog.getByRole('button', { name: 'Přiblížit' }).click();
      await expect(dialog.getByTestId('photo-zoom')).toHaveText('150 %');
      expect((await image.boundingBox())!.width).toBeGreaterThan(width * 1.4);
      await dialog.getByRole('button', { name: 'Maximalizovat' }).click();
      await expect(dialog.getByRole('button', { name: 'Minimalizovat' })).toHaveAttribute('aria-pressed', 'true');
      await dialog.getByRole('button', { name: 'Obnovit přiblížení' }).click();
      await expect(dialog.getByTestId('photo-zoom')).toHaveText('100 %');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('an access check of a plate nobody has shows as denied', async ({ page }) => {
      await signInWithToken(page, DEMO.owner, '/parking?tab=log');
      await pickFlat(page);
      await expect(page.getByRole('tab', { name: 'Záznamy vjezdů' })).toHaveAttribute('aria-selected', 'true');
      const stranger = uniquePlate('XN');
      const check = await page.request.post(`/v1/buildings/${await vltavaId(page)}/parking/access-check`, {
        headers: await authHeaders(page),
        data: { license_plate: stranger, unit_id: await selectedUnitId(page) },
      });
      expect(check.status()).toBe(200);
      expect(await check.json()).toMatchObject({ granted: false, reason: 'unknown_plate' });

      await expect(await firstLogRowFor(page, stranger)).toContainText('Zamítnuto');
      await expectNoSidewaysScroll(page);
    });

    test('a building admin picks garage G01 and sees its plates, its gate log and the building’s log', async ({ page }) => {
      const staff = await apiToken(page.request, DEMO.buildingAdmin);
      const headers = { authorization: `Bearer ${staff}` };
      await signInWithToken(page, DEMO.buildingAdmin, '/parking');
      const building = await vltavaId(page);
      const list = await page.request.get(`/v1/buildings/${building}/units`, { headers });
      const g01 = ((await list.json()) as { units: { id: number; number: string }[] }).units.find((u) => u.number === 'G01')!;
      const plate = uniquePlate('SG');
      const added = await page.request.post(`/v1/buildings/${building}/units/${g01.id}/license-plates`, { headers, data: { license_plate: plate, type: 'permanent' } });
      expect(added.status()).toBe(201);
      const pass = await page.request.post(`/v1/buildings/${building}/parking/gate-passes`, { headers, data: { license_plate: plate, direction: 'forward' } });
      expect(pass.status()).toBe(201);

      await expect(page.getByRole('heading', { name: 'Parkování', level: 1 })).toBeVisible();
      const picker = page.getByTestId('parking-unit-picker');
      await picker.getByRole('searchbox', { name: 'Hledat jednotku' }).fill('G01');
      await picker.getByLabel('Jednotka').selectOption(String(g01.id));
      await expect(page).toHaveURL(new RegExp(`[?&]unit=${g01.id}(&|$)`));
      await expect(page.getByText(/^Jednotka G01 ·/)).toBeVisible();
      await expect(page.getByTestId(`vehicle-row-${plate}`)).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.getByRole('tab', { name: 'Záznamy vjezdů' }).click();
      await expect(await firstLogRowFor(page, plate)).toContainText('Povoleno');
      await expectNoSidewaysScroll(page);

      // a reload keeps the chosen unit (it lives in the URL)
      await page.reload();
      await expect(page.getByText(/^Jednotka G01 ·/)).toBeVisible();

      await page.getByRole('tab', { name: 'Celý dům' }).click();
      await expect(await firstLogRowFor(page, plate)).toContainText('G01');
      await expectNoSidewaysScroll(page);
    });
  });
}
