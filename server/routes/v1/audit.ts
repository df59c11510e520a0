import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuditListResponse, AuditQuery } from '../../../contract/audit';
import { IdParam } from '../../../contract/common';
import { PERMISSION } from '../../../contract/rules/permissions';
import { requireBuilding, requirePermission } from '../../access/guards';
import { decodeCursor, encodeCursor, listAudit, type AuditFilter } from '../../domain/audit-query';
import { AUDIT_CSV_COLUMNS, auditCsv } from '../../domain/audit-csv';
import { sendCsv } from '../../domain/files/download';
import { translate } from '../../lib/i18n';
import { nowIso } from '../../lib/time';

type Query = z.output<typeof AuditQuery>;

const filterOf = (buildingId: number, q: Query): AuditFilter => ({
  buildingId,
  action: q.action,
  unitId: q.unit_id,
  userId: q.user_id,
  target: q.target,
  outcome: q.outcome,
  from: q.from,
  to: q.to,
});

/** The building's append-only audit log (docs/architecture.md "Audit log", issue 9): read and export, never written here. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/buildings/:id/audit',
    {
      schema: { tags: ['audit'], params: IdParam, querystring: AuditQuery, response: { 200: AuditListResponse } },
      config: { forbids: true },
    },
    async (req) => {
      await requireBuilding(req, req.params.id);
      requirePermission(req, PERMISSION.auditView, { buildingId: req.params.id });
      const after = req.query.cursor ? decodeCursor(req.query.cursor) : undefined;
      // one more than asked tells whether a next page exists without counting
      const rows = await listAudit(app.db, filterOf(req.params.id, req.query), req.query.limit + 1, after);
      const page = rows.slice(0, req.query.limit);
      const last = page[page.length - 1];
      return { entries: page, next_cursor: rows.length > req.query.limit && last ? encodeCursor(last) : null };
    },
  );

  app.get(
    '/buildings/:id/audit/export',
    {
      schema: { tags: ['audit'], params: IdParam, querystring: AuditQuery.omit({ cursor: true, limit: true }), produces: ['text/csv'] },
      config: { forbids: true },
    },
    async (req, reply) => {
      await requireBuilding(req, req.params.id);
      requirePermission(req, PERMISSION.auditView, { buildingId: req.params.id });
      const header = AUDIT_CSV_COLUMNS.map((c) => translate(req.lang, `server.audit.csv.${c}`));
      const filename = `audit-${req.params.id}-${nowIso().slice(0, 10)}.csv`;
      return sendCsv(reply, filename, auditCsv(app.db, filterOf(req.params.id, req.query as Query), header));
    },
  );
};

export default auditRoutes;
