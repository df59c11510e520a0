/** The building proxy (spec 000 §7, spec 001 §7): one endpoint that runs a fixed table of mapped routes. */
import { defineRoute } from '../route';

/**
 * The mapped route may refuse (403) or conflict (409), and answers with its own body (JSON or the
 * photo): no response schema here (server/plugins/openapi-facts.ts documents it as `passthrough`).
 */
export const buildingProxy = defineRoute({
  method: 'POST',
  path: '/buildings/:id/proxy',
  facts: { forbids: true, conflicts: true },
  schemas: async () => {
    const [c, common] = await Promise.all([import('../proxy'), import('../common')]);
    return { params: common.IdParam, body: c.ProxyInput };
  },
});
