import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createQrPasses, deactivateQrPasses, listQrPasses } from '../../../contract/routes/qr';
import { tableRoute } from '../../lib/route-table';
import { requireQrUnit } from '../../domain/qr/unit-access';
import { createPasses } from '../../domain/qr/create';
import { listUnitPasses } from '../../domain/qr/list';
import { deactivatePasses } from '../../domain/qr/deactivate';
import { passMail } from '../../domain/qr/mail';
import { findBuilding } from '../../domain/buildings/find';

const tags = ['qr'];

/**
 * A unit's QR passes (spec 001 §2–§5, §7; issue 10 §2): create (one per e-mail, each mailed to
 * its recipient), list grouped by recipient, deactivate. The unit's current owners and tenants
 * and the building's staff reach a unit (domain/qr/unit-access.ts); anyone else gets a 404.
 */
const qrPassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await tableRoute(createQrPasses, tags)),
    handler: async (req, reply) => {
      const access = await requireQrUnit(req, req.params.id, req.params.unitId, 'qr.pass.create');
      const passes = await createPasses(app.db, app.bus, access, req.body, req.lang);
      const building = await findBuilding(app.db, access.unit.building_id);
      const buildingName = building?.name ?? '';
      // the passes are stored and answered first; each recipient's mail (with its image) follows
      for (const pass of passes) app.mail.later(() => passMail(pass, buildingName, app.config.publicUrl), req.log);
      return reply.status(201).send({ created_codes: passes.map((p) => ({ qr_code: p.code, recipient_name: p.recipient_name, email: p.email })) });
    },
  });

  app.route({
    ...(await tableRoute(listQrPasses, tags)),
    handler: async (req) => {
      const { unit } = await requireQrUnit(req, req.params.id, req.params.unitId);
      return { users: await listUnitPasses(app.db, unit.id) };
    },
  });

  app.route({
    ...(await tableRoute(deactivateQrPasses, tags)),
    handler: async (req) => {
      const access = await requireQrUnit(req, req.params.id, req.params.unitId, 'qr.pass.deactivate');
      return deactivatePasses(app.db, app.bus, access, req.body);
    },
  });
};

export default qrPassRoutes;
