/**
 * One engine's server for a bench: demo data (plus, for the read and write benches, the large data
 * set), listening on 127.0.0.1 on a free port, in a temporary data folder and (PostgreSQL) a fresh database next to TEST_DATABASE_URL,
 * created and dropped the way the server tests do it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { createDatabase } from '../server/db/engine';
import { createPgDatabase, type Engine } from '../tests/server/harness';
import { BENCH_PASSWORD, seedLarge, type LargeSeedSizes } from './seed-large';
import { seedGateLog, type GateLogSeed } from './seed-gate-log';

export type { Engine };

/** A bench server: the app on 127.0.0.1 with demo data, in its own folder and (PostgreSQL) database. */
export interface BenchServer {
  app: FastifyInstance;
  config: Config;
  /** http://127.0.0.1:port */
  base: string;
  /** a bearer token for an account (signs in through the API once per e-mail; bench accounts' password by default) */
  tokenFor(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface BenchApp extends BenchServer {
  buildingId: number;
  seedSeconds: number;
  /** the million-event gate log (bench/seed-gate-log.ts) */
  gate: GateLogSeed;
}

/**
 * The app with the demo data, listening on 127.0.0.1 on a free port once `prepare` (more data) is
 * done; closing it drops the database and the folder. A failure on the way cleans up too.
 */
export async function startBenchServer(engine: Engine, prepare: (app: FastifyInstance, config: Config) => Promise<void> = async () => {}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-bench-'));
  const pgDb = engine === 'postgres' ? await createPgDatabase() : undefined;
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true', SIMULATOR: 'false', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' }),
    databaseUrl: pgDb?.url,
    // sign-in cost is not what is measured here; the stored hash carries its own parameters
    scryptN: 2 ** 14,
    rateLimit: { max: 1_000_000, windowMs: 60_000 },
    serveSpa: false,
  };
  const database = createDatabase({ databaseUrl: pgDb?.url, sqliteFile: path.join(dataDir, 'bench.sqlite') });
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
    await prepare(app, config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    const tokens = new Map<string, Promise<string>>();
    const signIn = async (email: string, password: string) => {
      const res = await fetch(`${base}/v1/auth/login/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error(`sign-in as ${email} failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access_token: string }).access_token;
    };
    const tokenFor = (email: string, password = BENCH_PASSWORD) => {
      let token = tokens.get(email);
      if (!token) tokens.set(email, (token = signIn(email, password)));
      return token;
    };
    return { app, config, base, tokenFor, close };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}

/** The read and write benches' server: demo data plus the large data set and the million-event gate log. */
export async function startBenchApp(engine: Engine, sizes: LargeSeedSizes): Promise<BenchApp> {
  let seeded: Pick<BenchApp, 'buildingId' | 'seedSeconds' | 'gate'> | undefined;
  const server = await startBenchServer(engine, async (app, config) => {
    const seedStart = performance.now();
    const { buildingId } = await seedLarge(app.db, sizes, config.scryptN);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const gate = await seedGateLog(app.db, app.dialect, buildingId);
    seeded = { buildingId, seedSeconds, gate };
  });
  return { ...server, ...seeded! };
}
