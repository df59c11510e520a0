import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { describe, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createDatabase, type DatabaseOptions } from '../../server/db/engine';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { enginesFrom, type Engine } from './engines';

export type { Engine };

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. TEST_ENGINES (a comma list) narrows
 * that: CI's run against PostgreSQL and Redis sets `postgres`, since its runs on two faked clocks
 * already run every SQLite suite (docs/testing.md "The gate").
 */
export const ENGINES: Engine[] = enginesFrom(process.env);

/**
 * One suite per engine, titled "… (sqlite)" / "… (postgres)" and tagged with its engine: CI counts
 * passed tests per tag (.ci/summary-lib.mjs) and fails when an engine's suites did not run. A suite
 * that needs Redis adds `{ tags: ['redis'] }` to its own describe.
 */
/**
 * `it` for a test that concerns one engine only (a PostgreSQL feature, SQLite's query planner): on
 * the other engine it is not registered at all, rather than reported as skipped, since CI fails on
 * any skipped test that is not on its allowlist.
 */
export function itOn(engine: Engine, only: Engine): (title: string, fn: () => Promise<void> | void) => void {
  return engine === only ? (title, fn) => it(title, fn) : () => {};
}

export function describeEngines(title: string, body: (engine: Engine) => void): void {
  for (const engine of ENGINES) describe(`${title} (${engine})`, { tags: [engine] }, () => body(engine));
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  engine: Engine;
  /** a bearer token for a demo user, signing in once per e-mail */
  tokenFor(email: string): Promise<string>;
  /** headers for `app.inject` as that user (none for anonymous) */
  as(email: string | null): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** A fresh, empty PostgreSQL database next to TEST_DATABASE_URL; `drop` removes it. */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `domovnik_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // pg's pool.end() can resolve before its backends have gone; forcing the drop then kills
      // them mid-goodbye and the client reports an unhandled error. Give them a moment first.
      for (let i = 0; i < 40; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A fresh app with demo data on the given engine, in its own data folder and database.
 * Passwords are hashed cheaply here only; production uses OWASP's scrypt cost.
 */
export async function createTestApp(
  engine: Engine,
  overrides: Partial<Config> = {},
  /** what the database hands every statement to (query-plans.test.ts counts and explains them) */
  onQuery?: DatabaseOptions['onQuery'],
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-test-'));
  let dropDb: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (engine === 'postgres' && overrides.databaseUrl) {
    // a database another test app already uses (multi-instance tests); its creator drops it
    databaseUrl = overrides.databaseUrl;
  } else if (engine === 'postgres') {
    const created = await createPgDatabase();
    databaseUrl = created.url;
    dropDb = created.drop;
  }
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SIMULATOR: 'false' }),
    databaseUrl,
    scryptN: 2 ** 10,
    rateLimit: { max: 1000, windowMs: 60_000 },
    // tests change roles and unit access between calls and expect the next call to see it
    accessCacheMs: 0,
    serveSpa: false,
    ...overrides,
  };
  const database = createDatabase({
    databaseUrl,
    sqliteFile: path.join(dataDir, 'test.sqlite'),
    onQuery,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();

  const tokens = new Map<string, string>();
  const tokenFor = async (email: string) => {
    const cached = tokens.get(email);
    if (cached) return cached;
    const res = await app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email, password: DEMO_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
    const token = res.json().access_token as string;
    tokens.set(email, token);
    return token;
  };
  return {
    app,
    config,
    engine,
    tokenFor,
    as: async (email): Promise<Record<string, string>> => (email ? { authorization: `Bearer ${await tokenFor(email)}` } : {}),
    close: async () => {
      await app.close();
      await dropDb?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The demo users by the kind of user they are, for tables that walk every kind of caller. */
export const USERS = {
  anonymous: null,
  globalAdmin: 'admin@example.com',
  buildingAdmin: 'spravce@example.com',
  manager: 'manager@example.com',
  owner: 'vlastnik@example.com',
  tenant: 'najemnik@example.com',
  /** a resident of other buildings only (Dům Slunečná, Bytový dům Lipová) */
  otherBuilding: 'dva@example.com',
} as const;

/** Looks up ids of demo data by their stable codes. */
export async function demoIds(app: FastifyInstance) {
  const buildings = await app.db.selectFrom('buildings').select(['id', 'code']).execute();
  const units = await app.db.selectFrom('units').select(['id', 'unique_id']).execute();
  const users = await app.db.selectFrom('users').select(['id', 'email']).execute();
  const by = <T extends { id: number }>(rows: T[], key: keyof T) => Object.fromEntries(rows.map((r) => [r[key] as string, r.id]));
  return {
    building: by(buildings, 'code') as Record<'VLT' | 'SLN' | 'LIP', number>,
    unit: by(units, 'unique_id'),
    user: by(users, 'email'),
  };
}
