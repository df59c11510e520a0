import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { writeAudit, type AuditAction } from '../audit';
import { forbidden } from '../../lib/http-error';
import type { IssueFacts, IssueViewer } from './access';

/**
 * A write refused to someone who sees the issue (403): the attempt is audited on its own, as the
 * other modules audit refused writes, then refused with the message for it.
 */
export async function refuseIssueWrite(
  db: Kysely<DB>,
  viewer: IssueViewer,
  issue: { id: number } & Pick<IssueFacts, 'unit_id'>,
  action: Extract<AuditAction, `issue.${string}`>,
  message: string,
): Promise<never> {
  await writeAudit(db, { userId: viewer.userId, action, buildingId: viewer.buildingId, unitId: issue.unit_id, target: `issue:${issue.id}`, outcome: 'denied' });
  throw forbidden(message);
}
