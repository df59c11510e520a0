import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './helpers';

/** Collects every Content-Security-Policy violation the page reports, from the DOM event and the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(text);
  });
  return violations;
}

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the built app works under its CSP with no violation (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const violations = await watchCsp(page);
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    const main = await page.goto('/login');
    const csp = main!.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    await signIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main')).toBeVisible();
    // the live socket connected under connect-src 'self' too
    await expect.poll(() => sockets.some((u) => u.includes('/socket.io/'))).toBe(true);
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('the reset page takes the token out of the address bar and still uses it', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/v1/users/password/reset/confirm')) sent.push(r.postData() ?? '');
  });
  await page.goto('/reset-password?token=not-a-real-token-123');
  const tokenField = page.getByLabel(/^Kód pro obnovení hesla/);
  await expect(tokenField).toHaveValue('not-a-real-token-123');
  await expect(page).toHaveURL(/\/reset-password$/);

  await page.getByLabel(/^Nové heslo/).fill('noveheslo1');
  await page.getByLabel(/^Potvrzení nového hesla/).fill('noveheslo1');
  await page.getByRole('button', { name: 'Změnit heslo' }).click();
  // the server checked the token it was sent and refused it as unknown
  await expect(page.getByText('Odkaz pro obnovení hesla je neplatný nebo vypršel')).toBeVisible();
  expect(JSON.parse(sent[0])).toMatchObject({ token: 'not-a-real-token-123' });
});
