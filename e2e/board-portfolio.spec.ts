import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, BUILDINGS, DEMO, expectNoSidewaysScroll, signInWithToken, unique } from './helpers';

/**
 * The portfolio board (issue 29 §1) against the real server: the global admin watches all three demo
 * buildings. At 1920×1080 the wall fits the screen; a panel's alarm in Bytový dům Lipová takes the
 * whole screen, and acknowledging it brings the grid back. At 1440×900 the grid puts the alarm's
 * building first and lists the alarm; at 360×740 nothing scrolls sideways. Lipová, so the fire alarm
 * and board specs (Vltava, Slunečná) never see these alarms; every alarm raised is cleared.
 */
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function lipovaPanel(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.admin);
  const { buildings } = (await (await request.get('/v1/buildings', { headers: auth(token) })).json()) as { buildings: { id: number; name: string }[] };
  const buildingId = buildings.find((b) => b.name === BUILDINGS.lipova)!.id;
  const issued = await request.post(`/v1/buildings/${buildingId}/device-keys`, { headers: auth(token), data: { label: unique('Ústředna portfolio e2e') } });
  expect(issued.status()).toBe(201);
  const { key } = (await issued.json()) as { key: string };
  const zones = (await (await request.get(`/v1/buildings/${buildingId}/fire-alarm`, { headers: auth(token) })).json()) as Array<{ id: number; text: string | null }>;
  const zone = zones.find((z) => z.text === 'Sklepy')!;
  const report = async (status: number) => {
    const res = await request.post(`/v1/devices/fire/zones/${zone.id}`, { headers: { 'x-device-key': key }, data: { status } });
    expect(res.status(), await res.text()).toBe(200);
  };
  return { buildingId, report };
}

/** The element lies wholly within the viewport. */
async function expectOnScreen(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, `${testId} is shown`).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height + 0.5);
}

test('wall mode at 1920×1080: three buildings fit, an alarm takes the screen until acknowledged', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const { buildingId, report } = await lipovaPanel(page.request);
  try {
    // the wall has no user menu, which signing in waits for: sign in on the grid, then open the wall
    await signInWithToken(page, DEMO.admin, '/board');
    await page.goto('/board?wall=1');
    await expect(page.getByTestId('board')).toHaveAttribute('data-view', 'portfolio');
    await expect(page.getByTestId('portfolio-card')).toHaveCount(3);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByTestId('portfolio-clock')).toHaveText(/\d{1,2}:\d{2}:\d{2}/);
    await expect(page.getByTestId('portfolio-freshness')).toHaveAttribute('data-stale', 'false');
    for (const card of await page.getByTestId('portfolio-card').all()) {
      const box = (await card.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(1080);
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1080);

    await report(1);
    const takeover = page.getByTestId('portfolio-takeover');
    await expect(takeover).toBeVisible();
    await expect(takeover).toContainText(BUILDINGS.lipova);
    await expect(takeover).toContainText('Sklepy');
    await expectOnScreen(page, 'portfolio-takeover');
    await expect(page.getByTestId('portfolio-wall-grid')).toHaveCount(0);

    await takeover.getByRole('textbox').fill('Ověřeno na místě, planý poplach');
    await takeover.getByRole('button', { name: 'Potvrdit' }).click();
    await expect(page.getByTestId('portfolio-wall-grid')).toBeVisible();
    await expect(takeover).toHaveCount(0);
    // acknowledged, still in alarm: the building's card stays first and red
    await expect(page.getByTestId('portfolio-card').first()).toHaveAttribute('data-building', String(buildingId));
    await expect(page.getByTestId('portfolio-card').first()).toHaveAttribute('data-severity', 'fire');
  } finally {
    await report(0);
    await context.close();
  }
});

test('the grid at 1440×900 puts the building in alarm first and lists its alarm', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const { buildingId, report } = await lipovaPanel(page.request);
  try {
    await signInWithToken(page, DEMO.admin, '/board');
    await expect(page.getByTestId('portfolio-card')).toHaveCount(3);
    await report(1);
    await expect(page.getByTestId('portfolio-card').first()).toHaveAttribute('data-building', String(buildingId));
    await expect(page.getByTestId('portfolio-card').first()).toHaveAttribute('data-severity', 'fire');
    await expect(page.getByTestId('portfolio-alarm')).toContainText(BUILDINGS.lipova);
    await expectOnScreen(page, 'portfolio-alarms');
    await expectNoSidewaysScroll(page);

    await page.getByRole('searchbox').fill('slunecna');
    await expect(page.getByTestId('portfolio-card')).toHaveCount(1);
    await expect(page.getByTestId('portfolio-card')).toContainText(BUILDINGS.slunecna);
    await page.getByRole('searchbox').fill('');

    await page.getByTestId('portfolio-card').first().click();
    await expect(page).toHaveURL(new RegExp(`/board\\?building=${buildingId}$`));
    await expect(page.getByTestId('board-tile-fire')).toHaveAttribute('data-tone', 'alarm');
  } finally {
    await report(0);
    await context.close();
  }
});

test('the grid at 360×740 has no sideways scroll', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  try {
    await signInWithToken(page, DEMO.admin, '/board');
    await expect(page.getByTestId('portfolio-card')).toHaveCount(3);
    await expectNoSidewaysScroll(page);
  } finally {
    await context.close();
  }
});
