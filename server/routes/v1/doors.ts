import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listDoors as listRoute, openDoor as openRoute } from '../../../contract/routes/doors';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { nowIso } from '../../lib/time';
import { listDoors } from '../../domain/doors/list';
import { openDoor, type DoorDeps } from '../../domain/doors/open';

const tags = ['doors'];

/**
 * The building's doors and opening one from the portal (spec 001 §2 "Doors", §3; issue 10 §1).
 *
 * Both routes first require the building (requireBuilding): someone who is not a member gets the
 * same 404 as for a building that does not exist, and their attempt is not written into that
 * building's audit log. The log belongs to the building and its staff read it; an outsider has no
 * standing there, and writing rows for any building id a signed-in stranger cares to name would let
 * anyone fill other buildings' logs. The request itself (who, which URL, 404) stays in the access
 * log. Members' attempts are all audited, a door the building does not have included.
 */
const doorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: DoorDeps = { db: app.db, bus: app.bus };

  app.route({
    ...(await tableRoute(listRoute, tags)),
    handler: async (req) => {
      await requireBuilding(req, req.params.id);
      return { doors: await listDoors(app.db, authOf(req).profile, req.params.id, nowIso()) };
    },
  });

  app.route({
    ...(await tableRoute(openRoute, tags)),
    // a request without a body (no content type) stands for `{}`; a JSON `null` or array is still refused
    preValidation: async (req) => {
      if (req.body == null && req.headers['content-type'] === undefined) req.body = {};
    },
    handler: async (req) => {
      await requireBuilding(req, req.params.id);
      const door = await openDoor(deps, authOf(req).profile, req.params.id, req.params.doorId, nowIso());
      return { status: 'success' as const, door };
    },
  });
};

export default doorRoutes;
