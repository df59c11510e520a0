import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, apiToken, expectNoSidewaysScroll, signInWithToken, unique, SCREEN_SIZES } from './helpers';

/**
 * Sensors (issue 12 §2): a resident opens /technology/sensors and sees the demo building's sensors
 * with their latest values, a sensor's detail with its 24-hour chart and the colour bands behind it,
 * and the garage view; at desktop size and at 360 px without sideways scrolling. A reading a gateway
 * pushes (POST /v1/devices/sensors/readings with a device key a building admin issued) turns its row
 * red on the open screen without a reload.
 */

interface ApiSensor {
  id: number;
  name: string;
  type: string;
  value: number | null;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function vltava(request: APIRequestContext, token: string): Promise<number> {
  const { buildings } = (await (await request.get('/v1/buildings', { headers: auth(token) })).json()) as { buildings: { id: number; code: string }[] };
  return buildings.find((b) => b.code === 'VLT')!.id;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: auth(token) });
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** A temperature sensor of the building that has a reading, as the API lists them. */
async function temperatureSensor(request: APIRequestContext, token: string, buildingId: number): Promise<ApiSensor> {
  const sensors = await apiGet<ApiSensor[]>(request, token, `/v1/buildings/${buildingId}/sensors`);
  const found = sensors.find((s) => s.type === 'temperature' && s.value !== null);
  expect(found, 'the demo building has a temperature sensor with a reading').toBeTruthy();
  return found!;
}

const row = (page: Page, id: number) => page.getByTestId(`sensor-row-${id}`);

for (const [size, viewport] of SCREEN_SIZES) {
  test.describe(`sensors at ${size}`, () => {
    test.use({ viewport });

    test('a resident sees the sensors with values, a detail with its chart and bands, and the garage view', async ({ page }) => {
      const token = await signInWithToken(page, DEMO.owner, '/technology/sensors');
      await expect(page.getByRole('heading', { name: 'Senzory', level: 1 })).toBeVisible();
      const buildingId = await vltava(page.request, token);
      const sensors = await apiGet<ApiSensor[]>(page.request, token, `/v1/buildings/${buildingId}/sensors`);
      expect(sensors.length).toBeGreaterThan(0);

      const table = page.getByTestId('sensors-table');
      await expect(table).toBeVisible();
      await expect(table.locator('tbody tr')).toHaveCount(sensors.length);
      // the values are there, in Czech notation (temperature with one decimal after a comma)
      const warm = await temperatureSensor(page.request, token, buildingId);
      await expect(row(page, warm.id).getByTestId('sensor-value')).toHaveText(/^-?\d+,\d °C$/);
      await expect(row(page, warm.id).getByTestId('sensor-value')).toHaveAttribute('data-tone', /.+/);
      if (size === '360 px') await expectNoSidewaysScroll(page);

      // the detail: fields, the 24-hour chart with its bands, the legend
      await row(page, warm.id).getByRole('button', { name: warm.name }).click();
      const dialog = page.getByRole('dialog', { name: warm.name });
      // headlessui's dialog element has no box of its own; its heading shows it is open
      await expect(dialog.getByRole('heading', { name: warm.name, level: 2 })).toBeVisible();
      await expect(dialog.getByText('Poslední aktualizace', { exact: true })).toBeVisible();
      const chart = dialog.getByTestId('sensor-chart-temperature');
      await expect(chart.locator('.recharts-line-curve')).toBeVisible();
      expect(await chart.locator('.sensor-band').count()).toBeGreaterThan(0);
      await expect(dialog.getByRole('list', { name: 'Teplotní pásma' }).getByRole('listitem')).toHaveCount(9);
      if (size === '360 px') await expectNoSidewaysScroll(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // the garage view: temperature and CO together
      const garage = await apiGet<ApiSensor[]>(page.request, token, `/v1/buildings/${buildingId}/sensors/garage`);
      expect(garage.length, 'the demo building has garage sensors').toBeGreaterThan(0);
      await page.getByRole('tab', { name: 'Garáže' }).click();
      // the combined garage sensor carries both measures (the CO detectors only CO)
      const combined = garage.find((g) => g.type === 'combined') ?? garage[0];
      const first = page.getByTestId(`garage-sensor-${combined.id}`);
      await expect(first.getByTestId('sensor-chart-temperature').locator('.recharts-line-curve')).toBeVisible();
      await expect(first.getByTestId('sensor-chart-co').locator('.recharts-line-curve')).toBeVisible();
      await expect(first.getByRole('list', { name: 'Pásma CO' })).toBeVisible();
      await expect(page).toHaveURL(/\/technology\/sensors\?view=garage$/);
      if (size === '360 px') await expectNoSidewaysScroll(page);
    });
  });
}

test('a reading pushed by a gateway turns its row red on the open screen without a reload', async ({ page }) => {
  const token = await signInWithToken(page, DEMO.owner, '/technology/sensors');
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'connected');
  const buildingId = await vltava(page.request, token);
  const target = await temperatureSensor(page.request, token, buildingId);
  await expect(row(page, target.id)).toBeVisible();
  await expect(row(page, target.id).getByTestId('sensor-value')).not.toHaveText('36,2 °C');

  // a gateway's key, issued by the building admin
  const admin = await apiToken(page.request, DEMO.buildingAdmin);
  const issued = await page.request.post(`/v1/buildings/${buildingId}/device-keys`, { headers: auth(admin), data: { label: unique('Brána senzorů e2e') } });
  expect(issued.status()).toBe(201);
  const { key } = (await issued.json()) as { key: string };
  const pushed = await page.request.post('/v1/devices/sensors/readings', {
    headers: { 'x-device-key': key, 'accept-language': 'cs' },
    data: { readings: [{ sensor_id: target.id, value: 36.2 }] },
  });
  expect(pushed.ok(), await pushed.text()).toBe(true);

  const value = row(page, target.id).getByTestId('sensor-value');
  await expect(value).toHaveText('36,2 °C', { timeout: 5_000 });
  await expect(value).toHaveAttribute('data-tone', 'red');
  await expect(value).toHaveClass(/bg-red-100/);
});
