import { expect, test } from '@playwright/test';

// The ground every other spec stands on: the real server answers and serves the built SPA.
test('the server is up and serves the built app', async ({ page, request }) => {
  const health = await request.get('/v1/health');
  expect(health.ok()).toBe(true);
  expect(await health.json()).toEqual({ status: 'ok' });

  await page.goto('/');
  await expect(page).toHaveTitle(/Domovník/);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('an unknown API path is a JSON 404, not the app', async ({ request }) => {
  const res = await request.get('/v1/no-such-route');
  expect(res.status()).toBe(404);
  expect(typeof (await res.json()).message).toBe('string');
});
