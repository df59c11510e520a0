/** Fake issue answers as the server sends them (contract/issues.ts), and the signed-in app on an issue screen. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Issue, IssueCategory, IssueSummary } from '../../contract/issues';
import type { Me } from '../../contract/users';
import { AppRoutes } from '../../src/app/App';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { member, type Routes } from './parking-fixtures';
import { summaryOf, vltavaUnit } from './units-fixtures';

export const ISSUES_PATH = '/v1/buildings/1/issues';
export const issuePath = (id: number) => `${ISSUES_PATH}/${id}`;

const CAN = { edit: false, delete: false, change_status: false, assign: false, comment: true, comment_internal: false, attach: true };
export const STAFF_CAN = { edit: true, delete: true, change_status: true, assign: true, comment: true, comment_internal: true, attach: true };

export const summary = (over: Partial<IssueSummary> = {}): IssueSummary => ({
  id: 1,
  title: 'Kape kohoutek',
  description: 'V kuchyni kape kohoutek.',
  category_id: 2,
  category_name: 'Voda',
  type: 'fault',
  priority: 'medium',
  status: 'new',
  location_type: 'unit',
  unit_id: 11,
  unit_number: '1.01',
  created_by: 1,
  creator_name: 'Jana Nováková',
  assigned_to: null,
  assignee_name: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  due_at: '2026-03-09T10:00:00.000Z',
  is_overdue: false,
  comment_count: 0,
  attachment_count: 0,
  can: CAN,
  ...over,
});

export const detail = (over: Partial<Issue> = {}): Issue => ({
  ...summary(),
  attachments: [{ id: 5, filename: 'foto.jpg', size: 2048, mime_type: 'image/jpeg', created_at: '2026-03-01T10:00:00.000Z' }],
  comments: [{ id: 8, content: 'Přijdu zítra.', is_internal: false, created_at: '2026-03-02T09:00:00.000Z', user: { id: 3, name: 'Karel Technik' } }],
  history: [{ id: 1, kind: 'created', at: '2026-03-01T10:00:00.000Z', user_name: 'Jana Nováková', from_status: null, to_status: 'new', reason: null, assignee_name: null }],
  allowed_statuses: [],
  ...over,
});

export const CATEGORIES: IssueCategory[] = [
  { id: 1, name: 'Technika', parent_id: null, description: null, requires_warranty: false, due_days: { critical: 1, high: 3, medium: 8, low: 14 } },
  { id: 2, name: 'Voda', parent_id: 1, description: null, requires_warranty: false, due_days: { critical: 1, high: 3, medium: 8, low: 14 } },
  { id: 3, name: 'Úklid', parent_id: null, description: null, requires_warranty: false, due_days: { critical: 1, high: 3, medium: 8, low: 14 } },
];
export const ASSIGNEES = [
  { id: 3, name: 'Karel Technik' },
  { id: 4, name: 'Marie Správcová' },
];
export const UNITS = [vltavaUnit(11, '1.01'), vltavaUnit(12, '1.03')];

export const listBody = (issues: IssueSummary[], total = issues.length) => ({ data: { issues, metadata: { page: 1, per_page: 20, total, total_exact: true } } });

export function issueRoutes(me: Me, over: Routes = {}): Routes {
  return {
    ...shellRoutes(me, UNITS),
    'GET /v1/buildings/1/units': { body: { units: UNITS.map(summaryOf) } },
    [`GET ${ISSUES_PATH}`]: { body: listBody([summary()]) },
    [`GET ${ISSUES_PATH}/categories`]: { body: { data: { categories: CATEGORIES } } },
    [`GET ${ISSUES_PATH}/assignees`]: { body: { data: { assignees: ASSIGNEES } } },
    [`GET ${issuePath(1)}`]: { body: { data: { issue: detail() } } },
    ...over,
  };
}

export async function renderIssues({ me = member(), over = {}, path = '/issues/list', heading = 'Issues' }: { me?: Me; over?: Routes; path?: string; heading?: string } = {}) {
  resetApp(path);
  signIn();
  const api = mockApi(issueRoutes(me, over));
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 });
  return { api, user: userEvent.setup() };
}

/** The GET list calls' queries, in order. */
export const listQueries = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls
    .map(([url, init]) => ({ url: String(url), method: (init as RequestInit | undefined)?.method ?? 'GET' }))
    .filter((c) => c.method === 'GET' && c.url.split('?')[0] === ISSUES_PATH)
    .map((c) => new URLSearchParams(c.url.split('?')[1] ?? ''));
