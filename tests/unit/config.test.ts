import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      logLevel: 'info',
      seedDemo: true,
      simulator: true,
      role: 'all',
      publicUrl: 'http://localhost:8080',
      scryptN: 2 ** 17,
      rateLimit: { max: 10, windowMs: 60_000 },
      trustProxy: false,
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.maxUploadBytes).toBe(20 * 1024 * 1024);
    expect(c.dbStatementTimeoutMs).toBe(5_000);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '750' }).dbStatementTimeoutMs).toBe(750);
    expect(c.maxSocketsPerUser).toBe(20);
    expect(loadConfig({ MAX_SOCKETS_PER_USER: '5' }).maxSocketsPerUser).toBe(5);
  });

  it('reads the variables it is given', () => {
    const c = loadConfig({
      PORT: '3000',
      DATABASE_URL: 'postgres://u@db/x',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://portal.example.cz',
      MAX_UPLOAD_MB: '5',
    });
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: 'postgres://u@db/x',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtp://mail:25',
      logLevel: 'warn',
      seedDemo: false,
      publicUrl: 'https://portal.example.cz',
      maxUploadBytes: 5 * 1024 * 1024,
    });
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['REDIS_URL', 'http://x'],
    ['SMTP_URL', 'mail.example.cz'],
    ['SEED_DEMO', 'maybe'],
    ['DB_STATEMENT_TIMEOUT_MS', '10'],
    ['DB_STATEMENT_TIMEOUT_MS', 'soon'],
    ['MAX_SOCKETS_PER_USER', '0'],
    ['MAX_SOCKETS_PER_USER', '1001'],
    ['MAX_SOCKETS_PER_USER', '2.5'],
  ])('throws a ConfigError naming %s for %j', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/);
  });
});

describe('retention settings', () => {
  it('default to: audit kept for ever, read notifications 180 days, outbox 30 days, finished reception entries 365 days', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ auditRetentionDays: 0, notificationRetentionDays: 180, mailOutboxRetentionDays: 30, receptionRetentionDays: 365 });
    expect(
      loadConfig({ AUDIT_RETENTION_DAYS: '3650', NOTIFICATION_RETENTION_DAYS: '0', MAIL_OUTBOX_RETENTION_DAYS: '1', RECEPTION_RETENTION_DAYS: '90' }),
    ).toMatchObject({ auditRetentionDays: 3650, notificationRetentionDays: 0, mailOutboxRetentionDays: 1, receptionRetentionDays: 90 });
  });

  it.each(['AUDIT_RETENTION_DAYS', 'NOTIFICATION_RETENTION_DAYS', 'MAIL_OUTBOX_RETENTION_DAYS', 'RECEPTION_RETENTION_DAYS'])('refuses a bad %s, naming it', (name) => {
    for (const value of ['-1', '1.5', 'soon', '3651']) {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
    }
  });

  it('drains for a second after SIGTERM by default, within the grace period, and refuses a bad SHUTDOWN_DRAIN_MS', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDrainMs: 1_000, shutdownGraceMs: 10_000 });
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' })).toMatchObject({ shutdownDrainMs: 0 });
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '5000' })).toMatchObject({ shutdownDrainMs: 5_000 });
    for (const value of ['-1', '1s', '60001']) expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: value })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
