import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { LIVE_EVENT_TYPES, type LiveEvent, type LiveEventType } from '../../contract/live';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { collectEvents, connectLive, waitForEvent } from './live-client';
import { multipart, PNG_1PX } from './documents-helpers';
import { nowIso } from '../../server/lib/time';
import { insertIssueRow } from './issue-fixtures';
import { zoneInAlarm } from './fire-helpers';
import { gatewayKey, pushReadings, sensorOfType } from './sensor-helpers';

/**
 * Every live event type × every kind of user: an event reaches exactly the sockets whose user can
 * see the same thing through REST, and nobody else. The expected set is both written down (what the
 * README promises) and read back from REST as each user, so neither can drift from the other.
 * A catalogue type without a scenario here fails the suite.
 */
const KINDS = [
  'globalAdmin',
  'buildingAdmin',
  'manager',
  'owner', // owner of VLT 1.01
  'unitTenant', // tenant of VLT 1.01 (fixture)
  'otherTenant', // tenant of VLT 2.03: another unit of the same building
  'memberNoUnit', // building role 'user' in VLT, no unit (fixture)
  'otherBuilding', // resident of other buildings only
] as const;
type Kind = (typeof KINDS)[number];

const EMAIL: Record<Kind, string> = {
  globalAdmin: USERS.globalAdmin,
  buildingAdmin: USERS.buildingAdmin,
  manager: USERS.manager,
  owner: USERS.owner,
  unitTenant: 'najemnik101@example.com',
  otherTenant: USERS.tenant,
  memberNoUnit: 'clen@example.com',
  otherBuilding: USERS.otherBuilding,
};

const STAFF: Kind[] = ['globalAdmin', 'buildingAdmin', 'manager'];
const MEMBERS: Kind[] = KINDS.filter((k) => k !== 'otherBuilding');

interface Scenario {
  name: string;
  type: LiveEventType;
  /** who must receive it (the README's "Who receives which live event") */
  expected: Kind[];
  /** makes the event happen through REST; returns the id the event names */
  trigger(): Promise<number>;
  /** whether this user's REST view shows the thing (before the change for a deletion) */
  sees(kind: Kind, id: number): Promise<boolean>;
  /** for deletions and moves: REST is asked before the trigger */
  askBefore?: () => Promise<number>;
}

describeEngines('live event audiences', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let url: string;
  let vlt: number;
  let sln: number;
  const sockets = new Map<Kind, Socket>();
  const received = new Map<Kind, LiveEvent[]>();

  const as = (kind: Kind) => t.as(EMAIL[kind]);
  const inject = async (kind: Kind, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({ method, url: path, headers: await as(kind), ...(payload === undefined ? {} : { payload: payload as object }) });

  /** Waits until every socket has received a marker published after the event: then nothing else is on its way. */
  let markers = 0;
  async function settleAll() {
    // notifications are made after the call that caused them: wait for them too
    await t.app.notifications.settled();
    const message = `marker ${++markers}`;
    for (const building of [vlt, sln]) {
      const res = await inject('globalAdmin', 'POST', `/v1/buildings/${building}/announcements`, { message });
      expect(res.statusCode).toBe(201);
    }
    for (const kind of KINDS) {
      await waitForEvent(received.get(kind)!, (e) => e.type === 'announcement.created' && (e.data as { message?: string }).message === message);
    }
  }

  async function uploadDocument(entity: 'building' | 'unit', visibility: 'public' | 'private') {
    const fields: Record<string, string | number> = { title: `živě ${entity} ${visibility}`, entity_type: entity, visibility };
    if (entity === 'unit') fields.entity_id = ids.unit['VLT-1.01'];
    const form = multipart(fields, PNG_1PX);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/buildings/${vlt}/documents`,
      headers: { ...(await as('globalAdmin')), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }
  async function uploadPlan(level: 'public' | 'unit_only' | 'technical' | 'admin') {
    const form = multipart({ floor: 1, name: `plán ${level}`, type: 'public', access_level: level }, PNG_1PX);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/buildings/${vlt}/floorplans`,
      headers: { ...(await as('globalAdmin')), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().floorplan.id as number;
  }
  const seesDocument = async (kind: Kind, id: number) =>
    (await inject(kind, 'GET', `/v1/buildings/${vlt}/documents/${id}`)).statusCode === 200;
  const seesPlan = async (kind: Kind, id: number) => {
    const res = await inject(kind, 'GET', `/v1/buildings/${vlt}/floorplans`);
    return res.statusCode === 200 && (res.json().floorplans as { id: number }[]).some((p) => p.id === id);
  };
  let plates = 0;
  const seesPlates = async (kind: Kind, unitId: number) =>
    (await inject(kind, 'GET', `/v1/buildings/${vlt}/units/${unitId}/license-plates`)).statusCode === 200;
  async function reportIssue(kind: Kind, data: object) {
    const form = multipart({ data: JSON.stringify(data) }, [PNG_1PX], 'attachments');
    const res = await t.app.inject({ method: 'POST', url: `/v1/buildings/${vlt}/issues`, headers: { ...(await as(kind)), ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.issue.id as number;
  }
  const seesIssue = async (kind: Kind, id: number) => (await inject(kind, 'GET', `/v1/buildings/${vlt}/issues/${id}`)).statusCode === 200;
  const seesAnnouncement = async (kind: Kind, id: number) => {
    const res = await inject(kind, 'GET', `/v1/buildings/${vlt}/announcements`);
    return res.statusCode === 200 && (res.json().announcements as { id: number }[]).some((a) => a.id === id);
  };

  const userOf = async (kind: Kind) => (await t.app.db.selectFrom('users').select('id').where('email', '=', EMAIL[kind]).executeTakeFirstOrThrow()).id;
  /** the issue's detail as this user gets it through REST, or null when it is not theirs to see */
  const issueAs = async (kind: Kind, issueId: number) => {
    const res = await inject(kind, 'GET', `/v1/buildings/${vlt}/issues/${issueId}`);
    return res.statusCode === 200 ? (res.json().data.issue as { comments: { id: number }[] }) : null;
  };
  /** whether the user's detail of the issue lists the comment */
  const seesComment = (issueId: { current: number }) => async (kind: Kind, commentId: number) =>
    ((await issueAs(kind, issueId.current))?.comments ?? []).some((c) => c.id === commentId);
  const newIssue = async (unit: boolean) =>
    insertIssueRow(t, unit ? { building: vlt, location_type: 'unit', unit_id: ids.unit['VLT-1.01'], created_by: await userOf('unitTenant') } : { building: vlt, created_by: await userOf('otherTenant') });
  const comment = async (kind: Kind, issueId: number, is_internal: boolean) => {
    const res = await inject(kind, 'POST', `/v1/buildings/${vlt}/issues/${issueId}/comments`, { content: is_internal ? 'interní poznámka' : 'komentář', is_internal });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.comment.id as number;
  };

  /** A change the manager makes to a fresh issue (a unit issue of 1.01 or a building issue): the call under it and its body. */
  const issueChange = (name: string, expected: Kind[], unit: boolean, call: () => Promise<[string, object]>): Scenario => ({
    name,
    type: 'issue.updated',
    expected,
    trigger: async () => {
      const id = await newIssue(unit);
      const [rest, body] = await call();
      const res = await inject('manager', 'POST', `/v1/buildings/${vlt}/issues/${id}${rest}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return id;
    },
    sees: seesIssue,
  });

  /** A topic opened in VLT's forum by this user (who follows it from then on). */
  const openTopic = async (kind: Kind, title: string) => {
    const res = await inject(kind, 'POST', `/v1/buildings/${vlt}/forum/topics`, { title, content: 'Živě' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.topic.id as number;
  };
  const reply = async (kind: Kind, topicId: number) => {
    const res = await inject(kind, 'POST', `/v1/buildings/${vlt}/forum/topics/${topicId}/posts`, { content: 'Odpověď' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.post.id as number;
  };
  const topicAs = async (kind: Kind, topicId: number) => {
    const res = await inject(kind, 'GET', `/v1/buildings/${vlt}/forum/topics/${topicId}`);
    return res.statusCode === 200 ? (res.json().data as { topic: { is_subscribed: boolean }; posts: { id: number; user_id: number }[] }) : null;
  };

  const forumScenarios = (): Scenario[] => {
    const followed = { topic: 0 };
    return [
      {
        name: 'forum.topic_created (the tenant of 2.03 opens a topic)',
        type: 'forum.topic_created',
        expected: MEMBERS,
        trigger: () => openTopic('otherTenant', 'Živě: nové téma'),
        sees: async (kind, id) => (await topicAs(kind, id)) !== null,
      },
      {
        name: 'forum.topic_changed (the owner replies)',
        type: 'forum.topic_changed',
        expected: MEMBERS,
        trigger: async () => {
          const topic = await openTopic('manager', 'Živě: odpovědi');
          await settleAll();
          for (const events of received.values()) events.length = 0;
          await reply('owner', topic);
          return topic;
        },
        sees: async (kind, id) => (await topicAs(kind, id)) !== null,
      },
      {
        // the topic's author and a member who subscribed hear of the manager's post; the manager does not
        name: 'forum.subscribed_post (the manager posts in a topic the tenants follow)',
        type: 'forum.subscribed_post',
        expected: ['unitTenant', 'otherTenant'],
        trigger: async () => {
          followed.topic = await openTopic('otherTenant', 'Živě: sledované');
          expect((await inject('unitTenant', 'POST', `/v1/buildings/${vlt}/forum/topics/${followed.topic}/subscribe`, {})).statusCode).toBe(200);
          return reply('manager', followed.topic);
        },
        sees: async (kind, postId) => {
          const seen = await topicAs(kind, followed.topic);
          const post = seen?.posts.find((p) => p.id === postId);
          return Boolean(seen?.topic.is_subscribed && post && post.user_id !== (await userOf(kind)));
        },
      },
    ];
  };

  const issueScenarios = (): Scenario[] => {
    const commented = { current: 0 };
    return [
      issueChange('issue.updated (a unit issue of 1.01 moved to in_progress by the manager)', [...STAFF, 'owner', 'unitTenant'], true, async () => ['/status', { status: 'in_progress' }]),
      issueChange('issue.updated (a building issue assigned to the building admin)', MEMBERS, false, async () => ['/assign', { assignee_id: await userOf('buildingAdmin') }]),
      {
        name: 'issue.commented (a public comment on a building issue)',
        type: 'issue.commented',
        expected: MEMBERS,
        trigger: async () => comment('otherTenant', (commented.current = await newIssue(false)), false),
        sees: seesComment(commented),
      },
      {
        name: 'issue.commented (a public comment on a unit issue of 1.01)',
        type: 'issue.commented',
        expected: [...STAFF, 'owner', 'unitTenant'],
        trigger: async () => comment('owner', (commented.current = await newIssue(true)), false),
        sees: seesComment(commented),
      },
      {
        name: 'issue.commented (an internal note on a building issue: staff only)',
        type: 'issue.commented',
        expected: STAFF,
        trigger: async () => comment('manager', (commented.current = await newIssue(false)), true),
        sees: seesComment(commented),
      },
      {
        name: 'issue.commented (an internal note on a unit issue of 1.01: staff only, not its people)',
        type: 'issue.commented',
        expected: STAFF,
        trigger: async () => comment('buildingAdmin', (commented.current = await newIssue(true)), true),
        sees: seesComment(commented),
      },
    ];
  };

  const scenarios = (): Scenario[] => {
    const announcementId = { current: 0 };
    return [
      {
        name: 'announcement.created',
        type: 'announcement.created',
        expected: MEMBERS,
        trigger: async () => {
          const res = await inject('buildingAdmin', 'POST', `/v1/buildings/${vlt}/announcements`, { message: 'pro všechny' });
          announcementId.current = res.json().announcement.id;
          return announcementId.current;
        },
        sees: seesAnnouncement,
      },
      {
        name: 'announcement.updated',
        type: 'announcement.updated',
        expected: MEMBERS,
        trigger: async () => {
          await inject('buildingAdmin', 'PATCH', `/v1/buildings/${vlt}/announcements/${announcementId.current}`, { importance: 'high' });
          return announcementId.current;
        },
        sees: seesAnnouncement,
      },
      {
        name: 'announcement.deleted',
        type: 'announcement.deleted',
        expected: MEMBERS,
        askBefore: async () => announcementId.current,
        trigger: async () => {
          await inject('buildingAdmin', 'DELETE', `/v1/buildings/${vlt}/announcements/${announcementId.current}`);
          return announcementId.current;
        },
        sees: seesAnnouncement,
      },
      {
        name: 'building_info.updated',
        type: 'building_info.updated',
        expected: MEMBERS,
        trigger: async () => {
          const res = await inject('globalAdmin', 'PUT', `/v1/buildings/${vlt}/info`, BUILDING_INFO);
          expect(res.statusCode, res.body).toBe(200);
          return vlt;
        },
        sees: async (kind) => (await inject(kind, 'GET', `/v1/buildings/${vlt}/info`)).statusCode === 200,
      },
      ...(['public', 'private'] as const).flatMap((visibility) =>
        (['building', 'unit'] as const).map(
          (entity): Scenario => ({
            name: `document.created (${entity}, ${visibility})`,
            type: 'document.created',
            expected:
              entity === 'building'
                ? visibility === 'public'
                  ? MEMBERS
                  : STAFF
                : visibility === 'public'
                  ? [...STAFF, 'owner', 'unitTenant']
                  : [...STAFF, 'owner'],
            trigger: () => uploadDocument(entity, visibility),
            sees: seesDocument,
          }),
        ),
      ),
      (() => {
        let id = 0;
        return {
          name: 'document.updated (private building → public unit: who saw it before or sees it after)',
          type: 'document.updated',
          expected: [...STAFF, 'owner', 'unitTenant'],
          askBefore: async () => (id = await uploadDocument('building', 'private')),
          trigger: async () => {
            const res = await inject('globalAdmin', 'PATCH', `/v1/buildings/${vlt}/documents/${id}`, {
              entity_type: 'unit',
              entity_id: ids.unit['VLT-1.01'],
              visibility: 'public',
            });
            expect(res.statusCode, res.body).toBe(200);
            return id;
          },
          sees: seesDocument,
        } satisfies Scenario;
      })(),
      (() => {
        let id = 0;
        return {
          name: 'document.deleted (private unit)',
          type: 'document.deleted',
          expected: [...STAFF, 'owner'],
          askBefore: async () => (id = await uploadDocument('unit', 'private')),
          trigger: async () => {
            expect((await inject('globalAdmin', 'DELETE', `/v1/buildings/${vlt}/documents/${id}`)).statusCode).toBe(204);
            return id;
          },
          sees: seesDocument,
        } satisfies Scenario;
      })(),
      ...(['public', 'unit_only', 'technical', 'admin'] as const).map(
        (level): Scenario => ({
          name: `floorplan.created (${level})`,
          type: 'floorplan.created',
          expected: level === 'public' ? MEMBERS : level === 'unit_only' ? [...STAFF, 'owner', 'unitTenant', 'otherTenant'] : STAFF,
          trigger: () => uploadPlan(level),
          sees: seesPlan,
        }),
      ),
      (() => {
        let id = 0;
        return {
          name: 'floorplan.updated (admin → unit_only: who saw it before or sees it after)',
          type: 'floorplan.updated',
          expected: [...STAFF, 'owner', 'unitTenant', 'otherTenant'],
          askBefore: async () => (id = await uploadPlan('admin')),
          trigger: async () => {
            const res = await inject('globalAdmin', 'PATCH', `/v1/buildings/${vlt}/floorplans/${id}`, { access_level: 'unit_only' });
            expect(res.statusCode, res.body).toBe(200);
            return id;
          },
          sees: seesPlan,
        } satisfies Scenario;
      })(),
      (() => {
        let id = 0;
        return {
          name: 'floorplan.deleted (technical)',
          type: 'floorplan.deleted',
          expected: STAFF,
          askBefore: async () => (id = await uploadPlan('technical')),
          trigger: async () => {
            expect((await inject('globalAdmin', 'DELETE', `/v1/buildings/${vlt}/floorplans/${id}`)).statusCode).toBe(204);
            return id;
          },
          sees: seesPlan,
        } satisfies Scenario;
      })(),
      ...(
        [
          ['1AB2345', 'a plate of 1.01', [...STAFF, 'owner', 'unitTenant']],
          ['8QQ8888', 'a plate no unit has', STAFF],
        ] as const
      ).map(
        ([plate, what, expected]): Scenario => ({
          name: `parking.gate_event (${what})`,
          type: 'parking.gate_event',
          expected: [...expected],
          trigger: async () => {
            const res = await inject('manager', 'POST', `/v1/buildings/${vlt}/parking/gate-passes`, { license_plate: plate });
            expect(res.statusCode, res.body).toBe(201);
            return res.json().log.log_id;
          },
          // the unit's log for its people and staff; the building's log (unknown plates too) for staff
          sees: async (kind, id) => {
            for (const url of [`/v1/buildings/${vlt}/units/${ids.unit['VLT-1.01']}/parking-history`, `/v1/buildings/${vlt}/parking/history`]) {
              const res = await inject(kind, 'GET', url);
              if (res.statusCode === 200 && (res.json().history as { log_id: number }[]).some((h) => h.log_id === id)) return true;
            }
            return false;
          },
        }),
      ),
      {
        name: 'unit.updated (doorbell name of 1.01)',
        type: 'unit.updated',
        expected: [...STAFF, 'owner', 'unitTenant'],
        trigger: async () => {
          const res = await inject('owner', 'PATCH', `/v1/buildings/${vlt}/units/${ids.unit['VLT-1.01']}`, { features: { doorbell: { enabled: true, name: 'Vlastník' } } });
          expect(res.statusCode, res.body).toBe(200);
          return ids.unit['VLT-1.01'];
        },
        sees: async (kind, id) => (await inject(kind, 'GET', `/v1/units/${id}`)).statusCode === 200,
      },
      {
        name: 'parking.vehicles_changed (a plate added to 1.01)',
        type: 'parking.vehicles_changed',
        expected: [...STAFF, 'owner', 'unitTenant'],
        trigger: async () => {
          const res = await inject('owner', 'POST', `/v1/buildings/${vlt}/units/${ids.unit['VLT-1.01']}/license-plates`, { license_plate: `LIVE${++plates}` });
          expect(res.statusCode, res.body).toBe(201);
          return ids.unit['VLT-1.01'];
        },
        sees: seesPlates,
      },
      {
        name: 'door.state_changed (the tenant of 2.03 opens the main entrance)',
        type: 'door.state_changed',
        expected: MEMBERS,
        trigger: async () => {
          const doors = (await inject('otherTenant', 'GET', `/v1/buildings/${vlt}/doors`)).json().doors as { id: number; name: string }[];
          const res = await inject('otherTenant', 'POST', `/v1/buildings/${vlt}/doors/${doors.find((d) => d.name === 'Hlavní vchod')!.id}/toggle`, {});
          expect(res.statusCode, res.body).toBe(200);
          return res.json().door.id;
        },
        sees: async (kind, id) => {
          const res = await inject(kind, 'GET', `/v1/buildings/${vlt}/doors`);
          return res.statusCode === 200 && (res.json().doors as { id: number }[]).some((d) => d.id === id);
        },
      },
      {
        name: 'fire.zone_changed (the panel raises an alarm, the manager acknowledges it)',
        type: 'fire.zone_changed',
        expected: MEMBERS,
        trigger: async () => {
          const zoneId = await zoneInAlarm(t, vlt);
          const res = await inject('manager', 'POST', `/v1/buildings/${vlt}/fire-alarm/zones/${zoneId}/acknowledge`, { note: 'Planý poplach' });
          expect(res.statusCode, res.body).toBe(200);
          return zoneId;
        },
        sees: async (kind, id) => {
          const res = await inject(kind, 'GET', `/v1/buildings/${vlt}/fire-alarm`);
          return res.statusCode === 200 && (res.json() as { id: number }[]).some((z) => z.id === id);
        },
      },
      {
        name: 'sensor.readings (a gateway pushes a round of readings of a VLT sensor)',
        type: 'sensor.readings',
        expected: MEMBERS,
        trigger: async () => {
          const sensor = await sensorOfType(t, vlt, 'combined');
          const res = await pushReadings(t, await gatewayKey(t, vlt), { readings: [{ sensor_id: sensor, value: 14.5, co_level: 120 }] });
          expect(res.statusCode, res.body).toBe(200);
          return sensor;
        },
        sees: async (kind, id) => {
          const res = await inject(kind, 'GET', `/v1/buildings/${vlt}/sensors`);
          return res.statusCode === 200 && (res.json() as { id: number }[]).some((s) => s.id === id);
        },
      },
      {
        name: 'unit.parking_changed (1.01 switched by the manager)',
        type: 'unit.parking_changed',
        expected: [...STAFF, 'owner', 'unitTenant'],
        trigger: async () => {
          const res = await inject('manager', 'POST', `/v1/units/${ids.unit['VLT-1.01']}/set-parking`, { has_parking: true });
          expect(res.statusCode, res.body).toBe(200);
          return ids.unit['VLT-1.01'];
        },
        sees: async (kind, id) => (await inject(kind, 'GET', `/v1/units/${id}`)).statusCode === 200,
      },
      {
        name: 'issue.created (a building issue, by the tenant of 2.03)',
        type: 'issue.created',
        expected: MEMBERS,
        trigger: () => reportIssue('otherTenant', { title: 'Živě: schodiště', description: 'Rozbitý schod' }),
        sees: seesIssue,
      },
      {
        // the tenant of 2.03 (same building) must not hear of 1.01's issue
        name: 'issue.created (an issue of unit 1.01, by its owner)',
        type: 'issue.created',
        expected: [...STAFF, 'owner', 'unitTenant'],
        trigger: () => reportIssue('owner', { title: 'Živě: radiátor', description: 'Teče', location_type: 'unit', unit_id: ids.unit['VLT-1.01'] }),
        sees: seesIssue,
      },
      (() => {
        let id = 0;
        return {
          name: 'issue.updated (staff move an issue of 2.03 to 1.01: who saw it before or sees it after)',
          type: 'issue.updated',
          expected: [...STAFF, 'owner', 'unitTenant', 'otherTenant'],
          askBefore: async () => (id = await reportIssue('otherTenant', { title: 'Živě: přesun', description: 'x', location_type: 'unit', unit_id: ids.unit['VLT-2.03'] })),
          trigger: async () => {
            const res = await inject('manager', 'PATCH', `/v1/buildings/${vlt}/issues/${id}`, { unit_id: ids.unit['VLT-1.01'] });
            expect(res.statusCode, res.body).toBe(200);
            return id;
          },
          sees: seesIssue,
        } satisfies Scenario;
      })(),
      (() => {
        let id = 0;
        return {
          name: 'issue.deleted (an issue of unit 1.01, by its reporter while new)',
          type: 'issue.deleted',
          expected: [...STAFF, 'owner', 'unitTenant'],
          askBefore: async () => (id = await reportIssue('unitTenant', { title: 'Živě: smazat', description: 'x', location_type: 'unit', unit_id: ids.unit['VLT-1.01'] })),
          trigger: async () => {
            expect((await inject('unitTenant', 'DELETE', `/v1/buildings/${vlt}/issues/${id}`)).statusCode).toBe(200);
            return id;
          },
          sees: seesIssue,
        } satisfies Scenario;
      })(),
      {
        name: 'qr.passes_changed (a guest pass created for 1.01)',
        type: 'qr.passes_changed',
        expected: [...STAFF, 'owner', 'unitTenant'],
        trigger: async () => {
          const res = await inject('owner', 'POST', `/v1/buildings/${vlt}/units/${ids.unit['VLT-1.01']}/qr-codes`, { emails: ['live.qr@example.org'] });
          expect(res.statusCode, res.body).toBe(201);
          return ids.unit['VLT-1.01'];
        },
        // whoever may list the unit's passes
        sees: async (kind, id) => (await inject(kind, 'GET', `/v1/buildings/${vlt}/units/${id}/qr-codes`)).statusCode === 200,
      },
      ...issueScenarios(),
      ...forumScenarios(),
      (() => {
        // a notification is each user's own: the event names no thing, so the trigger answers NOTIFIED
        // and REST is asked whether the user has a notification of this issue's status change
        let issueId = 0;
        return {
          name: 'notification.created (the manager changes the status of an issue the tenant of 1.01 reported)',
          type: 'notification.created',
          expected: ['unitTenant'],
          trigger: async () => {
            issueId = await insertIssueRow(t, { building: vlt, location_type: 'unit', unit_id: ids.unit['VLT-1.01'], created_by: await userOf('unitTenant') });
            const res = await inject('manager', 'POST', `/v1/buildings/${vlt}/issues/${issueId}/status`, { status: 'in_progress' });
            expect(res.statusCode, res.body).toBe(200);
            return NOTIFIED;
          },
          sees: async (kind) => {
            const res = await inject(kind, 'GET', '/v1/notifications?unread=true&limit=50');
            return res.statusCode === 200 && (res.json().notifications as { link: string | null }[]).some((n) => n.link === `/issues/${issueId}`);
          },
        } satisfies Scenario;
      })(),
      {
        name: 'cleaning.changed (the manager starts a cleaning)',
        type: 'cleaning.changed',
        expected: MEMBERS,
        trigger: async () => {
          const res = await inject('manager', 'POST', `/v1/buildings/${vlt}/utilities/cleaning/event`, { action: 'start' });
          expect(res.statusCode, res.body).toBe(201);
          return res.json().event.id as number;
        },
        sees: async (kind, id) => {
          const res = await inject(kind, 'GET', `/v1/buildings/${vlt}/cleaning/events?limit=5`);
          return res.statusCode === 200 && (res.json().events as { id: number }[]).some((e) => e.id === id);
        },
      },
      {
        // the desk's own people (the RECEPTION role) are named one by one: reception.test.ts follows them
        name: "reception.changed (the manager records a parcel for 1.01: staff and the unit's people)",
        type: 'reception.changed',
        expected: [...STAFF, 'owner', 'unitTenant'],
        trigger: async () => {
          const res = await inject('manager', 'POST', `/v1/buildings/${vlt}/reception/mail`, { unit_id: ids.unit['VLT-1.01'], type: 'package', sender: 'PPL' });
          expect(res.statusCode, res.body).toBe(201);
          return res.json().mail.id as number;
        },
        sees: async (kind, id) => {
          const res = await inject(kind, 'GET', `/v1/buildings/${vlt}/reception/mail?status=open&limit=5`);
          return res.statusCode === 200 && (res.json().mail as { id: number }[]).some((m) => m.id === id);
        },
      },
    ];
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    sln = ids.building.SLN;
    // fixture users: a tenant of the owner's unit, and a building member without a unit
    const hash = (await t.app.db.selectFrom('users').select('password_hash').where('email', '=', USERS.owner).executeTakeFirstOrThrow()).password_hash;
    const now = nowIso();
    for (const [email, name] of [
      [EMAIL.unitTenant, 'Nájemník 1.01'],
      [EMAIL.memberNoUnit, 'Člen bez jednotky'],
    ]) {
      await t.app.db
        .insertInto('users')
        .values({ email, name, phone: null, avatar_url: null, last_login: null, password_hash: hash, is_active: 1, global_role: 'user', created_at: now, updated_at: now })
        .execute();
    }
    const userId = async (email: string) => (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    await t.app.db
      .insertInto('unit_access')
      .values({ user_id: await userId(EMAIL.unitTenant), unit_id: ids.unit['VLT-1.01'], role: 'tenant', valid_from: null, valid_until: null })
      .execute();
    await t.app.db.insertInto('building_roles').values({ user_id: await userId(EMAIL.memberNoUnit), building_id: vlt, role: 'user' }).execute();

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const kind of KINDS) {
      const socket = await connectLive(url, await t.tokenFor(EMAIL[kind]));
      sockets.set(kind, socket);
      received.set(kind, collectEvents(socket));
    }
  });
  afterAll(async () => {
    for (const s of sockets.values()) s.close();
    await t?.close();
  });

  it('has a scenario for every event type in the catalogue', () => {
    const covered = new Set(scenarios().map((s) => s.type));
    expect(LIVE_EVENT_TYPES.filter((type) => !covered.has(type))).toEqual([]);
  });

  it('delivers each event to exactly those whose REST view shows it, and to nobody else', async () => {
    for (const scenario of scenarios()) {
      let before: Map<Kind, boolean> | undefined;
      if (scenario.askBefore) {
        const id = await scenario.askBefore();
        await settleAll();
        before = new Map();
        for (const kind of KINDS) before.set(kind, await scenario.sees(kind, id));
      }
      for (const events of received.values()) events.length = 0;
      const id = await scenario.trigger();
      await settleAll();

      const got = KINDS.filter((kind) => received.get(kind)!.some((e) => e.type === scenario.type && idOf(e) === id));
      expect(got, scenario.name).toEqual(KINDS.filter((k) => scenario.expected.includes(k)));

      // REST agrees: a deletion was visible before, an update before or after, anything else after
      const restView: Kind[] = [];
      for (const kind of KINDS) {
        const after = scenario.type.endsWith('.deleted') ? false : await scenario.sees(kind, id);
        if (after || before?.get(kind)) restView.push(kind);
      }
      expect(restView, `${scenario.name}: REST view`).toEqual(got);
      // nobody outside the building hears anything of it
      expect(received.get('otherBuilding')!.filter((e) => e.building_id === vlt && e.type !== 'announcement.created'), scenario.name).toEqual([]);
    }
  });

  it("follows an access change at once: a new unit access brings that unit's events without a reconnect", async () => {
    const kind: Kind = 'memberNoUnit';
    const userId = ids.user[EMAIL.memberNoUnit] ?? (await t.app.db.selectFrom('users').select('id').where('email', '=', EMAIL.memberNoUnit).executeTakeFirstOrThrow()).id;
    await t.app.db
      .insertInto('unit_access')
      .values({ user_id: userId, unit_id: ids.unit['VLT-1.01'], role: 'tenant', valid_from: null, valid_until: null })
      .execute();
    t.app.bus.accessChanged(userId);
    // the move between rooms runs on the bus; a marker round trip later it has happened
    await settleAll();
    received.get(kind)!.length = 0;
    const res = await inject('owner', 'PATCH', `/v1/buildings/${vlt}/units/${ids.unit['VLT-1.01']}`, { features: { doorbell: { enabled: true, name: 'Po změně' } } });
    expect(res.statusCode).toBe(200);
    await waitForEvent(received.get(kind)!, (e) => e.type === 'unit.updated');
    await t.app.db.deleteFrom('unit_access').where('user_id', '=', userId).execute();
    t.app.bus.accessChanged(userId);
  });
});

/** what a notification.created event is matched by (it names no thing: each user's notifications differ) */
const NOTIFIED = -1;

function idOf(e: LiveEvent): number | undefined {
  if (e.type === 'notification.created') return NOTIFIED;
  // a gate event names its unit too: its own id (log_id) comes first
  // a comment event names its issue too: the comment's own id comes first
  // a round of sensor readings names its sensors: the first one
  // a followed topic's new post names its topic too: the post's own id comes first
  const data = e.data as { id?: number; log_id?: number; comment_id?: number; post_id?: number; unit_id?: number; building_id?: number; readings?: Array<{ id: number }> };
  return data.id ?? data.log_id ?? data.comment_id ?? data.post_id ?? data.unit_id ?? data.building_id ?? data.readings?.[0]?.id;
}

const BUILDING_INFO = {
  details: { type: 'association', construction_year: 1999, reconstruction_year: 2020, floor_count: 5, elevator_count: 1, parking: { visitor_spots: 3, resident_spots: 10, garage_count: 2 } },
  managers: [{ name: 'Správce živě', position: 'Správce', email: 'a@example.com', phone: '+420 111 222 333' }],
  emergency_contacts: [],
  reception: { is_present: false, location: null, phone: null, email: null, opening_hours: {} },
};
