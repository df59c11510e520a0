import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { IssueHistoryTable } from '../db/schema/issues';
import type { IssuePriority, IssueStatus, IssueType } from '../../contract/rules/issues';
import { canTransition, needsReason } from '../../contract/rules/issues';
import { foldText } from '../../contract/rules/text';
import { issueDueAt, priorityRank, type CategoryDueDays } from '../domain/issues/deadline';
import { nowIso } from '../lib/time';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Each demo building's category tree; the lift has its own (shorter) deadlines and needs a warranty check. */
const TREE: Array<{ name: string; description?: string; warranty?: boolean; due?: Partial<CategoryDueDays>; children?: string[] }> = [
  { name: 'Elektro', description: 'Elektroinstalace domu', children: ['Osvětlení', 'Zásuvky'] },
  { name: 'Voda a topení', description: 'Rozvody vody, topení, stoupačky' },
  { name: 'Výtah', description: 'Výtahy a jejich servis', warranty: true, due: { due_days_high: 1, due_days_medium: 3 } },
  { name: 'Společné prostory', description: 'Chodby, sklepy, dvůr, schránky' },
];

interface DemoIssue {
  title: string;
  description: string;
  category: string;
  type: IssueType;
  priority: IssuePriority;
  /** the unit's unique id, or the building */
  unit?: string;
  by: string;
  assignee?: string;
  /** days ago it was reported */
  ago: number;
  /** the status changes after the report, in order, each with its reason where one is needed */
  steps?: Array<[IssueStatus, string?]>;
  comments?: Array<{ by: string; content: string; internal?: boolean }>;
}

const ISSUES: DemoIssue[] = [
  { title: 'Nesvítí světlo na chodbě ve 3. patře', description: 'Od včerejška nesvítí obě stropní světla u výtahu.', category: 'Osvětlení', type: 'fault', priority: 'medium', by: 'najemnik@example.com', ago: 1 },
  {
    title: 'Kape voda z radiátoru v koupelně',
    description: 'Z ventilu radiátoru pod oknem kape voda, pod ním je mokrá podlaha.',
    category: 'Voda a topení',
    type: 'fault',
    priority: 'high',
    unit: 'VLT-1.01',
    by: 'vlastnik@example.com',
    assignee: 'spravce@example.com',
    ago: 2,
    steps: [['in_progress']],
    comments: [{ by: 'spravce@example.com', content: 'Instalatér přijde ve čtvrtek dopoledne.' }],
  },
  {
    title: 'Výtah zastavuje mezi patry',
    description: 'Výtah se občas zastaví mezi 2. a 3. patrem a po chvíli pokračuje.',
    category: 'Výtah',
    type: 'warranty',
    priority: 'critical',
    by: 'manager@example.com',
    assignee: 'manager@example.com',
    ago: 3,
    steps: [['in_progress'], ['waiting', 'Čekáme na servisního technika výrobce.']],
    comments: [
      { by: 'manager@example.com', content: 'Servis objednán, výtah zatím jezdí.' },
      { by: 'spravce@example.com', content: 'Servis účtuje výjezd zvlášť — ověřit, zda to kryje záruka.', internal: true },
    ],
  },
  { title: 'Nefunkční zásuvka v kuchyni', description: 'Zásuvka vedle linky nefunguje, jistič je zapnutý.', category: 'Zásuvky', type: 'fault', priority: 'medium', unit: 'VLT-2.03', by: 'najemnik@example.com', ago: 20 },
  {
    title: 'Poškozená poštovní schránka',
    description: 'Dvířka schránky č. 12 nejdou zavřít.',
    category: 'Společné prostory',
    type: 'problem',
    priority: 'low',
    by: 'vlastnik@example.com',
    assignee: 'spravce@example.com',
    ago: 12,
    steps: [['in_progress'], ['resolved']],
  },
  {
    title: 'Stojan na kola ve dvoře',
    description: 'Prosíme o instalaci stojanu na kola ve dvoře.',
    category: 'Společné prostory',
    type: 'request',
    priority: 'low',
    by: 'najemnik@example.com',
    ago: 9,
    steps: [['wont_fix', 'Dvůr je památkově chráněný, stojan nelze ukotvit.']],
  },
  {
    title: 'Graffiti na fasádě u vchodu',
    description: 'Na fasádě vedle hlavního vchodu se objevilo graffiti.',
    category: 'Společné prostory',
    type: 'problem',
    priority: 'medium',
    by: 'spravce@example.com',
    assignee: 'manager@example.com',
    ago: 30,
    steps: [['in_progress'], ['resolved'], ['closed', 'Fasáda očištěna, firma předala protokol.']],
  },
  {
    title: 'Hlučné stoupačky v noci',
    description: 'V noci je ze stoupaček slyšet silné bouchání.',
    category: 'Voda a topení',
    type: 'problem',
    priority: 'high',
    by: 'vlastnik@example.com',
    assignee: 'manager@example.com',
    ago: 10,
    steps: [['in_progress']],
  },
];

/**
 * Issues of the demo (issue 11): a category tree in every building and, in Rezidence Vltava,
 * issues in every status and priority, in the building and in units 1.01 and 2.03, two of them
 * past their due date, with a history that follows the status table and a few comments (one
 * internal). Like the other seeded data they have no audit rows.
 */
export async function seedIssues(db: Kysely<DB>, now = new Date()): Promise<void> {
  const at = (ms: number) => nowIso(new Date(now.getTime() + ms));
  const buildings = await db.selectFrom('buildings').select(['id', 'code']).execute();
  const categories = new Map<string, { id: number } & CategoryDueDays>();
  for (const b of buildings) {
    let sort = 0;
    for (const c of TREE) {
      const values = {
        building_id: b.id,
        description: c.description ?? null,
        requires_warranty: c.warranty ? 1 : 0,
        due_days_critical: c.due?.due_days_critical ?? null,
        due_days_high: c.due?.due_days_high ?? null,
        due_days_medium: c.due?.due_days_medium ?? null,
        due_days_low: c.due?.due_days_low ?? null,
        created_at: at(-60 * DAY),
      };
      const parent = await db.insertInto('issue_categories').values({ ...values, parent_id: null, name: c.name, sort: sort++ }).returning('id').executeTakeFirstOrThrow();
      if (b.code === 'VLT') categories.set(c.name, { id: parent.id, ...values });
      for (const child of c.children ?? []) {
        const plain = { ...values, description: null, due_days_critical: null, due_days_high: null, due_days_medium: null, due_days_low: null };
        const row = await db.insertInto('issue_categories').values({ ...plain, parent_id: parent.id, name: child, sort: sort++ }).returning('id').executeTakeFirstOrThrow();
        if (b.code === 'VLT') categories.set(child, { id: row.id, ...plain });
      }
    }
  }

  const vlt = buildings.find((b) => b.code === 'VLT');
  if (!vlt) return;
  const users = new Map((await db.selectFrom('users').select(['id', 'email']).execute()).map((u) => [u.email, u.id]));
  const units = new Map((await db.selectFrom('units').select(['id', 'unique_id']).where('building_id', '=', vlt.id).execute()).map((u) => [u.unique_id, u.id]));

  for (const demo of ISSUES) {
    const category = categories.get(demo.category)!;
    const reported = now.getTime() - demo.ago * DAY;
    const created_at = nowIso(new Date(reported));
    const steps = demo.steps ?? [];
    let status: IssueStatus = 'new';
    for (const [to, reason] of steps) {
      // the demo follows the same table the server enforces
      if (!canTransition(status, to) || (needsReason(to) && !reason)) throw new Error(`demo issue "${demo.title}": ${status} → ${to} is not allowed`);
      status = to;
    }
    const stepAt = (i: number) => nowIso(new Date(reported + (i + 1) * 6 * HOUR));
    const { id } = await db
      .insertInto('issues')
      .values({
        building_id: vlt.id,
        title: demo.title,
        search_text: foldText(demo.title),
        description: demo.description,
        category_id: category.id,
        type: demo.type,
        priority: demo.priority,
        priority_rank: priorityRank(demo.priority),
        status,
        location_type: demo.unit ? 'unit' : 'building',
        unit_id: demo.unit ? units.get(demo.unit)! : null,
        created_by: users.get(demo.by)!,
        assigned_to: demo.assignee ? users.get(demo.assignee)! : null,
        due_at: issueDueAt(created_at, demo.priority, category),
        created_at,
        updated_at: steps.length ? stepAt(steps.length) : created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const resolver = demo.assignee ? users.get(demo.assignee)! : users.get('spravce@example.com')!;
    const history: Array<Omit<Insertable<IssueHistoryTable>, 'issue_id'>> = [
      { kind: 'created', user_id: users.get(demo.by)!, from_status: null, to_status: 'new', reason: null, assignee_id: null, at: created_at },
    ];
    // assigned by the building's administrator before the work started
    if (demo.assignee) history.push({ kind: 'assigned', user_id: users.get('spravce@example.com')!, from_status: null, to_status: null, reason: null, assignee_id: resolver, at: stepAt(-0.5) });
    let from: IssueStatus = 'new';
    steps.forEach(([to, reason], i) => {
      history.push({ kind: 'status', user_id: resolver, from_status: from, to_status: to, reason: reason ?? null, assignee_id: null, at: stepAt(i + 1) });
      from = to;
    });
    await db.insertInto('issue_history').values(history.map((h) => ({ ...h, issue_id: id }))).execute();
    const comments = demo.comments ?? [];
    if (comments.length) {
      await db
        .insertInto('issue_comments')
        .values(comments.map((c, i) => ({ issue_id: id, user_id: users.get(c.by)!, content: c.content, is_internal: c.internal ? 1 : 0, created_at: stepAt(i + 0.25) })))
        .execute();
    }
  }
}
