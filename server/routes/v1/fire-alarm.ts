import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FireAckInput, FireAckResponse, FireProxyInput, FireZoneList, FireZoneParams } from '../../../contract/fire-alarm';
import { IdParam } from '../../../contract/common';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { badRequest } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { listFireZones } from '../../domain/fire/zones';
import { acknowledgeZone, type FireDeps } from '../../domain/fire/acknowledge';

const tags = ['fire-alarm'];

/**
 * The building's fire zones (spec 001 §2 "Fire alarm", §3, §7; issue 12 §1): every member reads
 * them, in either form the spec records; staff acknowledge an alarm. Every route first requires
 * the building: someone who is not a member gets the 404 of a building that does not exist and
 * leaves nothing in its audit log (as for doors, routes/v1/doors.ts).
 */
const fireAlarmRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: FireDeps = { db: app.db, bus: app.bus };

  app.get('/buildings/:id/fire-alarm', { schema: { tags, params: IdParam, response: { 200: FireZoneList } } }, async (req) => {
    await requireBuilding(req, req.params.id);
    return listFireZones(app.db, req.params.id);
  });

  // spec 001 §7's other reading: `{endpoint: 'zones', method: 'GET'}` is the only descriptor there is;
  // a read in a POST's clothing, so every member may make it (never a 403)
  app.post(
    '/buildings/:id/utilities/fire-alarm',
    { config: { forbids: false }, schema: { tags, params: IdParam, body: FireProxyInput, response: { 200: FireZoneList } } },
    async (req) => {
      const { endpoint, method } = req.body;
      if (endpoint !== 'zones') throw badRequest('server.fire.proxy_endpoint_unknown');
      if (method.toUpperCase() !== 'GET') throw badRequest('server.fire.proxy_method_not_allowed', { method: method.slice(0, 10) });
      await requireBuilding(req, req.params.id);
      return listFireZones(app.db, req.params.id);
    },
  );

  app.post(
    '/buildings/:id/fire-alarm/zones/:zoneId/acknowledge',
    // 403: a member who is not the building's staff; 409: the zone is not in alarm or already acknowledged
    { config: { forbids: true, conflicts: true }, schema: { tags, params: FireZoneParams, body: FireAckInput, response: { 200: FireAckResponse } } },
    async (req) => {
      await requireBuilding(req, req.params.id);
      const zone = await acknowledgeZone(deps, authOf(req).profile, req.params.id, req.params.zoneId, req.body.note, nowIso());
      return { status: 'success' as const, zone };
    },
  );
};

export default fireAlarmRoutes;
