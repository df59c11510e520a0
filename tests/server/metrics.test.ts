import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createTestApp, demoIds, describeEngines, itOn, USERS, type TestApp } from './harness';
import { collectEvents, connectLive, waitForEvent } from './live-client';
import { DEMO_PASSWORD } from '../../server/demo/seed';

const TOKEN = 'metrics-token-for-the-tests-0123';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (version 0.0.4): `name{a="b",…} value` per line. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!m) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[l[1]] = l[2].replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
    }
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return samples;
}

/** The one sample of that name whose labels include `labels`; undefined when none, an error when several. */
function sample(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

describeEngines('metrics endpoint', (engine) => {
  describe('METRICS_TOKEN unset', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(async () => t?.close());

    it('has no /metrics: 404 exactly like an unknown address, with or without a token', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: '/no-such-address' });
      expect(unknown.statusCode).toBe(404);
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
    });
  });

  describe('METRICS_TOKEN set', () => {
    let t: TestApp;
    let ids: Awaited<ReturnType<typeof demoIds>>;
    let url: string;
    let adminToken: string;

    const scrape = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode, res.body).toBe(200);
      return parseExposition(res.body);
    };
    const announce = async (message: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/buildings/${ids.building.VLT}/announcements`,
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { message, type: 'general', importance: 'high' },
      });
      expect(res.statusCode, res.body).toBe(201);
    };

    beforeAll(async () => {
      // one sign-in per window: the only one is the building admin's below, a second is refused
      t = await createTestApp(engine, { metricsToken: TOKEN, rateLimit: { max: 1, windowMs: 60_000 } });
      ids = await demoIds(t.app);
      adminToken = await t.tokenFor(USERS.buildingAdmin);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => t?.close());

    it('refuses a scrape without the right bearer token: 401 with a message, nothing of the figures', async () => {
      const refused = [
        {},
        { authorization: 'Bearer wrong-token-of-another-length' },
        { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
        { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
        { authorization: TOKEN },
        { authorization: `Bearer ${adminToken}` },
      ];
      for (const headers of refused) {
        const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { ...headers, 'accept-language': 'en' } });
        expect(res.statusCode, JSON.stringify(headers)).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(res.json()).toEqual({ message: 'You are not signed in' });
        expect(res.body).not.toContain('process_');
      }
      const ok = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `bearer ${TOKEN}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    });

    it("answers the process's defaults and stays out of the API documentation", async () => {
      const s = await scrape();
      expect(sample(s, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(sample(s, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(s, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
      const doc = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
      expect(Object.keys(doc.json().paths)).not.toContain('/metrics');
    });

    it('times each request by route pattern and status, unknown addresses as one route, not its own scrapes', async () => {
      const before = await scrape();
      const health = { name: 'http_request_duration_seconds_count', labels: { method: 'GET', route: '/v1/health', status_code: '200' } };
      const unit = { method: 'GET', route: '/v1/buildings/:id', status_code: '200' };
      expect((await t.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/v1/buildings/${ids.building.VLT}`, headers: { authorization: `Bearer ${adminToken}` } })).statusCode).toBe(200);
      await t.app.inject({ method: 'GET', url: '/v1/no-such/route-1' });
      await t.app.inject({ method: 'GET', url: '/v1/no-such/route-2' });
      const after = await scrape();
      expect(sample(after, health.name, health.labels)).toBe((sample(before, health.name, health.labels) ?? 0) + 1);
      expect(sample(after, 'http_request_duration_seconds_count', unit)).toBe((sample(before, 'http_request_duration_seconds_count', unit) ?? 0) + 1);
      expect(sample(after, 'http_request_duration_seconds_bucket', { ...health.labels, le: '+Inf' })).toBe(sample(after, health.name, health.labels));
      expect(sample(after, 'http_request_duration_seconds_sum', health.labels)).toBeGreaterThan(0);
      const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
      expect(sample(after, 'http_request_duration_seconds_count', unmatched)).toBe((sample(before, 'http_request_duration_seconds_count', unmatched) ?? 0) + 2);
      const routes = new Set(after.filter((x) => x.name === 'http_request_duration_seconds_count').map((x) => x.labels.route));
      expect([...routes].filter((r) => r.includes('no-such') || r === '/metrics')).toEqual([]);
    });

    it('counts live connections and the events published and delivered', async () => {
      const before = await scrape();
      const type = { type: 'announcement.created' };
      expect(sample(before, 'live_sockets_connected')).toBe(0);
      const socket = await connectLive(url, adminToken);
      try {
        expect(sample(await scrape(), 'live_sockets_connected')).toBe(1);
        const events = collectEvents(socket);
        await announce('Metriky: živě');
        await waitForEvent(events, (e) => e.type === 'announcement.created');
        const after = await scrape();
        expect(sample(after, 'live_events_published_total', type)).toBe((sample(before, 'live_events_published_total', type) ?? 0) + 1);
        expect(sample(after, 'live_events_delivered_total', type)).toBe((sample(before, 'live_events_delivered_total', type) ?? 0) + 1);
      } finally {
        socket.close();
      }
      for (let i = 0; i < 100 && sample(await scrape(), 'live_sockets_connected') !== 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(sample(await scrape(), 'live_sockets_connected')).toBe(0);
    });

    it("reads the database pool's figures at the scrape", async () => {
      const s = await scrape();
      const pool = t.app.database.poolFigures();
      expect(sample(s, 'db_pool_size')).toBe(pool.total);
      expect(sample(s, 'db_pool_size')).toBeGreaterThanOrEqual(1);
      expect(sample(s, 'db_pool_in_use')).toBe(pool.total - pool.idle);
      expect(sample(s, 'db_pool_waiting')).toBe(0);
      expect(sample(s, 'db_pool_lost_connections_total')).toBe(0);
      // a scrape while a transaction holds a connection sees it in use (SQLite's one connection
      // would make the scrape's own queries wait for the transaction)
      if (engine === 'postgres') {
        await t.app.db.transaction().execute(async (trx) => {
          await trx.selectFrom('buildings').select('id').execute();
          expect(sample(await scrape(), 'db_pool_in_use')).toBe(1);
        });
      }
    });

    // SQLite's one connection held by a transaction stands in for a database that does not answer
    itOn(engine, 'sqlite')('still answers when the database does not: its figures NaN or absent, the rest as ever', async () => {
      await t.app.db.transaction().execute(async (trx) => {
        await trx.selectFrom('buildings').select('id').execute();
        const s = await scrape();
        expect(sample(s, 'mail_notifications_pending')).toBeNaN();
        expect(sample(s, 'fire_zones_in_alarm')).toBeNaN();
        expect(sample(s, 'devices', { kind: 'door' })).toBeUndefined();
        expect(sample(s, 'db_pool_size')).toBe(1);
        expect(sample(s, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      });
      expect(sample(await scrape(), 'devices', { kind: 'door' })).toBeGreaterThan(0);
    });

    it('counts rate-limit refusals by bucket', async () => {
      const before = sample(await scrape(), 'http_rate_limit_refusals_total', { bucket: 'login' }) ?? 0;
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email: USERS.buildingAdmin, password: DEMO_PASSWORD } });
      expect(res.statusCode).toBe(429);
      expect(sample(await scrape(), 'http_rate_limit_refusals_total', { bucket: 'login' })).toBe(before + 1);
    });

    it('shows the notification e-mail backlog and the messages sent', async () => {
      // what the earlier announcements left waiting goes first
      await t.app.notifications.settled();
      await t.app.notifications.mailRound(new Date(Date.now() + 3_600_000));
      const before = await scrape();
      expect(sample(before, 'mail_notifications_pending')).toBe(0);
      expect(sample(before, 'mail_notifications_oldest_pending_seconds')).toBe(0);
      await announce('Metriky: pošta');
      await t.app.notifications.settled();
      const waiting = await scrape();
      expect(sample(waiting, 'mail_notifications_pending')).toBeGreaterThan(0);
      expect(sample(waiting, 'mail_notifications_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(waiting, 'mail_notifications_oldest_pending_seconds')).toBeLessThan(60);
      const sent = await t.app.notifications.mailRound(new Date(Date.now() + 2 * 3_600_000));
      expect(sent).toBeGreaterThan(0);
      const after = await scrape();
      expect(sample(after, 'mail_notifications_pending')).toBe(0);
      expect(sample(after, 'mail_messages_total', { outcome: 'sent' })).toBe(sample(before, 'mail_messages_total', { outcome: 'sent' })! + sent);
      expect(sample(after, 'mail_messages_total', { outcome: 'failed' })).toBe(0);
    });

    it('shows the devices, the open gates and doors, the fire zones in alarm and whether the simulator runs here', async () => {
      const doors = await t.app.db.selectFrom('devices').select(['id', 'state']).where('kind', '=', 'door').execute();
      const before = await scrape();
      expect(sample(before, 'devices', { kind: 'door' })).toBe(doors.length);
      expect(sample(before, 'devices', { kind: 'parking_gate' })).toBeGreaterThan(0);
      expect(sample(before, 'device_simulator_enabled')).toBe(0);
      const closed = doors.find((d) => !d.state || JSON.parse(d.state).open !== true)!;
      await t.app.db
        .updateTable('devices')
        .set({ state: JSON.stringify({ open: true, changed_at: new Date().toISOString(), last_event: null }) })
        .where('id', '=', closed.id)
        .execute();
      const zone = await t.app.db.selectFrom('fire_zones').select('id').where('status', '=', 0).executeTakeFirstOrThrow();
      await t.app.db.updateTable('fire_zones').set({ status: 1 }).where('id', '=', zone.id).execute();
      const after = await scrape();
      expect(sample(after, 'devices_open', { kind: 'door' })).toBe(sample(before, 'devices_open', { kind: 'door' })! + 1);
      expect(sample(after, 'devices_open', { kind: 'parking_gate' })).toBe(sample(before, 'devices_open', { kind: 'parking_gate' }));
      expect(sample(after, 'fire_zones_in_alarm')).toBe(sample(before, 'fire_zones_in_alarm')! + 1);
    });
  });
});
