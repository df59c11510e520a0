/**
 * What the browser benches share (`bench:paint`, `bench:board`): the e2e server (e2e/serve-fresh.ts:
 * the built SPA on a fresh SQLite demo) in its own process on 127.0.0.1, Debian's Chromium with the
 * flags of playwright.config.ts, a page signed in with an API session, and percentiles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/demo/seed';

export const TOKEN_KEY = 'auth_token';
const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(base: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${base}/v1/health in time`);
}

/** Starts the e2e server on the port and waits until it answers (a first run builds the SPA first). */
export async function startServer(port: number, logLevel = 'info'): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/serve-fresh.ts'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), E2E_LOG_LEVEL: logLevel },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`the server exited (${code})`))));
  try {
    await Promise.race([waitForHealth(`http://127.0.0.1:${port}`, Date.now() + 240_000), exited]);
  } catch (err) {
    server.kill('SIGTERM');
    throw err;
  }
  return server;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A context as the e2e tests use (Czech, Prague); functions handed to its pages may use tsx's __name. */
export async function newBenchContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'cs-CZ', timezoneId: 'Europe/Prague', viewport: { width: 1280, height: 800 } });
  // tsx compiles with keepNames: the functions handed to the pages call its __name helper
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  return context;
}

/** An API session token of a demo user. */
export async function apiToken(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/v1/auth/login/email`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Signs the page in as `email` with a fresh API session (as e2e/helpers.ts does), opens `to` and waits for the socket. */
export async function signIn(context: BrowserContext, base: string, email: string, to = '/'): Promise<Page> {
  const page = await context.newPage();
  const token = await apiToken(base, email);
  await page.goto(`${base}/v1/health`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(`${base}${to}`);
  await page.locator('[data-testid="live-status"][data-status="connected"], [data-testid="board-status"][data-live="true"]').first().waitFor({ timeout: 20_000 });
  return page;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export function stats(values: number[]): { n: number; p50: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
}
