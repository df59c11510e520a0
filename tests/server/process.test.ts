import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', SIMULATOR: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('refuses to start with a bad setting and names the variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  });

  it('starts, seeds demo data, serves the API and stops cleanly on SIGTERM', async () => {
    const port = 18000 + Math.floor(Math.random() * 1000);
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true' });
    const deadline = Date.now() + 60_000;
    while (!server.output().includes('Domovník is running') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(server.output()).toContain('admin@example.com');
    const health = await fetch(`http://127.0.0.1:${port}/v1/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'domovnik.sqlite'))).toBe(true);
  }, 90_000);
});
