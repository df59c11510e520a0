/**
 * The scale bench's server: the app with no demo data (the bench writes its own deployment), ROLE
 * `api` (no retention sweep deletes the generated history while it is measured), on 127.0.0.1 on a
 * free port, in a temporary folder and (PostgreSQL) a fresh database next to TEST_DATABASE_URL that
 * closing drops. The database's statement timeout is long: the generator's INSERTs run through it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createDatabase, type DatabaseOptions } from '../../server/db/engine';
import { createPgDatabase, type Engine } from '../../tests/server/harness';
import { SCALE_PASSWORD } from './base';

export interface ScaleServer {
  app: FastifyInstance;
  config: Config;
  base: string;
  tokenFor(email: string): Promise<string>;
  close(): Promise<void>;
}

const SEED_TIMEOUT_MS = 30 * 60_000;

/** `onQuery`: every statement the app sends (bench/scale/profile.ts). */
export async function startScaleServer(engine: Engine, onQuery?: DatabaseOptions['onQuery']): Promise<ScaleServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-scale-'));
  const pgDb = engine === 'postgres' ? await createPgDatabase() : undefined;
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', SIMULATOR: 'false', ROLE: 'api', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' }),
    databaseUrl: pgDb?.url,
    scryptN: 2 ** 14,
    rateLimit: { max: 1_000_000, windowMs: 60_000 },
    // the board is asked hundreds of times a minute here; its per-user limit is not what is measured
    graphqlRateLimit: { max: 1_000_000, windowMs: 60_000 },
    serveSpa: false,
  };
  const database = createDatabase({ databaseUrl: pgDb?.url, sqliteFile: path.join(dataDir, 'scale.sqlite'), statementTimeoutMs: SEED_TIMEOUT_MS, onQuery });
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    if (!app) await database.destroy();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    app = await buildApp(config, { database, logger: false });
    await app.ready();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const tokens = new Map<string, Promise<string>>();
    const signIn = async (email: string) => {
      const res = await fetch(`${base}/v1/auth/login/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: SCALE_PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access_token: string }).access_token;
    };
    const tokenFor = (email: string) => {
      let token = tokens.get(email);
      if (!token) tokens.set(email, (token = signIn(email)));
      return token;
    };
    return { app, config, base, tokenFor, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}
