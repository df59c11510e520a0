import { expect, test, type Page } from '@playwright/test';
import { DEMO, authHeaders, signInWithToken, unique } from './helpers';

/** Marks the document so a later check can tell whether the page was reloaded meanwhile. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eNoReload: boolean }).__e2eNoReload = true;
  });
}

async function wasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => !(window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload);
}

async function vltavaId(page: Page): Promise<number> {
  const res = await page.request.get('/v1/buildings', { headers: await authHeaders(page) });
  const { buildings } = (await res.json()) as { buildings: { id: number; code: string }[] };
  return buildings.find((b) => b.code === 'VLT')!.id;
}

/** The heading of the dashboard's announcements card. */
function announcementsCard(page: Page) {
  return page.getByRole('heading', { name: 'Oznámení', exact: true });
}

test.describe('live announcements', () => {
  test('an announcement created by staff in one browser appears for a resident in another, without a reload', async ({ browser }) => {
    const staffContext = await browser.newContext();
    const residentContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const resident = await residentContext.newPage();

    await signInWithToken(resident, DEMO.owner);
    await expect(announcementsCard(resident)).toBeVisible();
    // the live connection is up before the change happens
    await expect(resident.getByTestId('live-status')).toHaveAttribute('data-status', 'connected');
    await markDocument(resident);

    await signInWithToken(staff, DEMO.buildingAdmin);
    const message = unique('Živé oznámení z e2e testu');
    await staff.getByRole('button', { name: 'Vytvořit oznámení' }).click();
    const dialog = staff.getByTestId('announcement-form');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Zpráva').fill(message);
    await dialog.getByLabel('Typ').selectOption('warning');
    await dialog.getByRole('button', { name: 'Vytvořit oznámení' }).click();
    await expect(dialog).toBeHidden();
    await expect(staff.getByText(message)).toBeVisible();

    // SWR's polling is far slower than this: only the socket can bring it this fast
    await expect(resident.getByText(message)).toBeVisible({ timeout: 5_000 });
    expect(await wasReloaded(resident)).toBe(false);

    await staffContext.close();
    await residentContext.close();
  });

  test('a deleted announcement disappears live as well', async ({ browser }) => {
    const residentContext = await browser.newContext();
    const resident = await residentContext.newPage();
    await signInWithToken(resident, DEMO.tenant);
    await expect(resident.getByTestId('live-status')).toHaveAttribute('data-status', 'connected');
    await markDocument(resident);

    // staff act through the API here; the UI path is the test above
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInWithToken(staff, DEMO.buildingAdmin);
    const headers = await authHeaders(staff);
    const buildingId = await vltavaId(staff);
    const message = unique('Oznámení ke smazání');
    const created = await staff.request.post(`/v1/buildings/${buildingId}/announcements`, {
      headers,
      data: { message, type: 'warning', importance: 'high' },
    });
    expect(created.status()).toBe(201);
    const { announcement } = (await created.json()) as { announcement: { id: number } };

    await expect(resident.getByText(message)).toBeVisible({ timeout: 5_000 });
    const deleted = await staff.request.delete(`/v1/buildings/${buildingId}/announcements/${announcement.id}`, { headers });
    expect(deleted.ok()).toBe(true);
    await expect(resident.getByText(message)).toHaveCount(0, { timeout: 5_000 });
    expect(await wasReloaded(resident)).toBe(false);

    await staffContext.close();
    await residentContext.close();
  });
});
