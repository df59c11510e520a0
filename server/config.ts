import path from 'node:path';
import { z } from 'zod';
import type { BackoffRule } from './lib/sign-in-backoff';
import type { Clock } from './simulator/clock';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional(),
  /** the longest a database statement, a wait for a pooled connection or for SQLite's write lock may take */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'letters, digits, _ . - (at most 40)').default('domovnik'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Domovník <no-reply@domovnik.local>'),
  PUBLIC_URL: z.string().url().optional(),
  SIMULATOR: bool.default(true),
  SIMULATOR_GATE_PER_HOUR: z.coerce.number().min(0).max(3600).default(20),
  /** days a gate photo is kept; 0 keeps them for ever */
  GATE_PHOTO_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** days a gate event (plate, time, gate) is kept; 0 keeps them for ever. 90: see the README's retention section */
  GATE_EVENT_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  /** days an audit row is kept; 0 (the default) keeps the audit log for ever, as the issue asks ("kept") */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
  /** days a read notification is kept (by when it was made); unread ones stay until read. 0 keeps them for ever */
  NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(180),
  /** days a message written to <DATA_DIR>/outbox (no SMTP_URL) is kept; 0 keeps them for ever */
  MAIL_OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** days a finished reception entry (visitor left, mail collected, key returned) is kept after it finished; 0 keeps them for ever */
  RECEPTION_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(365),
  SIMULATOR_DOOR_PER_HOUR: z.coerce.number().min(0).max(3600).default(6),
  SIMULATOR_QR_PER_HOUR: z.coerce.number().min(0).max(3600).default(6),
  SIMULATOR_FIRE_PER_DAY: z.coerce.number().min(0).max(1440).default(2),
  /** seconds between two rounds of simulated sensor readings; 0: none */
  SIMULATOR_SENSOR_INTERVAL_S: z.coerce.number().int().min(0).max(86_400).default(60),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 90).default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ACCESS_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(200).default(20),
  MAX_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(1000).default(20),
  TRUST_PROXY: bool.default(false),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(2 * 365 * 24 * 3600).default(0),
  LOG_REQUESTS: z.enum(['off', 'errors', 'all']).default('all'),
  /** how long SIGTERM waits for requests in flight before cutting them (server/main.ts) */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** how long SIGTERM keeps listening, answering 503, before it stops accepting connections (server/main.ts) */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** unset: no /metrics at all; set: Prometheus scrapes it with `Authorization: Bearer <token>` */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,512}$/, '16 to 512 printable ASCII characters without spaces')
    .optional(),
});

/**
 * GraphQL documents one user may send a minute (issue 28 §3). The board sends one on opening and one
 * per refetch after a live event, a few a minute even on a busy fire panel; 120 leaves room for
 * several tabs, while a script repeating the costliest accepted document is held to two a second.
 */
export const GRAPHQL_RATE_LIMIT = { max: 120, windowMs: 60_000 } as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** DB_STATEMENT_TIMEOUT_MS: PostgreSQL statement_timeout and pool connect timeout, SQLite busy_timeout */
  dbStatementTimeoutMs: number;
  redisUrl?: string;
  /** first part of every Redis key and channel: several deployments (or test runs) can share one Redis */
  redisPrefix: string;
  logLevel: string;
  seedDemo: boolean;
  /**
   * the instant the demo data is seeded at (not read from the environment): tests that look at the
   * seeded history pass a fixed one, so what they see does not depend on the hour they run at;
   * unset, the moment of the first start
   */
  seedAt?: Date;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  simulator: boolean;
  /** simulated passes per built-in gate and hour (on average; 0: the gates stay quiet) */
  simulatorGatePerHour: number;
  /** days a gate photo is kept before the worker removes it (0: never) */
  gatePhotoRetentionDays: number;
  /** days a gate event is kept before the worker deletes it with its photo, and the audit rows of gate passes and access checks with it (0: never) */
  gateEventRetentionDays: number;
  /**
   * AUDIT_RETENTION_DAYS: days an audit row is kept before the worker deletes it (0, the default:
   * never). Export what must outlive it first (GET /v1/buildings/{id}/audit/export).
   */
  auditRetentionDays: number;
  /**
   * NOTIFICATION_RETENTION_DAYS: days a read notification is kept, counted from when it was made (0:
   * never). 180 by default: a notification points at something that lives on elsewhere (the issue,
   * the announcement, the reception entry), so once read, half a year of it is more than anyone
   * scrolls back through; unread ones are never deleted.
   */
  notificationRetentionDays: number;
  /**
   * MAIL_OUTBOX_RETENTION_DAYS: days a message written to <DATA_DIR>/outbox is kept (0: never). 30 by
   * default: long enough to look up what went out last month, while reset links (valid for hours)
   * and notification texts do not pile up on a machine without a mail server.
   */
  mailOutboxRetentionDays: number;
  /**
   * RECEPTION_RETENTION_DAYS: days a finished reception entry is kept after it finished (0: never);
   * entries still open are never deleted. 365 by default: see domain/retention/reception.ts.
   */
  receptionRetentionDays: number;
  /** doors opened by the simulator on its own, per building and hour (on average; 0: only people open doors) */
  simulatorDoorPerHour: number;
  /** QR reads per building per hour at the entrance (SIMULATOR_QR_PER_HOUR) */
  simulatorQrPerHour: number;
  /** fire alarms the simulator raises per building and day, each cleared a few minutes later (SIMULATOR_FIRE_PER_DAY; 0: none) */
  simulatorFirePerDay: number;
  /** seconds between two rounds of readings of the built-in sensors, one round per building (SIMULATOR_SENSOR_INTERVAL_S; 0: none) */
  simulatorSensorIntervalS: number;
  /**
   * The clock the app's simulators run on; unset (always, outside tests): the process's own. A test
   * seam, not an environment setting: tests hand in a FakeClock to move simulated time by hand and to
   * see whether the app started the simulators at all and whether closing stopped them
   * (tests/server/*-simulator.test.ts).
   */
  simulatorClock?: Clock;
  role: 'all' | 'api' | 'worker';
  sessionIdleMinutes: number;
  sessionAbsoluteDays: number;
  maxUploadBytes: number;
  /** live sockets one user may hold open on one instance; the next handshake is refused (MAX_SOCKETS_PER_USER) */
  maxSocketsPerUser: number;
  /** how long a user's roles and unit access are reused between calls (0: read them every call) */
  accessCacheMs: number;
  trustProxy: boolean;
  /** Strict-Transport-Security max-age in seconds; 0 (the default) sends no HSTS header */
  hstsMaxAge: number;
  /** the access log: one line per request ('all'), only answers with status 400 or above ('errors'), or none */
  logRequests: 'off' | 'errors' | 'all';
  /** on SIGTERM/SIGINT, how long requests in flight may still run before their connections are cut (SHUTDOWN_GRACE_MS) */
  shutdownGraceMs: number;
  /**
   * on SIGTERM, how long the instance keeps accepting connections while it answers every request
   * with the drain 503, so a load balancer takes it out before its listening socket closes
   * (SHUTDOWN_DRAIN_MS; part of the grace period, not added to it)
   */
  shutdownDrainMs: number;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; unset, the endpoint does not exist (plugins/metrics.ts) */
  metricsToken?: string;
  /** scrypt cost parameter N; OWASP's 2^17 in production, lower only in tests */
  scryptN: number;
  /** attempts per client address at each limited auth route (sign-in, registration, reset); tests raise or lower them */
  rateLimit: { max: number; windowMs: number };
  /** GraphQL documents per user (POST /v1/graphql, GRAPHQL_RATE_LIMIT); tests lower it */
  graphqlRateLimit: { max: number; windowMs: number };
  /** growing delays for one account from one address after wrong passwords (server/lib/sign-in-backoff.ts) */
  signInBackoff: BackoffRule;
  /** serve the built SPA from dist/ when present */
  serveSpa: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    simulator: e.SIMULATOR,
    simulatorGatePerHour: e.SIMULATOR_GATE_PER_HOUR,
    gatePhotoRetentionDays: e.GATE_PHOTO_RETENTION_DAYS,
    gateEventRetentionDays: e.GATE_EVENT_RETENTION_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    notificationRetentionDays: e.NOTIFICATION_RETENTION_DAYS,
    mailOutboxRetentionDays: e.MAIL_OUTBOX_RETENTION_DAYS,
    receptionRetentionDays: e.RECEPTION_RETENTION_DAYS,
    simulatorDoorPerHour: e.SIMULATOR_DOOR_PER_HOUR,
    simulatorQrPerHour: e.SIMULATOR_QR_PER_HOUR,
    simulatorFirePerDay: e.SIMULATOR_FIRE_PER_DAY,
    simulatorSensorIntervalS: e.SIMULATOR_SENSOR_INTERVAL_S,
    role: e.ROLE,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteDays: e.SESSION_ABSOLUTE_DAYS,
    maxUploadBytes: e.MAX_UPLOAD_MB * 1024 * 1024,
    maxSocketsPerUser: e.MAX_SOCKETS_PER_USER,
    accessCacheMs: e.ACCESS_CACHE_MS,
    trustProxy: e.TRUST_PROXY,
    hstsMaxAge: e.HSTS_MAX_AGE,
    logRequests: e.LOG_REQUESTS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metricsToken: e.METRICS_TOKEN,
    scryptN: 2 ** 17,
    rateLimit: { max: 10, windowMs: 60_000 },
    graphqlRateLimit: GRAPHQL_RATE_LIMIT,
    signInBackoff: { freeFailures: 5, baseMs: 60_000, capMs: 15 * 60_000, memoryMs: 24 * 3600_000 },
    serveSpa: true,
  };
}
