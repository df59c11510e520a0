/**
 * Which GET routes the read bench measures: the three hot routes of issue 8, building info, and
 * every list route the API publishes. List routes are found in the server's own OpenAPI document
 * (GET, 200 JSON answer with an array at the top, no path parameter but the building id), so a list
 * added later is measured without touching the bench.
 */

export interface ReadRoute {
  /** as printed: the path with `{id}` for the building */
  name: string;
  path: string;
  /** signed in as the bench resident who sees the large data set (false: anonymous) */
  auth: boolean;
  /** printed for reference only, no target (/v1/health: no database, no session) */
  reference?: boolean;
}

const HOT = ['/v1/users/me', '/v1/units/my', '/v1/buildings/{id}/announcements'];
/** not a list at the top, but lists (managers, emergency contacts) inside, shown on every building page */
const ALSO = ['/v1/buildings/{id}/info'];

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

export async function readRoutes(base: string, buildingId: number): Promise<ReadRoute[]> {
  const res = await fetch(`${base}/v1/docs/json`);
  if (!res.ok) throw new Error(`OpenAPI document: HTTP ${res.status}`);
  const doc = (await res.json()) as OpenApiDoc;
  const lists = Object.keys(doc.paths)
    .filter((p) => doc.paths[p].get && isListRoute(p, doc))
    .sort();
  const names = [...new Set([...HOT, ...lists, ...ALSO])];
  return [
    { name: 'GET /v1/health', path: '/v1/health', auth: false, reference: true },
    ...names.map((name) => ({ name: `GET ${name}`, path: name.replace('{id}', String(buildingId)), auth: true })),
  ];
}
