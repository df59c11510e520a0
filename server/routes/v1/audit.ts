import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as routes from '../../../contract/routes/audit';
import { PERMISSION } from '../../../contract/rules/permissions';
import { tableRoute } from '../../lib/route-table';
import { requireBuilding, requirePermission } from '../../access/guards';
import { AUDIT_CSV_COLUMNS, auditCsv } from '../../domain/audit-csv';
import { auditFilterOf, auditPage } from '../../domain/audit/page';
import { sendCsv } from '../../domain/files/download';
import { translate } from '../../lib/i18n';
import { nowIso } from '../../lib/time';

const tags = ['audit'];

/** The building's append-only audit log (docs/architecture.md "Audit log", issue 9): read and export, never written here. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const mayRead = async (req: FastifyRequest, buildingId: number) => {
    await requireBuilding(req, buildingId);
    requirePermission(req, PERMISSION.auditView, { buildingId });
  };

  app.route({
    ...(await tableRoute(routes.listAudit, tags)),
    handler: async (req) => {
      await mayRead(req, req.params.id);
      return auditPage(app.db, req.params.id, req.query);
    },
  });

  const exportRoute = await tableRoute(routes.exportAudit, tags);
  app.route({
    ...exportRoute,
    schema: { ...exportRoute.schema, produces: ['text/csv'] },
    handler: async (req, reply) => {
      await mayRead(req, req.params.id);
      const header = AUDIT_CSV_COLUMNS.map((c) => translate(req.lang, `server.audit.csv.${c}`));
      const filename = `audit-${req.params.id}-${nowIso().slice(0, 10)}.csv`;
      return sendCsv(reply, filename, auditCsv(app.db, auditFilterOf(req.params.id, req.query), header));
    },
  });
};

export default auditRoutes;
