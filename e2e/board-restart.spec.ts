import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, TOKEN_KEY } from './helpers';

/**
 * The board survives a server restart without a reload (issue 12 §3, §5). This file runs its own
 * server (e2e/serve-fresh.ts on its own port and a data folder it keeps), so stopping it touches no
 * other test. While the server is down a fire zone goes into alarm in the database — no event can
 * tell the board — and once the server is back the board reconnects, takes a fresh snapshot and
 * shows the zone red, in the same page, never reloaded.
 */
const PORT = 8190 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '..');

function start(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'e2e/serve-fresh.ts'], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(PORT), E2E_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
}

async function healthy(deadline = Date.now() + 60_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/v1/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not come up');
}

const stop = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });

test('the board shows what changed while the server was down, after it comes back, without a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-restart-'));
  let server = start(dataDir);
  const context = await browser.newContext({ baseURL: BASE });
  try {
    await healthy();
    const login = await fetch(`${BASE}/v1/auth/login/email`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: DEMO.manager, password: DEMO_PASSWORD }) });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const { buildings } = (await (await fetch(`${BASE}/v1/buildings`, { headers: auth })).json()) as { buildings: { id: number; code: string }[] };
    const buildingId = buildings.find((b) => b.code === 'SLN')!.id;
    const zones = (await (await fetch(`${BASE}/v1/buildings/${buildingId}/fire-alarm`, { headers: auth })).json()) as { id: number; text: string | null }[];
    const zone = zones.find((z) => z.text === 'Sklepy')!;

    const page = await context.newPage();
    await page.goto('/v1/health');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
    await page.goto(`/board?building=${buildingId}&wall=1`);
    const fire = page.getByTestId('board-tile-fire');
    await expect(fire).toHaveAttribute('data-tone', 'ok');
    await expect(page.getByTestId('board-status')).toHaveAttribute('data-live', 'true');
    // a marker on the document: a reload would lose it
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await stop(server);
    await expect(page.getByTestId('board-status')).toHaveAttribute('data-live', 'false');
    const db = new Database(path.join(dataDir, 'domovnik.sqlite'));
    db.prepare('update fire_zones set status = 1, alarm_since = ? where id = ?').run(new Date().toISOString(), zone.id);
    db.close();

    server = start(dataDir);
    await healthy();
    await expect(page.getByTestId('board-status')).toHaveAttribute('data-live', 'true', { timeout: 30_000 });
    await expect(fire).toHaveAttribute('data-tone', 'alarm', { timeout: 30_000 });
    await expect(fire.getByTestId('board-fire-alarm')).toContainText('Sklepy');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    await context.close();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
