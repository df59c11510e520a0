import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from './harness';
import { ISSUE_KINDS, ISSUE_RESOLVERS, ISSUE_STAFF, issueFixture, type IssueFixture, type IssueKind } from './issues-helpers';

/**
 * Every call of the issues routes × every kind of caller (issue 11 §4; the rule:
 * server/domain/issues/access.ts). Three issues of this suite: one of the building (reported by the
 * tenant of 2.03), one of unit 1.01 (by its owner, assigned to the `assignee`), one of unit 2.03.
 */
describeEngines('issues: who may do what', (engine) => {
  let f: IssueFixture;
  const issue = { building: 0, u101: 0, u203: 0 };
  const TAG = 'Přístupzk';

  beforeAll(async () => {
    f = await issueFixture(engine);
    issue.building = (await f.reported('otherTenant', { title: `${TAG} schodiště`, description: 'Rozbitý schod.' })).id;
    issue.u101 = (await f.reported('owner', { title: `${TAG} radiátor 1.01`, description: 'Teče.', location_type: 'unit', unit_id: f.unit.a101 })).id;
    issue.u203 = (await f.reported('otherTenant', { title: `${TAG} okno 2.03`, description: 'Netěsní.', location_type: 'unit', unit_id: f.unit.a203 })).id;
    // assigned while they held issue:resolve (they no longer do): the assignment alone lets them see it
    await f.t.app.db.updateTable('issues').set({ assigned_to: f.user.assignee }).where('id', '=', issue.u101).execute();
  });
  afterAll(async () => f?.close());

  /** What each kind sees of the three: building issue to every member, a unit issue to its people, everything to resolvers. */
  const SEES: Record<IssueKind, Array<keyof typeof issue> | number> = {
    anonymous: 401,
    otherBuilding: 404,
    owner: ['building', 'u101'],
    unitTenant: ['building', 'u101'],
    otherTenant: ['building', 'u203'],
    buildingAdmin: ['building', 'u101', 'u203'],
    manager: ['building', 'u101', 'u203'],
    globalAdmin: ['building', 'u101', 'u203'],
    technician: ['building', 'u101', 'u203'],
    assignee: ['building', 'u101'],
  };

  it.each(ISSUE_KINDS)('lists exactly the issues %s may see, with totals that agree', async (kind) => {
    const res = await f.call(kind, 'GET', `${f.base}?search=${encodeURIComponent(TAG.toUpperCase())}&sort_by=created_at&sort_dir=asc`);
    const expected = SEES[kind];
    if (typeof expected === 'number') {
      expect(res.statusCode).toBe(expected);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    const { issues, metadata } = res.json().data;
    expect(issues.map((i: { id: number }) => i.id)).toEqual(expected.map((k) => issue[k]));
    expect(metadata).toEqual({ page: 1, per_page: 20, total: expected.length, total_exact: true });
  });

  it.each(ISSUE_KINDS)('opens the detail of what %s may see, and 404 for the rest', async (kind) => {
    const expected = SEES[kind];
    for (const key of Object.keys(issue) as Array<keyof typeof issue>) {
      const res = await f.call(kind, 'GET', `${f.base}/${issue[key]}`);
      const status = typeof expected === 'number' ? expected : expected.includes(key) ? 200 : 404;
      expect(res.statusCode, `${kind} ${key}`).toBe(status);
      if (status === 200) expect(res.json().data.issue.id).toBe(issue[key]);
      // a member is told the issue is not found, whether it is missing or not theirs
      if (status === 404 && kind !== 'otherBuilding') expect(res.json().message).toBe('Závada nenalezena');
    }
  });

  it.each(ISSUE_KINDS)('answers the capabilities %s has on the unit issue of 1.01 (new, reported by its owner)', async (kind) => {
    const res = await f.call(kind, 'GET', `${f.base}/${issue.u101}`);
    if (res.statusCode !== 200) return;
    const { can, allowed_statuses } = res.json().data.issue;
    const staff = ISSUE_STAFF.includes(kind);
    const resolver = ISSUE_RESOLVERS.includes(kind);
    expect(can).toEqual({
      edit: staff || kind === 'owner',
      delete: staff || kind === 'owner',
      change_status: resolver,
      assign: resolver,
      comment: true,
      comment_internal: resolver,
      attach: true,
    });
    expect(allowed_statuses).toEqual(resolver ? ['in_progress', 'waiting', 'wont_fix'] : []);
  });

  it.each(ISSUE_KINDS)('categories and assignees for %s: every member of the building reads them', async (kind) => {
    for (const what of ['categories', 'assignees']) {
      const res = await f.call(kind, 'GET', `${f.base}/${what}`);
      const status = kind === 'anonymous' ? 401 : kind === 'otherBuilding' ? 404 : 200;
      expect(res.statusCode, `${kind} ${what}`).toBe(status);
    }
  });

  it('lists the assignees: staff with a building role and holders of issue:resolve, by name; no global admin, no resident', async () => {
    const res = await f.call('owner', 'GET', `${f.base}/assignees`);
    const names = (res.json().data.assignees as Array<{ name: string }>).map((a) => a.name);
    expect(names).toEqual(['Marie Manažerová', 'Petr Správce', 'Tomáš Technik']);
    // a direct grant counts, a denial wins over the technician's role, a grant that ended does not count
    const db = f.t.app.db;
    const now = new Date().toISOString();
    await db
      .insertInto('user_permissions')
      .values([
        { user_id: f.ids.user['vlastnik@example.com'], permission_code: 'issue:resolve', granted: 1, building_id: f.vlt, unit_id: null, valid_from: null, valid_until: null, created_at: now },
        { user_id: f.user.technician, permission_code: 'issue:resolve', granted: 0, building_id: null, unit_id: null, valid_from: null, valid_until: null, created_at: now },
        { user_id: f.user.assignee, permission_code: 'issue:resolve', granted: 1, building_id: f.vlt, unit_id: null, valid_from: null, valid_until: '2020-01-01T00:00:00.000Z', created_at: now },
      ])
      .execute();
    try {
      const again = await f.call('owner', 'GET', `${f.base}/assignees`);
      expect((again.json().data.assignees as Array<{ name: string }>).map((a) => a.name)).toEqual(['Jan Vlastník', 'Marie Manažerová', 'Petr Správce']);
    } finally {
      await db.deleteFrom('user_permissions').where('permission_code', '=', 'issue:resolve').execute();
    }
  });

  it('answers the category tree with due days filled in from the defaults', async () => {
    const res = await f.call('otherTenant', 'GET', `${f.base}/categories`);
    const cats = res.json().data.categories as Array<{ id: number; name: string; parent_id: number | null; requires_warranty: boolean; due_days: Record<string, number> }>;
    const by = (name: string) => cats.find((c) => c.name === name)!;
    expect(by('Osvětlení').parent_id).toBe(by('Elektro').id);
    expect(by('Výtah')).toMatchObject({ requires_warranty: true, due_days: { critical: 1, high: 1, medium: 3, low: 14 } });
    expect(by('Elektro').due_days).toEqual({ critical: 1, high: 3, medium: 8, low: 14 });
    // another building's categories are not listed
    expect(cats.map((c) => c.id)).not.toContain(f.category.foreign);
  });

  /** PATCH on the unit issue of 1.01: staff and its reporter (while new); others who see it 403; the rest as they see it. */
  const EDIT: Record<IssueKind, number> = {
    anonymous: 401,
    otherBuilding: 404,
    owner: 200,
    unitTenant: 403,
    otherTenant: 404,
    buildingAdmin: 200,
    manager: 200,
    globalAdmin: 200,
    technician: 403,
    assignee: 403,
  };
  it.each(ISSUE_KINDS)('edits the unit issue of 1.01 as %s only with the right', async (kind) => {
    const before = await f.counts();
    const res = await f.call(kind, 'PATCH', `${f.base}/${issue.u101}`, { description: `Upravil ${kind}` }, 'en');
    expect(res.statusCode, res.body).toBe(EDIT[kind]);
    const after = await f.counts();
    if (res.statusCode === 200) {
      expect(res.json().data.issue.description).toBe(`Upravil ${kind}`);
      expect(after.issue_history).toBe(before.issue_history + 1);
    } else {
      // a refusal to someone who sees it is audited; nothing else changes
      expect(after).toEqual({ ...before, audit_log: before.audit_log + (res.statusCode === 403 ? 1 : 0) });
    }
    if (res.statusCode === 403) {
      expect(res.json().message).toBe('You may not edit this issue. Its reporter may edit it only while it is new');
      const audit = await f.t.app.db.selectFrom('audit_log').select(['action', 'outcome', 'target']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(audit).toEqual({ action: 'issue.update', outcome: 'denied', target: `issue:${issue.u101}` });
    }
  });

  it('lets the reporter edit and delete only while the issue is new', async () => {
    const mine = await f.reported('owner', { title: 'Moje nová', description: 'Popis' });
    await f.t.app.db.updateTable('issues').set({ status: 'in_progress' }).where('id', '=', mine.id).execute();
    expect((await f.call('owner', 'PATCH', `${f.base}/${mine.id}`, { title: 'Jinak' })).statusCode).toBe(403);
    const del = await f.call('owner', 'DELETE', `${f.base}/${mine.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('Tuto závadu nemůžete smazat. Ohlašovatel ji může smazat jen dokud je nová');
    await f.t.app.db.updateTable('issues').set({ status: 'new' }).where('id', '=', mine.id).execute();
    expect((await f.call('owner', 'DELETE', `${f.base}/${mine.id}`)).json()).toEqual({ status: 'success' });
    expect(await f.t.app.db.selectFrom('issues').select('id').where('id', '=', mine.id).executeTakeFirst()).toBeUndefined();
  });

  /** DELETE of a fresh building issue reported by the owner: staff and the reporter; other members 403. */
  const DELETE: Record<IssueKind, number> = {
    anonymous: 401,
    otherBuilding: 404,
    owner: 200,
    unitTenant: 403,
    otherTenant: 403,
    buildingAdmin: 200,
    manager: 200,
    globalAdmin: 200,
    technician: 403,
    assignee: 403,
  };
  it.each(ISSUE_KINDS)('deletes a building issue as %s only with the right, files and all', async (kind) => {
    const made = await f.reported('owner', { title: `Ke smazání ${kind}`, description: 'Popis' }, [
      { name: 'a.pdf', content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') },
    ]);
    const files = f.storedFiles();
    const before = await f.counts();
    f.events.length = 0;
    const res = await f.call(kind, 'DELETE', `${f.base}/${made.id}`);
    expect(res.statusCode, res.body).toBe(DELETE[kind]);
    if (res.statusCode === 200) {
      expect(await f.counts()).toEqual({ ...before, issues: before.issues - 1, issue_history: before.issue_history - 1, issue_attachments: before.issue_attachments - 1, audit_log: before.audit_log + 1 });
      expect(f.storedFiles().length).toBe(files.length - 1);
      expect(f.events.map((e) => [e.event.type, e.audience])).toEqual([['issue.deleted', { members: true }]]);
    } else {
      expect(await f.counts()).toEqual({ ...before, audit_log: before.audit_log + (res.statusCode === 403 ? 1 : 0) });
      expect(f.storedFiles()).toEqual(files);
      expect(f.events).toEqual([]);
      await f.call('buildingAdmin', 'DELETE', `${f.base}/${made.id}`);
    }
  });

  it('shows the demo issues by the same rule, and their internal comment only to resolvers', async () => {
    const titles = async (kind: IssueKind) =>
      ((await f.call(kind, 'GET', `${f.base}?per_page=100`)).json().data.issues as Array<{ title: string }>).map((i) => i.title);
    const tenant = await titles('otherTenant');
    expect(tenant).toContain('Nefunkční zásuvka v kuchyni');
    expect(tenant).toContain('Výtah zastavuje mezi patry');
    expect(tenant).not.toContain('Kape voda z radiátoru v koupelně');
    expect(await titles('owner')).toContain('Kape voda z radiátoru v koupelně');
    const lift = (await f.t.app.db.selectFrom('issues').select('id').where('title', '=', 'Výtah zastavuje mezi patry').executeTakeFirstOrThrow()).id;
    const comments = async (kind: IssueKind) => (await f.call(kind, 'GET', `${f.base}/${lift}`)).json().data.issue.comments as Array<{ is_internal: boolean }>;
    expect((await comments('otherTenant')).map((c) => c.is_internal)).toEqual([false]);
    expect((await comments('technician')).map((c) => c.is_internal)).toEqual([false, true]);
    const detail = (await f.call('manager', 'GET', `${f.base}/${lift}`)).json().data.issue;
    expect(detail.history.map((h: { kind: string; to_status: string | null }) => [h.kind, h.to_status])).toEqual([
      ['created', 'new'],
      ['assigned', null],
      ['status', 'in_progress'],
      ['status', 'waiting'],
    ]);
    expect(detail.is_overdue).toBe(true);
  });

  it.each(ISSUE_KINDS)('exports the CSV only for staff and resolvers (%s)', async (kind) => {
    const res = await f.call(kind, 'GET', `${f.base}/export.csv`);
    const status = kind === 'anonymous' ? 401 : kind === 'otherBuilding' ? 404 : ISSUE_RESOLVERS.includes(kind) ? 200 : 403;
    expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
  });
});
