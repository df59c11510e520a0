/** The audit screen's pending actions (commands/pendingAction.ts), shared by the screen and its commands. */
export const AUDIT_EXPORT_CSV = 'audit.exportCsv';
