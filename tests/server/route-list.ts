import type { FastifyInstance } from 'fastify';

/** any parameter name is the same route: `/b/{id}` and `/b/:id|:buildingId` → `/b/:` */
export const routeShape = (p: string) => p.replace(/\{\w+\}/g, ':').replace(/:\w+(\|:\w+)*/g, ':');

/**
 * The routes the app serves, from Fastify's printed route tree (it has no list of routes; each
 * line is an indented segment with its methods), as method and path with the first name of each
 * parameter (`/v1/buildings/:id|:buildingId` → `/v1/buildings/:id`). Shared by the OpenAPI test and
 * the authorization matrix, so a new route reaches both.
 */
export function servedRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const stack: string[] = [];
  const out: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^(.*?)[├└]── (\S+) \(([^)]*)\)/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    const url = stack.join('').replace(/(:\w+)(\|:\w+)+/g, '$1');
    for (const method of m[3].split(', ')) out.push({ method, url });
  }
  return out;
}
