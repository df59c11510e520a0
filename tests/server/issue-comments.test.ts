import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines } from './harness';
import { roomsOf, audienceRooms } from '../../server/access/rooms';
import { loadAccessProfile } from '../../server/access/load';
import { detailAs, ISSUE_CALLERS, issueFixture, type IssueCaller, type IssueFixture } from './issue-fixtures';

/** Comments: who writes them, internal notes for staff and resolvers only — never to a resident by REST or socket. */
describeEngines('issue comments', (engine) => {
  let f: IssueFixture;
  let buildings: number[];
  beforeAll(async () => {
    f = await issueFixture(engine);
    buildings = (await f.t.app.db.selectFrom('buildings').select('id').execute()).map((b) => b.id);
  });
  afterAll(async () => f?.close());

  /** whether a live socket of `kind` would get the event: its rooms (as the live plugin joins them) meet the audience's */
  async function reaches(kind: Exclude<IssueCaller, 'anonymous'>, audience: Parameters<typeof audienceRooms>[1]) {
    const profile = await loadAccessProfile(f.t.app.db, f.user[kind]);
    const mine = roomsOf(profile!, buildings);
    mine.add(`user:${f.user[kind]}`);
    return audienceRooms(f.vlt, audience).some((r) => mine.has(r));
  }
  const commentsIn = (id: number) => f.t.app.db.selectFrom('issue_comments').selectAll().where('issue_id', '=', id).execute();

  describe('a public comment on a building issue', () => {
    const expected: Record<IssueCaller, number> = {
      anonymous: 401,
      otherBuilding: 404,
      resolverElsewhere: 404,
      owner: 201,
      unitTenant: 201,
      otherTenant: 201,
      technician: 201,
      buildingAdmin: 201,
      manager: 201,
      globalAdmin: 201,
    };
    for (const kind of ISSUE_CALLERS) {
      it(`${kind}: ${expected[kind]}`, async () => {
        const id = await f.insertIssue();
        const res = await f.call(kind, 'POST', f.url(id, '/comments'), { content: `  Od ${kind}  ` });
        expect(res.statusCode, res.body).toBe(expected[kind]);
        expect(await commentsIn(id)).toHaveLength(expected[kind] === 201 ? 1 : 0);
        if (expected[kind] === 201) {
          expect(res.json().data.comment).toMatchObject({ content: `Od ${kind}`, is_internal: false, user: { id: f.user[kind as 'owner'], name: expect.any(String) } });
        }
      });
    }
  });

  it('a unit issue: its people and the reporter comment; another resident gets 404', async () => {
    const id = await f.insertIssue({ location_type: 'unit', unit_id: f.unit.a101, created_by: f.user.unitTenant });
    expect((await f.call('otherTenant', 'POST', f.url(id, '/comments'), { content: 'Ahoj' })).statusCode).toBe(404);
    expect((await f.call('unitTenant', 'POST', f.url(id, '/comments'), { content: 'Ahoj' })).statusCode).toBe(201);
    expect((await f.call('owner', 'POST', f.url(id, '/comments'), { content: 'Ahoj' })).statusCode).toBe(201);
    expect(await commentsIn(id)).toHaveLength(2);
  });

  it('refuses a blank or missing text (400), nothing stored', async () => {
    const id = await f.insertIssue();
    for (const body of [{ content: '' }, { content: '   ' }, {}, { content: 'x', is_internal: 'yes' }]) {
      const res = await f.call('owner', 'POST', f.url(id, '/comments'), body, 'en');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await f.call('owner', 'POST', f.url(id, '/comments'), { content: ' ' }, 'en')).json().message).toContain('Enter the text of the comment');
    expect(await commentsIn(id)).toHaveLength(0);
  });

  describe('internal notes', () => {
    const expected: Record<IssueCaller, number> = {
      anonymous: 401,
      otherBuilding: 404,
      resolverElsewhere: 404,
      owner: 403,
      unitTenant: 403,
      otherTenant: 403,
      technician: 201,
      buildingAdmin: 201,
      manager: 201,
      globalAdmin: 201,
    };
    for (const kind of ISSUE_CALLERS) {
      it(`${kind}: ${expected[kind]}`, async () => {
        const id = await f.insertIssue();
        const res = await f.call(kind, 'POST', f.url(id, '/comments'), { content: 'Interní', is_internal: true });
        expect(res.statusCode, res.body).toBe(expected[kind]);
        expect(await commentsIn(id)).toHaveLength(expected[kind] === 201 ? 1 : 0);
      });
    }

    it('never reach a resident: not in the detail, not in its counts, not on the live feed', async () => {
      const id = await f.insertIssue({ location_type: 'unit', unit_id: f.unit.a101, created_by: f.user.unitTenant, assigned_to: f.user.technician });
      const before = f.events.length;
      const pub = await f.call('manager', 'POST', f.url(id, '/comments'), { content: 'Pro všechny' });
      const internal = await f.call('manager', 'POST', f.url(id, '/comments'), { content: 'Tajná poznámka', is_internal: true });
      expect([pub.statusCode, internal.statusCode]).toEqual([201, 201]);
      const internalId = internal.json().data.comment.id as number;

      for (const kind of ['owner', 'unitTenant'] as const) {
        const d = await detailAs(f, kind, id);
        expect(d.comments.map((c) => c.content)).toEqual(['Pro všechny']);
        expect(d.comment_count).toBe(1);
        expect(JSON.stringify(d)).not.toContain('Tajná');
      }
      for (const kind of ['manager', 'technician', 'buildingAdmin'] as const) {
        const d = await detailAs(f, kind, id);
        expect(d.comments.map((c) => [c.content, c.is_internal])).toEqual([
          ['Pro všechny', false],
          ['Tajná poznámka', true],
        ]);
        expect(d.comment_count).toBe(2);
      }

      const published = f.events.slice(before).filter((e) => e.event.type === 'issue.commented');
      expect(published).toHaveLength(2);
      const internalEvent = published.find((e) => (e.event.data as { comment_id: number }).comment_id === internalId)!;
      expect(internalEvent.audience).toEqual({ staff: true, users: [f.user.technician] });
      expect(JSON.stringify(internalEvent.event)).not.toContain('Tajná');
      const publicEvent = published.find((e) => e !== internalEvent)!;
      expect(publicEvent.audience).toEqual({ units: [f.unit.a101], staff: true, users: [f.user.unitTenant, f.user.technician] });

      const internalReach: Record<string, boolean> = {};
      const publicReach: Record<string, boolean> = {};
      for (const kind of ISSUE_CALLERS) {
        if (kind === 'anonymous') continue;
        internalReach[kind] = await reaches(kind, internalEvent.audience);
        publicReach[kind] = await reaches(kind, publicEvent.audience);
      }
      expect(internalReach).toEqual({
        otherBuilding: false,
        resolverElsewhere: false,
        owner: false,
        unitTenant: false,
        otherTenant: false,
        technician: true,
        buildingAdmin: true,
        manager: true,
        globalAdmin: true,
      });
      expect(publicReach).toEqual({ ...internalReach, owner: true, unitTenant: true });
    });

    it('reach exactly who reads them: an assignee who does not resolve hears of none (issue 30 §6)', async () => {
      // assigned to a resident (an assignment made before they lost the right, say)
      const id = await f.insertIssue({ location_type: 'unit', unit_id: f.unit.a101, created_by: f.user.owner, assigned_to: f.user.unitTenant });
      const before = f.events.length;
      const res = await f.call('manager', 'POST', f.url(id, '/comments'), { content: 'Jen pro správu', is_internal: true });
      expect(res.statusCode).toBe(201);
      const e = f.events.slice(before).find((x) => x.event.type === 'issue.commented')!;
      expect(await reaches('unitTenant', e.audience)).toBe(false);
      // and the REST view agrees: the assignee's detail holds no internal comment
      expect((await detailAs(f, 'unitTenant', id)).comments).toEqual([]);
      expect(await reaches('technician', e.audience)).toBe(true);
      expect(await reaches('manager', e.audience)).toBe(true);
    });

    it('a public comment on a building issue goes to every member', async () => {
      const id = await f.insertIssue();
      const before = f.events.length;
      await f.call('owner', 'POST', f.url(id, '/comments'), { content: 'Veřejný' });
      const e = f.events.slice(before).find((x) => x.event.type === 'issue.commented')!;
      expect(e.audience).toEqual({ members: true });
      expect(e.event.data).toEqual({ issue_id: id, comment_id: expect.any(Number) });
    });
  });

  for (const status of ['resolved', 'closed', 'wont_fix'] as const) {
    it(`comments are closed on a ${status} issue (409), for staff too`, async () => {
      const id = await f.insertIssue({ status });
      for (const kind of ['owner', 'manager'] as const) {
        const res = await f.call(kind, 'POST', f.url(id, '/comments'), { content: 'Pozdě' }, 'en');
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toMatch(/can no longer change/);
      }
      expect(await commentsIn(id)).toHaveLength(0);
      expect((await detailAs(f, 'owner', id)).can).toMatchObject({ comment: false, attach: false });
    });
  }
});
