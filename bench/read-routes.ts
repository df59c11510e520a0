/**
 * Which GET routes the read bench measures: the three hot routes of issue 8, building info, and
 * every list route the API publishes. List routes are found in the server's own OpenAPI document
 * (GET, 200 JSON answer with an array at the top, no path parameter but the building id), so a list
 * added later is measured without touching the bench.
 */

export interface ReadRoute {
  /** as printed: GET and the path with `{id}` for the building */
  name: string;
  /** the path with `{id}` where the bench building's id goes */
  template: string;
  /** signed in as the bench resident who sees the large data set (false: anonymous) */
  auth: boolean;
  /** printed for reference only, no target (/v1/health: no database, no session) */
  reference?: boolean;
  /** signed in as the bench building's administrator instead (staff-only routes) */
  asAdmin?: boolean;
}

const HOT = ['/v1/users/me', '/v1/units/my', '/v1/buildings/{id}/announcements'];
/** not a list at the top, but lists (managers, emergency contacts) inside, shown on every building page */
const ALSO = ['/v1/buildings/{id}/info'];
/** the gate log (issue 9 §4): a unit's access-log page as its resident sees it */
const GATE_UNIT_PAGE = '/v1/buildings/{id}/units/{unitId}/parking-history';
/** lists only staff may read: measured as the building's administrator */
const STAFF_LISTS = new Set(['/v1/buildings/{id}/parking/history']);

interface OpenApiDoc {
  paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> }> } }>;
}

function isListRoute(path: string, doc: OpenApiDoc): boolean {
  const params = path.match(/\{[^}]+\}/g) ?? [];
  if (params.some((p) => p !== '{id}') || !path.startsWith('/v1/')) return false;
  // /v1/users/me has arrays (permissions, buildings) but is one record; it is measured as a hot route
  if (path === '/v1/users/me') return false;
  const schema = doc.paths[path].get?.responses?.['200']?.content?.['application/json']?.schema;
  return Object.values(schema?.properties ?? {}).some((p) => p.type === 'array');
}

/** The list routes as of issue 8, used only when the OpenAPI document cannot be read. */
const KNOWN_LISTS = [
  '/v1/buildings',
  '/v1/buildings/{id}/documents',
  '/v1/buildings/{id}/documents/categories',
  '/v1/buildings/{id}/floorplans',
  '/v1/buildings/{id}/units',
];

async function listRoutes(base: string, log: (line: string) => void): Promise<string[]> {
  const res = await fetch(`${base}/v1/docs/json`);
  if (!res.ok) {
    log(`  OpenAPI document: HTTP ${res.status}; measuring the list routes known when the bench was written`);
    return KNOWN_LISTS;
  }
  const doc = (await res.json()) as OpenApiDoc;
  return Object.keys(doc.paths)
    .filter((p) => doc.paths[p].get && isListRoute(p, doc))
    .sort();
}

export const pathOf = (route: ReadRoute, buildingId: number, unitId: number) =>
  route.template.replace('{id}', String(buildingId)).replace('{unitId}', String(unitId));

export async function readRoutes(base: string, log: (line: string) => void): Promise<ReadRoute[]> {
  const lists = await listRoutes(base, log);
  const names = [...new Set([...HOT, ...lists, ...ALSO, GATE_UNIT_PAGE])];
  return [
    { name: 'GET /v1/health', template: '/v1/health', auth: false, reference: true },
    ...names.map((template) => ({ name: `GET ${template}`, template, auth: true, asAdmin: STAFF_LISTS.has(template) })),
  ];
}
