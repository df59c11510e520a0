import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDatabase } from '../../server/db/engine';

/** An app on SQLite whose log lines are collected; the harness silences logs, so this builds its own. */
async function appWithLog(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-log-'));
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const config = { ...loadConfig({ DATA_DIR: dataDir, SIMULATOR: 'false', SEED_DEMO: 'false', ...env }), scryptN: 2 ** 10, serveSpa: false };
  const database = createDatabase({ sqliteFile: path.join(dataDir, 'log.sqlite') });
  const app = await buildApp(config, { database, logger: { level: config.logLevel, stream } });
  await app.ready();
  return { app, lines, close: async () => (await app.close(), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

let current: { app: FastifyInstance; close: () => Promise<void> } | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

const requestLines = (lines: Record<string, unknown>[]) => lines.filter((l) => 'url' in l || 'req' in l || 'res' in l);

describe('request logging', () => {
  it('with LOG_REQUESTS on: one line per request, token redacted', async () => {
    const t = (current = await appWithLog({ LOG_REQUESTS: 'true' }));
    const res = await t.app.inject({ url: '/v1/health?token=SECRET-TOKEN&x=1' });
    expect(res.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/v1/users/password/reset/confirm', payload: { token: 'SECRET-TOKEN', new_password: 'x' } });
    const lines = requestLines(t.lines);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', url: '/v1/health?token=[redacted]&x=1', status: 200 });
    expect(typeof lines[0].ms).toBe('number');
    expect(JSON.stringify(t.lines)).not.toContain('SECRET-TOKEN');
  });

  it('by default ordinary answers are not logged at info', async () => {
    const t = (current = await appWithLog({}));
    await t.app.inject({ url: '/v1/health' });
    await t.app.inject({ url: '/v1/users/me' });
    expect(requestLines(t.lines)).toEqual([]);
  });

  it('at debug they are, still one line each', async () => {
    const t = (current = await appWithLog({ LOG_LEVEL: 'debug' }));
    await t.app.inject({ url: '/v1/health' });
    expect(requestLines(t.lines)).toEqual([expect.objectContaining({ level: 20, url: '/v1/health', status: 200 })]);
  });
});
