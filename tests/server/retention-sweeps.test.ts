import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CompiledQuery } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordPass } from '../../server/domain/parking/gate-service';
import { storeNotifications } from '../../server/domain/notifications/store';
import { retentionCutoff } from '../../server/domain/retention/batches';
import { pruneAudit, sweepAudit } from '../../server/domain/retention/audit';
import { sweepGatePassAudit } from '../../server/domain/retention/audit-gate-passes';
import { pruneNotifications, sweepNotifications } from '../../server/domain/retention/notifications';
import { pruneReception, sweepReception } from '../../server/domain/retention/reception';
import { pruneMailOutbox, sweepMailOutbox } from '../../server/domain/retention/mail-outbox';
import { outboxDir } from '../../server/domain/mail/outbox';
import { planOf } from './plan-text';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

const DAY = 24 * 3600_000;
/** A fixed "now": 90 days back from it lies years before anything the demo seeds, so only the rows made here are old. */
const NOW = new Date('2001-03-31T00:00:00.000Z');
const CUTOFF = '2000-12-31T00:00:00.000Z';
const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/**
 * Retention for what grows (issue 28 §2): audit rows (AUDIT_RETENTION_DAYS, and those of gate passes
 * after GATE_EVENT_RETENTION_DAYS), read notifications, finished reception entries and outbox messages.
 * Each sweep deletes exactly what lies before its cut-off, in statements of at most N rows, and stops
 * a round at its cap; nothing newer is touched, and the lists answer between two batches.
 */
describeEngines('retention sweeps', (engine) => {
  let t: TestApp;
  let vlt: number;
  let sln: number;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  /** the statements the database saw while `watching` */
  let statements: CompiledQuery[] = [];
  let watching = false;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, (q) => {
      if (watching) statements.push(q);
    });
    ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    sln = ids.building.SLN;
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    statements = [];
  });

  /** the deletes of `table` seen, as the number of ids each carried (its one bound JSON list) */
  const deleteSizes = (table: string) =>
    statements.filter((q) => new RegExp(`^\\s*delete from "${table}"`, 'i').test(q.sql)).map((q) => (JSON.parse(String(q.parameters[0])) as number[]).length);
  const watch = async <T>(fn: () => Promise<T>): Promise<T> => {
    watching = true;
    try {
      return await fn();
    } finally {
      watching = false;
    }
  };

  describe('audit rows (AUDIT_RETENTION_DAYS)', () => {
    const auditRow = async (buildingId: number | null, at: string, action = 'announcement.update') =>
      (
        await t.app.db
          .insertInto('audit_log')
          .values({ at, user_id: null, device_id: null, action, building_id: buildingId, unit_id: null, target: null, outcome: 'success', detail: '{"note":"x"}' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const rows = (op: '<' | '>=') => t.app.db.selectFrom('audit_log').selectAll().where('at', op, CUTOFF).orderBy('id').execute();
    beforeEach(async () => {
      await pruneAudit(t.app.db, CUTOFF);
    });

    it('puts the cut-off `days` before `now`, and keeps everything at 0 days (the default)', async () => {
      expect(retentionCutoff(NOW, 90)).toBe(CUTOFF);
      const old = await auditRow(vlt, shift(CUTOFF, -1000 * DAY));
      const before = await t.app.db.selectFrom('audit_log').select('id').orderBy('id').execute();
      expect(await watch(() => sweepAudit(t.app.db, NOW, 0, { batch: 1 }))).toEqual({ removed: 0, batches: 0, capped: false, before: null });
      expect(statements).toEqual([]);
      expect(await t.app.db.selectFrom('audit_log').select('id').orderBy('id').execute()).toEqual(before);
      expect(before.map((r) => r.id)).toContain(old);
    });

    it('deletes exactly the rows before the cut-off, of every building and of none, in batches of at most N', async () => {
      // old: in two buildings, of no building, and of a building that is no longer there; one a millisecond before the cut-off
      for (let i = 0; i < 6; i++) await auditRow(vlt, shift(CUTOFF, -(i + 1) * DAY));
      await auditRow(vlt, shift(CUTOFF, -1));
      await auditRow(sln, shift(CUTOFF, -3 * DAY), 'parking.gate.pass');
      await auditRow(null, shift(CUTOFF, -5 * DAY), 'user.register');
      await auditRow(null, shift(CUTOFF, -6 * DAY), 'admin.user.create');
      await auditRow(987_654, shift(CUTOFF, -7 * DAY));
      // from the cut-off on: kept, the one exactly at it too
      const kept = [await auditRow(vlt, CUTOFF), await auditRow(null, shift(CUTOFF, 1)), await auditRow(sln, shift(CUTOFF, DAY))];
      expect(await rows('<')).toHaveLength(11);
      const newer = await rows('>=');
      expect(newer.map((r) => r.id)).toEqual(expect.arrayContaining(kept));

      const headers = await t.as(USERS.globalAdmin);
      const during: number[] = [];
      const r = await watch(() =>
        sweepAudit(t.app.db, NOW, 90, {
          batch: 3,
          pause: async () => {
            // the building's log answers between two batches, with its newer rows
            const res = await t.app.inject({ url: `/v1/buildings/${vlt}/audit?limit=100&to=${CUTOFF}`, headers });
            expect(res.statusCode).toBe(200);
            during.push((res.json() as { entries: { id: number }[] }).entries.filter((e) => e.id === kept[0]).length);
          },
        }),
      );
      // Vltava 7 (3 + 3 + 1), Slunečnice 1, the gone building 1, no building 2
      expect(r).toEqual({ removed: 11, batches: 6, capped: false, before: CUTOFF });
      expect(deleteSizes('audit_log')).toEqual([3, 3, 1, 1, 1, 2]);
      expect(Math.max(...deleteSizes('audit_log'))).toBeLessThanOrEqual(3);
      expect(during.length).toBeGreaterThan(0);
      expect(during.every((n) => n === 1)).toBe(true);
      expect(await rows('<')).toEqual([]);
      expect(await rows('>=')).toEqual(newer);
      expect(await sweepAudit(t.app.db, NOW, 90, { batch: 3 })).toMatchObject({ removed: 0, batches: 0 });
    });

    it('stops a round at its cap, and the next round carries on', async () => {
      for (let i = 0; i < 7; i++) await auditRow(sln, shift(CUTOFF, -(i + 1) * DAY));
      const first = await watch(() => pruneAudit(t.app.db, CUTOFF, { batch: 3, cap: 4 }));
      expect(first).toEqual({ removed: 4, batches: 2, capped: true });
      expect(deleteSizes('audit_log')).toEqual([3, 1]);
      expect(await rows('<')).toHaveLength(3);
      expect(await pruneAudit(t.app.db, CUTOFF, { batch: 3, cap: 4 })).toEqual({ removed: 3, batches: 1, capped: false });
      expect(await rows('<')).toEqual([]);
    });

    // the next building may come off any index that leads with building_id (the filters' ones too, migrations 021 and 024); the old rows off audit_log_building_at_id
    it('finds old rows by the building’s indexes, with no scan or sort of the table', async () => {
      await auditRow(vlt, shift(CUTOFF, -DAY));
      await auditRow(null, shift(CUTOFF, -DAY));
      await watch(() => pruneAudit(t.app.db, CUTOFF, { batch: 2 }));
      const selects = statements.filter((q) => /^\s*select/i.test(q.sql));
      expect(selects.length).toBeGreaterThanOrEqual(3);
      const plans = await Promise.all(selects.map((q) => planOf(t, q)));
      for (const plan of plans) {
        expect(plan).toMatch(/audit_log_building_(at_id|action_at|outcome_at|target_at)/);
        expect(plan).not.toMatch(/TEMP B-TREE|Sort|Seq Scan on audit_log|SCAN audit_log(?! USING)/);
      }
      expect(plans.some((plan) => /audit_log_building_at_id/.test(plan))).toBe(true);
    });
  });

  describe('audit rows of gate passes and access checks (GATE_EVENT_RETENTION_DAYS)', () => {
    const pass = async (at: string, source: 'device' | 'access_check' = 'device') =>
      (await recordPass({ db: t.app.db, bus: t.app.bus, files: t.app.files }, { buildingId: vlt, plate: 'RET0001', direction: 'forward', at, source })).log.log_id;
    const passRows = (op: '<' | '>=') =>
      t.app.db.selectFrom('audit_log').selectAll().where('action', 'in', ['parking.gate.pass', 'parking.access_check']).where('at', op, CUTOFF).orderBy('id').execute();
    const otherRows = () => t.app.db.selectFrom('audit_log').selectAll().where('action', 'not in', ['parking.gate.pass', 'parking.access_check']).orderBy('id').execute();

    it('deletes the old ones, plate and all, in batches, and nothing else of the log', async () => {
      for (let i = 0; i < 4; i++) await pass(shift(CUTOFF, -(i + 1) * DAY));
      await pass(shift(CUTOFF, -1), 'access_check');
      await pass(CUTOFF);
      await pass(shift(CUTOFF, DAY), 'access_check');
      // an old row of another action, a vehicle's registration naming a plate too: the audit's own retention decides
      await t.app.db
        .insertInto('audit_log')
        .values({ at: shift(CUTOFF, -DAY), user_id: null, device_id: null, action: 'parking.vehicle.create', building_id: vlt, unit_id: null, target: null, outcome: 'success', detail: '{"license_plate":"RET0001"}' })
        .execute();
      const old = await passRows('<');
      expect(old).toHaveLength(5);
      expect(old.every((r) => r.detail?.includes('RET0001'))).toBe(true);
      const newer = await passRows('>=');
      const others = await otherRows();

      const r = await watch(() => sweepGatePassAudit(t.app.db, NOW, 90, { batch: 2 }));
      expect(r).toEqual({ removed: 5, batches: 3, capped: false, before: CUTOFF });
      expect(deleteSizes('audit_log')).toEqual([2, 2, 1]);
      expect(await passRows('<')).toEqual([]);
      expect(await passRows('>=')).toEqual(newer);
      expect(await otherRows()).toEqual(others);

      // found by the partial index audit_log_gate_passes, not by a scan of the whole log
      const select = statements.find((q) => /^\s*select/i.test(q.sql))!;
      const plan = await planOf(t, select);
      expect(plan).toMatch(/audit_log_gate_passes/);
      expect(plan).not.toMatch(/TEMP B-TREE|Sort|Seq Scan on audit_log/);

      // 0 days (GATE_EVENT_RETENTION_DAYS=0): every row stays
      await pass(shift(CUTOFF, -500 * DAY));
      statements = [];
      expect(await watch(() => sweepGatePassAudit(t.app.db, NOW, 0))).toEqual({ removed: 0, batches: 0, capped: false, before: null });
      expect(statements).toEqual([]);
      expect(await passRows('<')).toHaveLength(1);
    });
  });

  describe('read notifications (NOTIFICATION_RETENTION_DAYS)', () => {
    let made = 0;
    const note = async (userId: number, createdAt: string, read: boolean, sourceKey = `retention:${++made}`, source: 'announcement' | 'fire_alarm' = 'announcement') => {
      await storeNotifications(
        t.app.db,
        [
          {
            userId,
            buildingId: vlt,
            source,
            sourceKey,
            type: 'general',
            importance: 'normal',
            titleKey: 'server.notifications.announcement.title',
            bodyKey: 'server.notifications.text',
            params: { text: 'Zkouška' },
            link: '/',
          },
        ],
        createdAt,
      );
      const row = await t.app.db.selectFrom('notifications').select('id').where('user_id', '=', userId).where('source_key', '=', sourceKey).executeTakeFirstOrThrow();
      if (read) await t.app.db.updateTable('notifications').set({ read_at: shift(createdAt, 3600_000), mail_pending: 0 }).where('id', '=', row.id).execute();
      return row.id;
    };
    const allRows = () => t.app.db.selectFrom('notifications').selectAll().orderBy('id').execute();

    afterEach(async () => {
      await pruneNotifications(t.app.db, CUTOFF);
    });

    it('deletes the read ones made before the cut-off, in batches; unread and newer ones stay', async () => {
      const owner = ids.user[USERS.owner];
      const tenant = ids.user[USERS.tenant];
      const oldRead: number[] = [];
      for (let i = 0; i < 5; i++) oldRead.push(await note(i % 2 ? owner : tenant, shift(CUTOFF, -(i + 1) * DAY), true));
      oldRead.push(await note(owner, shift(CUTOFF, -1), true));
      const oldUnread = await note(owner, shift(CUTOFF, -100 * DAY), false);
      const newRead = await note(owner, CUTOFF, true);
      const newUnread = await note(tenant, shift(CUTOFF, DAY), false);
      const before = await allRows();

      const r = await watch(() => sweepNotifications(t.app.db, NOW, 90, { batch: 4 }));
      expect(r).toEqual({ removed: 6, batches: 2, capped: false, kept: 0, before: CUTOFF });
      expect(deleteSizes('notifications')).toEqual([4, 2]);
      const after = await allRows();
      expect(after).toEqual(before.filter((n) => !oldRead.includes(n.id)));
      expect(after.map((n) => n.id)).toEqual(expect.arrayContaining([oldUnread, newRead, newUnread]));

      // by the partial index of the read ones, no scan or sort
      const select = statements.find((q) => /^\s*select/i.test(q.sql) && /"notifications"/.test(q.sql))!;
      const plan = await planOf(t, select);
      expect(plan).toMatch(/notifications_read_created/);
      expect(plan).not.toMatch(/TEMP B-TREE|Sort|Seq Scan on notifications/);

      // 0 days: nothing is read or deleted
      statements = [];
      expect(await watch(() => sweepNotifications(t.app.db, NOW, 0))).toMatchObject({ removed: 0, batches: 0, before: null });
      expect(statements).toEqual([]);
    });

    it('keeps a fire alarm notification while its alarm lasts, so the alarm sent again does not notify twice', async () => {
      const owner = ids.user[USERS.owner];
      const [going, over] = await t.app.db.selectFrom('fire_zones').select(['id', 'status', 'alarm_since']).orderBy('id').limit(2).execute();
      const since = shift(CUTOFF, -200 * DAY);
      await t.app.db.updateTable('fire_zones').set({ status: 1, alarm_since: since }).where('id', '=', going.id).execute();
      try {
        const lasting = await note(owner, shift(since, 60_000), true, `fire:${going.id}:${since}`, 'fire_alarm');
        // another zone's alarm of back then is over (its alarm_since is another): that notification goes
        const ended = await note(owner, shift(since, 60_000), true, `fire:${over.id}:${since}`, 'fire_alarm');
        const plain = await note(owner, shift(since, 60_000), true);

        // batches of one: the kept row does not stop the sweep, the next batch starts past it
        const r = await watch(() => pruneNotifications(t.app.db, CUTOFF, { batch: 1 }));
        expect(r).toMatchObject({ removed: 2, kept: 1, capped: false });
        expect(deleteSizes('notifications')).toEqual([1, 1]);
        const left = (await allRows()).map((n) => n.id);
        expect(left).toContain(lasting);
        expect(left).not.toContain(ended);
        expect(left).not.toContain(plain);
        // the alarm's state sent again finds its notification there: nothing new is made
        expect(await storeNotifications(t.app.db, [{ userId: owner, buildingId: vlt, source: 'fire_alarm', sourceKey: `fire:${going.id}:${since}`, type: 'warning', importance: 'high', titleKey: 't', bodyKey: 'b', params: {}, link: null }])).toEqual([]);

        // once the alarm is cleared its notification goes at the next round
        await t.app.db.updateTable('fire_zones').set({ status: 0, alarm_since: null }).where('id', '=', going.id).execute();
        expect(await pruneNotifications(t.app.db, CUTOFF)).toMatchObject({ removed: 1, kept: 0 });
      } finally {
        await t.app.db.updateTable('fire_zones').set({ status: going.status, alarm_since: going.alarm_since }).where('id', '=', going.id).execute();
      }
    });
  });

  describe('finished reception entries (RECEPTION_RETENTION_DAYS)', () => {
    let keyNo = 0;
    const unitOf = async (buildingId: number) => (await t.app.db.selectFrom('units').select('id').where('building_id', '=', buildingId).orderBy('id').executeTakeFirstOrThrow()).id;
    const common = (at: string) => ({ notified: 0, recorded_by: null, closed_by: null, created_at: at });
    const visitor = async (buildingId: number, arrived: string, left: string | null) =>
      (
        await t.app.db
          .insertInto('reception_visitors')
          .values({ ...common(arrived), building_id: buildingId, unit_id: await unitOf(buildingId), name: 'Jan Host', purpose: null, arrived_at: arrived, left_at: left, search_text: 'jan host' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const mail = async (buildingId: number, received: string, collected: string | null) =>
      (
        await t.app.db
          .insertInto('reception_mail')
          .values({ ...common(received), building_id: buildingId, unit_id: await unitOf(buildingId), type: 'package', sender: 'PPL', note: null, received_at: received, collected_at: collected, collected_by: collected ? 'Eva' : null, search_text: 'ppl' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const key = async (buildingId: number, borrowed: string, returned: string | null) =>
      (
        await t.app.db
          .insertInto('reception_key_loans')
          .values({ ...common(borrowed), building_id: buildingId, unit_id: null, key_label: `K${++keyNo}`, key_norm: `k${keyNo}`, borrower: 'Technik', purpose: null, borrowed_at: borrowed, returned_at: returned, search_text: 'technik' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const snapshot = async () => ({
      visitors: await t.app.db.selectFrom('reception_visitors').selectAll().orderBy('id').execute(),
      mail: await t.app.db.selectFrom('reception_mail').selectAll().orderBy('id').execute(),
      keys: await t.app.db.selectFrom('reception_key_loans').selectAll().orderBy('id').execute(),
    });
    const without = <T extends { id: number }>(rows: T[], gone: number[]) => rows.filter((r) => !gone.includes(r.id));

    it('deletes the entries finished before the cut-off, by their finishing time, in batches; open and newer ones stay', async () => {
      const old = (n: number) => shift(CUTOFF, -n * DAY);
      // finished before the cut-off: gone
      const goneVisitors = [await visitor(vlt, old(10), old(9)), await visitor(vlt, old(8), old(8)), await visitor(vlt, old(7), shift(CUTOFF, -1)), await visitor(sln, old(30), old(29))];
      const goneMail = [await mail(vlt, old(20), old(2)), await mail(sln, old(20), old(19))];
      const goneKeys = [await key(vlt, old(40), old(39))];
      // kept: opened long ago but still open, finished after (or at) the cut-off, newer
      const keptVisitors = [await visitor(vlt, old(300), null), await visitor(vlt, old(5), CUTOFF), await visitor(vlt, shift(CUTOFF, DAY), shift(CUTOFF, 2 * DAY))];
      const keptMail = [await mail(vlt, old(100), shift(CUTOFF, DAY)), await mail(sln, old(365), null)];
      const keptKeys = [await key(vlt, old(500), null)];
      const before = await snapshot();

      const headers = await t.as(USERS.globalAdmin);
      let answered = 0;
      const r = await watch(() =>
        sweepReception(t.app.db, NOW, 90, {
          batch: 2,
          pause: async () => {
            // the desk's list answers between two batches
            const res = await t.app.inject({ url: `/v1/buildings/${vlt}/reception/visitors`, headers });
            expect(res.statusCode, res.body).toBe(200);
            answered++;
          },
        }),
      );
      // visitors: Vltava 3 (2 + 1), Slunečnice 1; mail: 1 + 1; keys 1
      expect(r).toEqual({ removed: 7, batches: 6, capped: false, before: CUTOFF });
      expect(deleteSizes('reception_visitors')).toEqual([2, 1, 1]);
      expect(deleteSizes('reception_mail')).toEqual([1, 1]);
      expect(deleteSizes('reception_key_loans')).toEqual([1]);
      expect(answered).toBeGreaterThan(0);
      const after = await snapshot();
      expect(after.visitors).toEqual(without(before.visitors, goneVisitors));
      expect(after.mail).toEqual(without(before.mail, goneMail));
      expect(after.keys).toEqual(without(before.keys, goneKeys));
      for (const id of keptVisitors) expect(after.visitors.map((v) => v.id)).toContain(id);
      for (const id of keptMail) expect(after.mail.map((v) => v.id)).toContain(id);
      for (const id of keptKeys) expect(after.keys.map((v) => v.id)).toContain(id);

      // found by each register's list index (building_id, opened, id), no scan or sort
      for (const table of ['reception_visitors', 'reception_mail', 'reception_key_loans']) {
        const select = statements.find((q) => /^\s*select/i.test(q.sql) && q.sql.includes(`"${table}"`))!;
        const plan = await planOf(t, select);
        expect(plan).toMatch(new RegExp(`${table}_building`));
        expect(plan).not.toMatch(new RegExp(`TEMP B-TREE|Sort|Seq Scan on ${table}`));
      }

      // 0 days keeps everything; a second round finds nothing
      expect(await sweepReception(t.app.db, NOW, 0)).toEqual({ removed: 0, batches: 0, capped: false, before: null });
      expect(await pruneReception(t.app.db, CUTOFF)).toMatchObject({ removed: 0, batches: 0 });
      expect(await snapshot()).toEqual(after);
    });

    it('stops a round at its cap, and the next round carries on', async () => {
      for (let i = 0; i < 3; i++) await visitor(sln, shift(CUTOFF, -(i + 2) * DAY), shift(CUTOFF, -(i + 1) * DAY));
      await key(sln, shift(CUTOFF, -9 * DAY), shift(CUTOFF, -8 * DAY));
      expect(await pruneReception(t.app.db, CUTOFF, { batch: 2, cap: 3 })).toEqual({ removed: 3, batches: 2, capped: true });
      expect(await pruneReception(t.app.db, CUTOFF, { batch: 2, cap: 3 })).toEqual({ removed: 1, batches: 1, capped: false });
    });
  });
});

/**
 * The worker's hourly round (plugins/retention.ts) runs every kind with the configured days: its first
 * round, a minute after start, is brought forward with a faked setTimeout (nothing else is faked).
 */
describeEngines('the retention round', (engine) => {
  it('sweeps audit rows, gate pass audit rows, read notifications, finished reception entries and outbox messages past their days', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let t: TestApp | undefined;
    try {
      t = await createTestApp(engine, { auditRetentionDays: 20, gateEventRetentionDays: 10, notificationRetentionDays: 10, receptionRetentionDays: 10, mailOutboxRetentionDays: 10 });
      const db = t.app.db;
      const { building, user } = await demoIds(t.app);
      const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
      const audit = (at: string, action: string) =>
        db
          .insertInto('audit_log')
          .values({ at, user_id: null, device_id: null, action, building_id: building.VLT, unit_id: null, target: null, outcome: 'success', detail: null })
          .returning('id')
          .executeTakeFirstOrThrow();
      const oldAudit = await audit(ago(30), 'announcement.update');
      const keptAudit = await audit(ago(15), 'announcement.update');
      const oldPass = await audit(ago(15), 'parking.gate.pass');
      const note = async (key: string, created: string) => {
        await storeNotifications(db, [{ userId: user[USERS.owner], buildingId: null, source: 'announcement', sourceKey: key, type: 'general', importance: 'low', titleKey: 't', bodyKey: 'b', params: {}, link: null }], created);
        return (await db.updateTable('notifications').set({ read_at: created }).where('source_key', '=', key).returning('id').executeTakeFirstOrThrow()).id;
      };
      const oldNote = await note('round:old', ago(11));
      const keptNote = await note('round:new', ago(9));
      const unit = (await db.selectFrom('units').select('id').where('building_id', '=', building.VLT).orderBy('id').executeTakeFirstOrThrow()).id;
      const visitor = await db
        .insertInto('reception_visitors')
        .values({ building_id: building.VLT, unit_id: unit, name: 'Round', purpose: null, arrived_at: ago(12), left_at: ago(11), notified: 0, search_text: 'round', recorded_by: null, closed_by: null, created_at: ago(12) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const outbox = outboxDir(t.config.dataDir);
      fs.mkdirSync(outbox, { recursive: true });
      const message = path.join(outbox, 'old-round@example.cz.eml');
      fs.writeFileSync(message, 'x');
      fs.utimesSync(message, new Date(ago(11)), new Date(ago(11)));

      await vi.advanceTimersByTimeAsync(60_000);
      vi.useRealTimers();
      const gone = async () =>
        !(await db.selectFrom('audit_log').select('id').where('id', 'in', [oldAudit.id, oldPass.id]).executeTakeFirst()) &&
        !(await db.selectFrom('notifications').select('id').where('id', '=', oldNote).executeTakeFirst()) &&
        !(await db.selectFrom('reception_visitors').select('id').where('id', '=', visitor.id).executeTakeFirst()) &&
        !fs.existsSync(message);
      for (let i = 0; i < 200 && !(await gone()); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await gone()).toBe(true);
      expect(await db.selectFrom('audit_log').select('id').where('id', '=', keptAudit.id).executeTakeFirst()).toBeDefined();
      expect(await db.selectFrom('notifications').select('id').where('id', '=', keptNote).executeTakeFirst()).toBeDefined();
    } finally {
      vi.useRealTimers();
      await t?.close();
    }
  });
});

describe('outbox messages (MAIL_OUTBOX_RETENTION_DAYS)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-outbox-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** a file in the folder, last written at `at` */
  const file = (name: string, at: string) => {
    const p = path.join(dir, name);
    fs.writeFileSync(p, 'x');
    fs.utimesSync(p, new Date(at), new Date(at));
    return name;
  };
  const left = () => fs.readdirSync(dir).sort();

  it('deletes the messages written before the cut-off, in batches of files; newer and foreign files stay', async () => {
    const old = [
      file('2000-12-01T10-00-00-000Z-jana@example.cz.eml', shift(CUTOFF, -30 * DAY)),
      file('2000-12-01T10-00-00-000Z-jana@example.cz-1.eml', shift(CUTOFF, -30 * DAY)),
      file('2000-12-20T10-00-00-000Z-petr@example.cz.eml', shift(CUTOFF, -11 * DAY)),
      file('2000-12-30T23-59-59-999Z-eva@example.cz.eml', shift(CUTOFF, -1)),
      // what a crash mid-write left
      file('.2000-12-01T10-00-00-000Z-jana@example.cz.123.abc.tmp', shift(CUTOFF, -30 * DAY)),
    ];
    const kept = [
      file('2000-12-31T00-00-00-000Z-jana@example.cz.eml', CUTOFF),
      file('2001-03-30T10-00-00-000Z-jana@example.cz.eml', shift(CUTOFF, 89 * DAY)),
      // not the outbox's own: never touched, however old
      file('README.txt', shift(CUTOFF, -300 * DAY)),
    ];
    fs.mkdirSync(path.join(dir, 'archive.eml'));
    const pauses: number[] = [];
    const r = await sweepMailOutbox(dir, NOW, 90, { batch: 2, pause: async () => void pauses.push(left().length) });
    expect(r).toEqual({ removed: 5, batches: 3, capped: false, before: CUTOFF });
    // a pause after each full batch of two
    expect(pauses).toEqual([9 - 2, 9 - 4]);
    expect(left()).toEqual([...kept, 'archive.eml'].sort());
    for (const name of old) expect(fs.existsSync(path.join(dir, name))).toBe(false);
  });

  it('stops a round at its cap, keeps everything at 0 days, and finds nothing to do without a folder', async () => {
    for (let i = 0; i < 5; i++) file(`2000-01-0${i + 1}T00-00-00-000Z-a@example.cz.eml`, shift(CUTOFF, -(i + 10) * DAY));
    expect(await sweepMailOutbox(dir, NOW, 0)).toEqual({ removed: 0, batches: 0, capped: false, before: null });
    expect(left()).toHaveLength(5);
    expect(await pruneMailOutbox(dir, Date.parse(CUTOFF), { batch: 2, cap: 3 })).toEqual({ removed: 3, batches: 2, capped: true });
    expect(left()).toHaveLength(2);
    expect(await pruneMailOutbox(dir, Date.parse(CUTOFF), { batch: 2, cap: 3 })).toEqual({ removed: 2, batches: 1, capped: false });
    expect(left()).toEqual([]);
    expect(await pruneMailOutbox(path.join(dir, 'missing'), Date.parse(CUTOFF))).toEqual({ removed: 0, batches: 0, capped: false });
  });
});

