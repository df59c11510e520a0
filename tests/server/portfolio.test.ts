import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_QUERY, PortfolioSnapshot, type PortfolioBuilding } from '../../contract/portfolio';
import { isFinished, isOverdue, type IssueStatus } from '../../contract/rules/issues';
import { loadAccessProfile } from '../../server/access/load';
import { portfolioSummary } from '../../server/domain/portfolio/summary';
import { addDoors, addGatePasses, addSensors } from './board-fixtures';
import { planOf } from './plan-text';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

/**
 * The portfolio board's summary (issue 29 §1; server/domain/portfolio/summary.ts) on both engines:
 * who gets which buildings, every column against data written here and counted independently, the
 * hour of gate refusals ending at the `now` given, and a statement count that does not grow with the
 * number of buildings.
 */
describeEngines('portfolio summary', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let seen: CompiledQuery[] | null = null;

  const portfolio = async (email: string | null) =>
    t.app.inject({ method: 'POST', url: '/v1/graphql', payload: { query: PORTFOLIO_QUERY }, headers: await t.as(email) });
  const rows = async (email: string) => {
    const res = await portfolio(email);
    expect(res.statusCode, res.body).toBe(200);
    return PortfolioSnapshot.parse(res.json().data).portfolio;
  };
  const profileOf = async (email: string) => {
    const user = await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return (await loadAccessProfile(t.app.db, user.id))!;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {}, (q) => seen?.push(q));
    ids = await demoIds(t.app);
  });
  afterAll(() => t?.close());

  describe('who gets which buildings', () => {
    it('answers an anonymous caller 401', async () => {
      expect((await portfolio(null)).statusCode).toBe(401);
    });

    it.each([USERS.owner, USERS.tenant, USERS.otherBuilding])('gives resident %s nothing', async (email) => {
      const p = await rows(email);
      expect(p.buildings).toEqual([]);
      expect(p.alarms).toEqual([]);
    });

    it('gives the building admin their building and the manager theirs, never another', async () => {
      expect((await rows(USERS.buildingAdmin)).buildings.map((b) => b.id)).toEqual([ids.building.VLT]);
      expect((await rows(USERS.manager)).buildings.map((b) => b.id).sort()).toEqual([ids.building.VLT, ids.building.SLN].sort());
    });

    it('gives a global admin every building, with the right to acknowledge', async () => {
      const all = await rows(USERS.globalAdmin);
      const n = await t.app.db.selectFrom('buildings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(all.buildings).toHaveLength(Number(n.n));
      expect(all.buildings.every((b) => b.can_acknowledge)).toBe(true);
    });
  });

  describe('the columns', () => {
    const now = '2026-11-28T10:00:00.000Z';
    const at = (msBefore: number) => new Date(Date.parse(now) - msBefore).toISOString();
    const of = (list: PortfolioBuilding[], id: number) => list.find((b) => b.id === id)!;

    it('counts alarms, sensors out of band, open doors, the hour’s refusals, issues and visitors per building', async () => {
      const manager = await profileOf(USERS.manager);
      const before = await portfolioSummary(t.app.db, manager, now);
      const VLT = ids.building.VLT;
      const SLN = ids.building.SLN;

      // Vltava: a zone in alarm, unacknowledged; a red and a green sensor; an open door; refusals
      const zone = await t.app.db.selectFrom('fire_zones').select('id').where('building_id', '=', VLT).orderBy('id').executeTakeFirstOrThrow();
      await t.app.db.updateTable('fire_zones').set({ status: 3, alarm_since: at(60_000), acknowledged_at: null }).where('id', '=', zone.id).execute();
      await addSensors(t.app.db, VLT, [
        { type: 'temperature', value: 41 },
        { type: 'temperature', value: 21 },
        { type: 'co', co_level: 150 },
      ]);
      const [door] = await addDoors(t.app.db, VLT, 2);
      await t.app.db.updateTable('devices').set({ state: JSON.stringify({ open: true, changed_at: at(1000), last_event: null }) }).where('id', '=', door).execute();
      // three refused within the hour, two older than it, and a granted pass within it
      await addGatePasses(t.app.db, VLT, 3, 10 * 60_000, Date.parse(now));
      await addGatePasses(t.app.db, VLT, 2, 61 * 60_000, Date.parse(now));
      const [granted] = await addGatePasses(t.app.db, VLT, 1, 5 * 60_000, Date.parse(now));
      await t.app.db.updateTable('gate_events').set({ was_granted: 1 }).where('id', '=', granted).execute();
      // a pass after `now` is not in the hour before it
      await addGatePasses(t.app.db, SLN, 1, -60_000, Date.parse(now));

      const after = await portfolioSummary(t.app.db, manager, now);
      const [a, b] = [of(after.buildings, VLT), of(before.buildings, VLT)];
      expect(a.fire_zones - b.fire_zones).toBe(1);
      expect(a.fire_unacknowledged - b.fire_unacknowledged).toBe(1);
      expect(a.sensors_out - b.sensors_out).toBe(2);
      expect(a.doors_open - b.doors_open).toBe(1);
      expect(a.gate_refusals_hour - b.gate_refusals_hour).toBe(3);
      expect(of(after.buildings, SLN).gate_refusals_hour).toBe(of(before.buildings, SLN).gate_refusals_hour);
      expect(after.alarms.filter((z) => z.id === zone.id)).toEqual([expect.objectContaining({ building_id: VLT, status: 3, acknowledged_at: null })]);
      expect(after.as_of).toBe(now);

      // issues and visitors counted here independently, per building
      for (const id of [VLT, SLN]) {
        const issues = await t.app.db.selectFrom('issues').select(['status', 'due_at']).where('building_id', '=', id).execute();
        const open = issues.filter((i) => !isFinished(i.status as IssueStatus));
        const visitors = await t.app.db.selectFrom('reception_visitors').select('id').where('building_id', '=', id).where('left_at', 'is', null).execute();
        const row = of(after.buildings, id);
        expect(row.issues_open).toBe(open.length);
        expect(row.issues_overdue).toBe(issues.filter((i) => isOverdue({ status: i.status as IssueStatus, due_at: i.due_at }, now)).length);
        expect(row.people_in).toBe(visitors.length);
      }
      await t.app.db.updateTable('fire_zones').set({ status: 0, alarm_since: null }).where('id', '=', zone.id).execute();
    });

    it('counts a door open when its contact sensor reads open though its lock says closed, as the board does', async () => {
      const manager = await profileOf(USERS.manager);
      const VLT = ids.building.VLT;
      const before = of((await portfolioSummary(t.app.db, manager, now)).buildings, VLT).doors_open;
      const [leafOpen, leafClosed, twice] = await addDoors(t.app.db, VLT, 3);
      const nameOf = async (id: number) => (await t.app.db.selectFrom('devices').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
      await addSensors(t.app.db, VLT, [
        // paired by name, the board's rule (contract/rules/door-contacts.ts)
        { type: 'door', name: `Kontakt – ${await nameOf(leafOpen)}`, state: 'open' },
        { type: 'door', name: `Kontakt – ${await nameOf(leafClosed)}`, state: 'closed' },
        // two contacts naming one door pair with neither: no guess
        { type: 'door', name: `Kontakt A – ${await nameOf(twice)}`, state: 'open' },
        { type: 'door', name: `Kontakt B – ${await nameOf(twice)}`, state: 'open' },
      ]);
      expect(of((await portfolioSummary(t.app.db, manager, now)).buildings, VLT).doors_open - before).toBe(1);
      await t.app.db.deleteFrom('devices').where('name', 'like', 'Kontakt %').execute();
      await t.app.db.deleteFrom('devices').where('id', 'in', [leafOpen, leafClosed, twice]).execute();
    });

    it('says an acknowledged alarm is no longer waiting', async () => {
      const admin = await profileOf(USERS.globalAdmin);
      const zone = await t.app.db.selectFrom('fire_zones').select('id').where('building_id', '=', ids.building.LIP).orderBy('id').executeTakeFirstOrThrow();
      await t.app.db.updateTable('fire_zones').set({ status: 1, alarm_since: at(5000), acknowledged_at: at(1000) }).where('id', '=', zone.id).execute();
      const row = of((await portfolioSummary(t.app.db, admin, now)).buildings, ids.building.LIP);
      expect(row.fire_zones).toBeGreaterThanOrEqual(1);
      expect(row.fire_unacknowledged).toBe(row.fire_zones - 1);
      await t.app.db.updateTable('fire_zones').set({ status: 0, alarm_since: null, acknowledged_at: null }).where('id', '=', zone.id).execute();
    });
  });

  describe('cost', () => {
    /** The reads of one portfolio request (after a first one: one-time work is not counted), the shorter of two. */
    async function reads(): Promise<CompiledQuery[]> {
      await rows(USERS.globalAdmin);
      const runs: CompiledQuery[][] = [];
      for (let i = 0; i < 2; i++) {
        seen = [];
        try {
          await rows(USERS.globalAdmin);
          runs.push(seen.filter((q) => /^\s*(select|with)\b/i.test(q.sql)));
        } finally {
          seen = null;
        }
      }
      return runs[0].length <= runs[1].length ? runs[0] : runs[1];
    }

    it('runs as many statements for 25 buildings as for 3', async () => {
      const few = await reads();
      const ts = new Date().toISOString();
      const added = await t.app.db
        .insertInto('buildings')
        .values(Array.from({ length: 22 }, (_, i) => ({ name: `Portfolio ${i}`, code: `PF${i}`, address: `Ulice ${i}`, image_path: null, created_at: ts })))
        .returning('id')
        .execute();
      for (const { id } of added.slice(0, 5)) {
        await addSensors(t.app.db, id, [{ type: 'temperature', value: 40 }]);
        await addDoors(t.app.db, id, 1);
        await addGatePasses(t.app.db, id, 2);
      }
      const many = await reads();
      expect(few.length).toBeGreaterThan(0);
      expect(many.length, many.map((q) => q.sql).join('\n')).toBe(few.length);
      expect((await rows(USERS.globalAdmin)).buildings.length).toBeGreaterThanOrEqual(25);
    });

    it('reads each source by the index that starts with the building', async () => {
      const statements = await reads();
      const plans = await Promise.all(statements.map(async (q) => ({ sql: q.sql, plan: await planOf(t, q) })));
      const planOfTable = (table: string) => plans.find((p) => new RegExp(`from "${table}"`).test(p.sql))?.plan ?? '';
      expect(planOfTable('gate_events')).toMatch(/gate_events_building_time/);
      expect(planOfTable('issues')).toMatch(/issues_open_building/);
      expect(planOfTable('devices')).toMatch(/devices_building_kind/);
      expect(planOfTable('reception_visitors')).toMatch(/reception_visitors_open/);
    });
  });
});
