/** The building's audit log: read and export (docs/architecture.md "Audit log", issue 9). */
import { defineRoute } from '../route';

const withId = () => Promise.all([import('../audit'), import('../common')]);

export const listAudit = defineRoute({
  method: 'GET',
  path: '/buildings/:id/audit',
  facts: { forbids: true },
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, query: c.AuditQuery, response: c.AuditListResponse })),
});

/** The filtered log as CSV (every page of it, up to AUDIT_EXPORT_MAX rows). */
export const exportAudit = defineRoute({
  method: 'GET',
  path: '/buildings/:id/audit/export',
  answer: 'file',
  facts: { forbids: true },
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, query: c.AuditExportQuery })),
});
