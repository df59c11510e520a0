import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEngines } from './harness';
import type { IssueStatus } from '../../contract/rules/issues';
import { detailAs, ISSUE_CALLERS, issueFixture, RESOLVERS, type IssueCaller, type IssueFixture } from './issue-fixtures';
import { listAssignees } from '../../server/domain/issues/assignees';
import { nowIso } from '../../server/lib/time';

/**
 * A status read just before someone else's change commits: while set, requireIssue answers the
 * issue with this status instead of the stored one, so the guarded update meets a changed row.
 */
const stale = vi.hoisted(() => ({ status: null as null | string }));
vi.mock('../../server/domain/issues/access', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/domain/issues/access')>();
  return {
    ...actual,
    requireIssue: async (...args: Parameters<typeof actual.requireIssue>) => {
      const row = await actual.requireIssue(...args);
      return stale.status ? { ...row, status: stale.status as typeof row.status } : row;
    },
  };
});

/**
 * Spec 001 §4 "states and transitions", copied here by hand: the API is checked against the spec's
 * table, not against contract/rules/issues.ts, the code under test (a wrong entry there would
 * otherwise be "expected" here too). Statuses are the spec's, in its order.
 */
const SPEC_STATUSES = ['new', 'in_progress', 'waiting', 'resolved', 'closed', 'wont_fix'] as const satisfies readonly IssueStatus[];
const SPEC_TRANSITIONS: Record<IssueStatus, readonly IssueStatus[]> = {
  new: ['in_progress', 'waiting', 'wont_fix'],
  in_progress: ['waiting', 'resolved'],
  waiting: ['in_progress', 'resolved', 'wont_fix'],
  resolved: ['closed', 'in_progress'],
  closed: ['in_progress'],
  wont_fix: ['in_progress'],
};
/** spec 001 §4: "A non-blank reason is required when moving to waiting, closed or wont_fix." */
const SPEC_REASON_REQUIRED: readonly IssueStatus[] = ['waiting', 'closed', 'wont_fix'];

/** Status changes along spec 001 §4 and assignment: who may, the whole table, reasons, history, audit, live. */
describeEngines('issue workflow', (engine) => {
  let f: IssueFixture;
  beforeAll(async () => {
    f = await issueFixture(engine);
  });
  afterAll(async () => f?.close());

  const historyOf = (id: number) => f.t.app.db.selectFrom('issue_history').selectAll().where('issue_id', '=', id).orderBy('id').execute();
  const auditOf = (id: number, action: string) =>
    f.t.app.db.selectFrom('audit_log').selectAll().where('target', '=', `issue:${id}`).where('action', '=', action).execute();

  describe('the whole transition table', () => {
    for (const from of SPEC_STATUSES) {
      for (const to of SPEC_STATUSES) {
        const allowed = SPEC_TRANSITIONS[from].includes(to);
        it(`${from} → ${to}: ${allowed ? 'applied with its history' : '409, unchanged'}`, async () => {
          const id = await f.insertIssue({ status: from });
          const res = await f.call('manager', 'POST', f.url(id, '/status'), { status: to, reason: 'Důvod změny' }, 'en');
          if (allowed) {
            expect(res.statusCode, res.body).toBe(200);
            const issue = res.json().data.issue;
            expect(issue.status).toBe(to);
            expect(issue.history.at(-1)).toMatchObject({ kind: 'status', from_status: from, to_status: to, reason: 'Důvod změny', user_name: expect.any(String) });
            expect(await f.status(id)).toBe(to);
            const rows = await historyOf(id);
            expect(rows.at(-1)).toMatchObject({ kind: 'status', from_status: from, to_status: to, reason: 'Důvod změny', user_id: f.user.manager });
            expect(await auditOf(id, 'issue.status')).toHaveLength(1);
            expect(f.events.some((e) => e.event.type === 'issue.updated' && (e.event.data as { id: number }).id === id)).toBe(true);
          } else {
            expect(res.statusCode, res.body).toBe(409);
            expect(res.json().message).toContain('cannot change');
            expect(await f.status(id)).toBe(from);
            expect(await historyOf(id)).toHaveLength(1);
            expect(await auditOf(id, 'issue.status')).toHaveLength(0);
          }
        });
      }
    }
  });

  it('names both statuses in the refusal, in each language', async () => {
    const id = await f.insertIssue({ status: 'new' });
    const cs = await f.call('manager', 'POST', f.url(id, '/status'), { status: 'closed', reason: 'x' }, 'cs');
    expect(cs.json().message).toBe('Stav závady nelze změnit z „Nová“ na „Uzavřená“');
    const en = await f.call('manager', 'POST', f.url(id, '/status'), { status: 'closed', reason: 'x' }, 'en');
    expect(en.json().message).toBe('The issue\'s status cannot change from “New” to “Closed”');
  });

  describe('reasons', () => {
    const paths: [IssueStatus, IssueStatus][] = [
      ['new', 'waiting'],
      ['resolved', 'closed'],
      ['new', 'wont_fix'],
      ['new', 'in_progress'],
      ['in_progress', 'resolved'],
    ];
    for (const [from, to] of paths) {
      const needsReason = SPEC_REASON_REQUIRED.includes(to);
      it(`${from} → ${to}: a blank reason is ${needsReason ? 'refused (400)' : 'fine'}`, async () => {
        for (const reason of [undefined, null, '', '   ']) {
          const id = await f.insertIssue({ status: from });
          const res = await f.call('buildingAdmin', 'POST', f.url(id, '/status'), reason === undefined ? { status: to } : { status: to, reason }, 'en');
          if (needsReason) {
            expect(res.statusCode, res.body).toBe(400);
            expect(res.json().message).toMatch(/Give a reason/);
            expect(await f.status(id)).toBe(from);
            expect(await historyOf(id)).toHaveLength(1);
          } else {
            expect(res.statusCode, res.body).toBe(200);
            expect((await historyOf(id)).at(-1)).toMatchObject({ to_status: to, reason: null });
          }
        }
      });
    }
  });

  describe('who may change the status', () => {
    const expected: Record<IssueCaller, number> = {
      anonymous: 401,
      otherBuilding: 404,
      resolverElsewhere: 404,
      owner: 403,
      unitTenant: 403,
      otherTenant: 403,
      technician: 200,
      buildingAdmin: 200,
      manager: 200,
      globalAdmin: 200,
    };
    for (const kind of ISSUE_CALLERS) {
      it(`${kind}: ${expected[kind]} on a building issue`, async () => {
        const id = await f.insertIssue({ status: 'new' });
        const res = await f.call(kind, 'POST', f.url(id, '/status'), { status: 'in_progress' });
        expect(res.statusCode, res.body).toBe(expected[kind]);
        expect(await f.status(id)).toBe(expected[kind] === 200 ? 'in_progress' : 'new');
      });
    }
    it('a resident who does not see a unit issue gets 404, its reporter 403', async () => {
      const id = await f.insertIssue({ location_type: 'unit', unit_id: f.unit.a101, created_by: f.user.unitTenant });
      expect((await f.call('otherTenant', 'POST', f.url(id, '/status'), { status: 'in_progress' })).statusCode).toBe(404);
      expect((await f.call('unitTenant', 'POST', f.url(id, '/status'), { status: 'in_progress' })).statusCode).toBe(403);
      expect((await f.call('owner', 'POST', f.url(id, '/status'), { status: 'in_progress' })).statusCode).toBe(403);
      expect(await f.status(id)).toBe('new');
    });
    it('the assignee changes it; another building\'s issue is 404 through this building', async () => {
      const id = await f.insertIssue({ assigned_to: f.user.technician });
      expect((await f.call('technician', 'POST', f.url(id, '/status'), { status: 'in_progress' })).statusCode).toBe(200);
      const foreign = await f.insertIssue({ building: f.sln });
      expect((await f.call('manager', 'POST', f.url(foreign, '/status'), { status: 'in_progress' })).statusCode).toBe(404);
      expect((await f.call('globalAdmin', 'POST', f.url(foreign, '/status'), { status: 'in_progress' })).statusCode).toBe(404);
      expect(await f.status(foreign)).toBe('new');
    });
  });

  it('of two different changes at once, one wins and the other is refused (409)', async () => {
    for (let round = 0; round < 5; round++) {
      // from waiting both are allowed, and neither is allowed after the other
      const id = await f.insertIssue({ status: 'waiting' });
      const [a, b] = await Promise.all([
        f.call('manager', 'POST', f.url(id, '/status'), { status: 'resolved' }),
        f.call('buildingAdmin', 'POST', f.url(id, '/status'), { status: 'wont_fix', reason: 'Duplicitní' }),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes, `${a.body} ${b.body}`).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? 'resolved' : 'wont_fix';
      expect(await f.status(id)).toBe(winner);
      const rows = await historyOf(id);
      expect(rows.filter((r) => r.kind === 'status')).toHaveLength(1);
    }
  });

  it('a change from a status read before another change committed is refused (409), never applied over it', async () => {
    const id = await f.insertIssue({ status: 'in_progress' });
    stale.status = 'new';
    try {
      const res = await f.call('manager', 'POST', f.url(id, '/status'), { status: 'waiting', reason: 'Čeká' }, 'en');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/changed the issue in the meantime/);
    } finally {
      stale.status = null;
    }
    expect(await f.status(id)).toBe('in_progress');
    expect((await historyOf(id)).filter((r) => r.kind === 'status')).toHaveLength(0);
    expect(await auditOf(id, 'issue.status')).toHaveLength(0);
  });

  describe('assignment', () => {
    it('lists the building\'s resolvers: staff by role and the technician, never residents or another building\'s technician', async () => {
      const list = await listAssignees(f.t.app.db, f.vlt, nowIso());
      const ids = list.map((u) => u.id);
      expect(ids).toEqual(expect.arrayContaining([f.user.technician, f.user.buildingAdmin, f.user.manager]));
      for (const k of ['owner', 'unitTenant', 'otherTenant', 'otherBuilding', 'resolverElsewhere'] as const) expect(ids).not.toContain(f.user[k]);
    });

    const expected: Record<IssueCaller, number> = {
      anonymous: 401,
      otherBuilding: 404,
      resolverElsewhere: 404,
      owner: 403,
      unitTenant: 403,
      otherTenant: 403,
      technician: 200,
      buildingAdmin: 200,
      manager: 200,
      globalAdmin: 200,
    };
    for (const kind of ISSUE_CALLERS) {
      it(`${kind}: ${expected[kind]}`, async () => {
        const id = await f.insertIssue();
        const res = await f.call(kind, 'POST', f.url(id, '/assign'), { assignee_id: f.user.technician });
        expect(res.statusCode, res.body).toBe(expected[kind]);
        const row = await f.t.app.db.selectFrom('issues').select('assigned_to').where('id', '=', id).executeTakeFirstOrThrow();
        expect(row.assigned_to).toBe(expected[kind] === 200 ? f.user.technician : null);
      });
    }

    it('assigns, records history and audit, tells the old and the new assignee, and unassigns with null', async () => {
      const id = await f.insertIssue({ location_type: 'unit', unit_id: f.unit.a101 });
      const first = await f.call('manager', 'POST', f.url(id, '/assign'), { assignee_id: f.user.technician });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.issue).toMatchObject({ assigned_to: f.user.technician, assignee_name: expect.stringContaining('Technik') });
      expect(first.json().data.issue.history.at(-1)).toMatchObject({ kind: 'assigned', assignee_name: expect.stringContaining('Technik') });
      const before = f.events.length;
      const second = await f.call('technician', 'POST', f.url(id, '/assign'), { assignee_id: f.user.manager });
      expect(second.statusCode, second.body).toBe(200);
      const event = f.events.slice(before).find((e) => e.event.type === 'issue.updated');
      expect(event?.audience.users).toEqual(expect.arrayContaining([f.user.technician, f.user.manager]));
      expect(event?.audience.units).toEqual([f.unit.a101]);
      expect(event?.audience.members).toBeUndefined();
      const none = await f.call('manager', 'POST', f.url(id, '/assign'), { assignee_id: null });
      expect(none.json().data.issue).toMatchObject({ assigned_to: null, assignee_name: null });
      const rows = (await historyOf(id)).filter((r) => r.kind === 'assigned');
      expect(rows.map((r) => r.assignee_id)).toEqual([f.user.technician, f.user.manager, null]);
      expect(await auditOf(id, 'issue.assign')).toHaveLength(3);
    });

    it('refuses a resident, another building\'s technician and a missing user as assignee (400), nothing stored', async () => {
      const id = await f.insertIssue();
      for (const who of [f.user.owner, f.user.unitTenant, f.user.otherBuilding, f.user.resolverElsewhere, 999_999]) {
        const res = await f.call('manager', 'POST', f.url(id, '/assign'), { assignee_id: who }, 'en');
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe("An issue can only be assigned to one of this building's issue resolvers");
      }
      expect((await historyOf(id)).filter((r) => r.kind === 'assigned')).toHaveLength(0);
      expect(await auditOf(id, 'issue.assign')).toHaveLength(0);
    });

    it('refuses a bad body (400)', async () => {
      const id = await f.insertIssue();
      for (const body of [{}, { assignee_id: 'x' }, { assignee_id: 0 }]) {
        expect((await f.call('manager', 'POST', f.url(id, '/assign'), body)).statusCode).toBe(400);
      }
    });

    for (const status of ['resolved', 'closed', 'wont_fix'] as const) {
      it(`is closed on a ${status} issue (409) with a clear message`, async () => {
        const id = await f.insertIssue({ status });
        const res = await f.call('manager', 'POST', f.url(id, '/assign'), { assignee_id: f.user.technician }, 'en');
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(/resolved, closed or won't be fixed/);
        expect((await detailAs(f, 'manager', id)).can.assign).toBe(false);
      });
    }

    it('the detail offers the allowed targets to resolvers only', async () => {
      const id = await f.insertIssue({ status: 'waiting' });
      for (const k of RESOLVERS.filter((x) => x !== 'globalAdmin') as ('technician' | 'buildingAdmin' | 'manager')[]) {
        expect((await detailAs(f, k, id)).allowed_statuses).toEqual(['in_progress', 'resolved', 'wont_fix']);
      }
      expect((await detailAs(f, 'owner', id)).allowed_statuses).toEqual([]);
    });
  });
});
