/**
 * The audit log's palette command (issue 29 §3): export the filtered rows as CSV, as the screen's
 * button does. ("Go to the audit log" is a core command generated from app/sections.ts.) For holders
 * of audit:view in the selected building; from elsewhere it opens the log first, whose filters then
 * are none, so the whole log is exported.
 */
import type { Command } from '../../commands/types';
import { PERMISSION } from '../../../contract/rules/permissions';
import { AUDIT_EXPORT_CSV } from './screen';

export const auditCommands: Command[] = [
  {
    id: 'audit.exportCsv',
    group: 'audit.palette.group',
    title: 'audit.palette.exportCsv',
    keywords: ['audit', 'export', 'csv', 'download', 'log', 'auditní', 'záznam', 'exportovat', 'stáhnout', 'export'],
    isVisible: (ctx) => ctx.hasPermission(PERMISSION.auditView),
    isEnabled: (ctx) => ctx.buildingId !== null,
    isContextual: (ctx) => ctx.location === '/audit',
    run: (ctx) => {
      if (ctx.location !== '/audit') ctx.navigate('/audit');
      ctx.openDialog(AUDIT_EXPORT_CSV);
    },
  },
];
