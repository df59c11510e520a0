import { expect, test } from '@playwright/test';
import { BUILDINGS, DEMO, apiToken } from './helpers';

interface PublicInfo {
  building: {
    id: number;
    name: string;
    address: string;
    managers: { name: string }[];
    emergency_contacts: { name: string }[];
  };
}

test.describe('public building information', () => {
  test('/building-info/{id} works without signing in', async ({ page, request }) => {
    // the id comes from the API; the page itself is opened with no session at all
    const token = await apiToken(request, DEMO.owner);
    const list = await request.get('/v1/buildings', { headers: { authorization: `Bearer ${token}` } });
    const vlt = ((await list.json()) as { buildings: { id: number; code: string }[] }).buildings.find((b) => b.code === 'VLT')!;
    const info = (await (await request.get(`/v1/buildings/${vlt.id}/public-info`)).json()) as PublicInfo;

    const statuses: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.startsWith('/v1/')) statuses.push(res.status());
    });
    await page.goto(`/building-info/${vlt.id}`);
    await expect(page).toHaveURL(new RegExp(`/building-info/${vlt.id}$`));
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await expect(page.getByRole('heading', { name: BUILDINGS.vltava }).first()).toBeVisible();
    await expect(page.getByText(info.building.address).first()).toBeVisible();
    // the demo building has a manager (server/demo/seed.ts); its name must be on the page, unconditionally
    expect(info.building.managers.length).toBeGreaterThan(0);
    await expect(page.getByText(info.building.managers[0].name).first()).toBeVisible();
    for (const contact of info.building.emergency_contacts) {
      await expect(page.getByText(contact.name).first()).toBeVisible();
    }
    // the page links back to the app's start (spec 001 §2)
    await expect(page.getByRole('link', { name: 'Zpět na úvod' })).toHaveAttribute('href', '/');
    // nothing on it needs a session: once every request has finished, none answered 401 and none sent us away
    await page.waitForLoadState('networkidle');
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 401)).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/building-info/${vlt.id}$`));
  });

  test('an unknown building shows a not-found message, still without signing in', async ({ page }) => {
    await page.goto('/building-info/999999');
    await expect(page).toHaveURL(/\/building-info\/999999$/);
    await expect(page.getByText('Budova nebyla nalezena')).toBeVisible();
  });
});
