import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, BUILDINGS, DEMO, expectNoSidewaysScroll, SCREEN_SIZES, signInWithToken, unique } from './helpers';

/**
 * The live board (issue 12 §3, §5): the manager of Dům Slunečná watches /board while the building's
 * fire panel reports an alarm through its device key — the fire tile turns red without a reload and
 * back to green when the panel clears it; the wall mode shows the board alone. Dům Slunečná, so the
 * fire alarm spec (Rezidence Vltava, its own badge) never sees these alarms. A zone per screen size.
 */
const ZONE_BY_SIZE = { desktop: 'Sklepy', '360 px': 'Garáže' } as const;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function slunecna(request: APIRequestContext, token: string): Promise<number> {
  const { buildings } = (await (await request.get('/v1/buildings', { headers: auth(token) })).json()) as { buildings: { id: number; name: string }[] };
  return buildings.find((b) => b.name === BUILDINGS.slunecna)!.id;
}

for (const [size, viewport] of SCREEN_SIZES) {
  test.describe(`live board at ${size}`, () => {
    test('a panel’s alarm turns the fire tile red live and the clear turns it back; wall mode has no navigation', async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const adminToken = await apiToken(page.request, DEMO.admin);
      const buildingId = await slunecna(page.request, adminToken);
      const issued = await page.request.post(`/v1/buildings/${buildingId}/device-keys`, { headers: auth(adminToken), data: { label: unique('Ústředna board e2e') } });
      expect(issued.status()).toBe(201);
      const { key } = (await issued.json()) as { key: string };
      const zones = (await (await page.request.get(`/v1/buildings/${buildingId}/fire-alarm`, { headers: auth(adminToken) })).json()) as Array<{ id: number; text: string | null }>;
      const zone = zones.find((z) => z.text === ZONE_BY_SIZE[size])!;
      const report = async (status: number) => {
        const res = await page.request.post(`/v1/devices/fire/zones/${zone.id}`, { headers: { 'x-device-key': key }, data: { status } });
        expect(res.status(), await res.text()).toBe(200);
      };
      try {
        await signInWithToken(page, DEMO.manager, `/board?building=${buildingId}`);
        const fire = page.getByTestId('board-tile-fire');
        await expect(fire).toHaveAttribute('data-tone', 'ok');
        await expect(page.getByTestId('board-status')).toHaveAttribute('data-live', 'true');
        await expect(page.getByTestId('board-sensor').first()).toBeVisible();
        await expectNoSidewaysScroll(page);

        await report(1);
        await expect(fire).toHaveAttribute('data-tone', 'alarm');
        await expect(fire.getByTestId('board-fire-alarm')).toContainText(ZONE_BY_SIZE[size]);
        await report(0);
        await expect(fire).toHaveAttribute('data-tone', 'ok');

        await page.goto(`/board?building=${buildingId}&wall=1`);
        await expect(page.getByTestId('board')).toHaveAttribute('data-wall', 'true');
        await expect(page.getByTestId('board-tile-fire')).toBeVisible();
        await expect(page.getByRole('navigation')).toHaveCount(0);
      } finally {
        await page.request.post(`/v1/devices/fire/zones/${zone.id}`, { headers: { 'x-device-key': key }, data: { status: 0 } });
        await context.close();
      }
    });
  });
}
