/**
 * Helpers shared by the browser tests. They drive the real UI through accessible roles and labels
 * (the Czech texts of locales/cs.json, with the English ones accepted where a test switches language).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Domovnik2026';

/** The demo users of server/demo/seed.ts, by the kind of user they are. */
export const DEMO = {
  admin: 'admin@example.com',
  buildingAdmin: 'spravce@example.com',
  manager: 'manager@example.com',
  owner: 'vlastnik@example.com',
  tenant: 'najemnik@example.com',
  twoBuildings: 'dva@example.com',
  inactive: 'neaktivni@example.com',
} as const;

export const BUILDINGS = {
  vltava: 'Rezidence Vltava',
  slunecna: 'Dům Slunečná',
  lipova: 'Bytový dům Lipová',
} as const;

export const TOKEN_KEY = 'auth_token';

/** A unique text per call, so tests that create data never see each other's rows. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

// ---- sign-in -------------------------------------------------------------------------------

export function emailField(page: Page): Locator {
  return page.getByLabel(/^e-?mail/i).first();
}

export function passwordField(page: Page): Locator {
  return page.getByLabel(/^(heslo|password)\b/i).first();
}

export function loginButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(přihlásit|sign in|log in)/i }).first();
}

/** Fills the real login form and submits it (the caller is on /login). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await loginButton(page).click();
}

/** Signs in through the login form and waits until the signed-in app shows. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!/\/login(\?|$)/.test(new URL(page.url() === 'about:blank' ? 'http://x/' : page.url()).pathname)) {
    await page.goto('/login');
  }
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect(userMenuButton(page)).toBeVisible();
}

/** A session token straight from the API (no UI), for setting up a test that is not about signing in. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/v1/auth/login/email', { data: { email, password } });
  expect(res.status(), `sign-in of ${email} through the API`).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Starts the page signed in as `email` with a fresh API session, then opens `path`. */
export async function signInWithToken(page: Page, email: string, path = '/'): Promise<string> {
  const token = await apiToken(page.request, email);
  // Set the token on a same-origin page where the app does not run: a live app page could react to
  // the navigation that follows (an aborted request) and remove the token again.
  await page.goto('/v1/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  // the profile call decides whether the app keeps the session: name its answers when it does not
  const profileAnswers: number[] = [];
  const onResponse = (r: { url(): string; status(): number }) => {
    if (new URL(r.url()).pathname === '/v1/users/me') profileAnswers.push(r.status());
  };
  page.on('response', onResponse);
  await page.goto(path);
  try {
    await expect(userMenuButton(page)).toBeVisible();
  } catch (err) {
    throw new Error(`the app did not keep ${email}'s session (GET /v1/users/me answered [${profileAnswers.join(', ')}], now at ${page.url()})`, { cause: err });
  } finally {
    page.off('response', onResponse);
  }
  return token;
}

export async function readToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
}

/** The authenticated headers of the page's own session, for API calls a test makes on its behalf. */
export async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await readToken(page);
  expect(token, 'the page holds a session token').toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

// ---- shell ---------------------------------------------------------------------------------

export function userMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: /uživatelsk|user menu|účet|account/i }).first();
}

export function buildingPicker(page: Page): Locator {
  return page.getByTestId('building-picker');
}

export function unitPicker(page: Page): Locator {
  return page.getByTestId('unit-picker');
}

/** Picks a building in the sidebar's searchable picker. */
export async function selectBuilding(page: Page, name: string, { verify = true } = {}): Promise<void> {
  const input = buildingPicker(page);
  await input.click();
  await input.fill(name);
  // the picker's own options (a page may hold a native select listing the same buildings)
  await comboboxOption(page, name).click();
  if (verify) await expect(input).toHaveValue(name);
}

/** An option of an open headless UI combobox (explicit role="listbox"), by the text it starts with. */
export function comboboxOption(page: Page, name: string): Locator {
  return page.locator('[role="listbox"]').getByRole('option', { name: new RegExp(`^${escapeRegExp(name)}`) }).first();
}

/** Picks a unit in the sidebar's unit select by its number ("1.01"). */
export async function selectUnit(page: Page, number: string): Promise<void> {
  const select = unitPicker(page);
  await expect(select).toBeEnabled();
  const label = await select.locator('option', { hasText: number }).first().textContent();
  await select.selectOption({ label: label ?? number });
}

/** The number part of the selected unit's option label ("1.01 · Byt" → "1.01"), or '' when none. */
export async function selectedUnitNumber(page: Page): Promise<string> {
  const select = unitPicker(page);
  const value = await select.inputValue();
  if (!value) return '';
  const text = (await select.locator(`option[value="${value}"]`).textContent()) ?? '';
  return text.split('·')[0].trim();
}

export async function openPalette(page: Page): Promise<Locator> {
  await page.keyboard.press('Control+k');
  const palette = page.getByTestId('command-palette');
  await expect(palette).toBeVisible();
  return palette;
}

/** Runs a palette command found by typing `search`, optionally picking `item` on its sub-page. */
export async function runPaletteCommand(page: Page, search: string, item?: string | RegExp): Promise<void> {
  const palette = await openPalette(page);
  const input = palette.getByRole('combobox');
  await input.fill(search);
  await palette.getByRole('option').first().click();
  if (item !== undefined) {
    const name = typeof item === 'string' ? new RegExp(escapeRegExp(item)) : item;
    const option = palette.getByRole('option', { name }).first();
    await expect(option).toBeVisible();
    await option.click();
  }
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A toast (react-hot-toast renders role=status). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

// ---- screen sizes ----------------------------------------------------------------------------

/** The two sizes the feature flows run at: a desktop and the narrowest phone we support. */
export const SCREEN_SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['360 px', { width: 360, height: 740 }],
] as const;

/** Nothing on the page is wider than the screen (no sideways scrolling at 360 px). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page is wider than the screen').toBeLessThanOrEqual(0);
}

/** A data table, or the list of cards it becomes below 1024 px (issue 29 §5): one locator for both sizes. */
export function dataRows(page: Page, name: string): Locator {
  return page.getByRole('table', { name }).or(page.getByRole('list', { name }));
}

/** The row, or the card, of `dataRows` that holds `text`. */
export function dataRow(rows: Locator, text: string | RegExp): Locator {
  return rows.getByRole('row').or(rows.getByRole('listitem')).filter({ hasText: text });
}
