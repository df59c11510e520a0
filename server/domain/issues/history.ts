import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { IssueStatus } from '../../../contract/rules/issues';

export interface HistoryEntry {
  issueId: number;
  kind: 'created' | 'status' | 'assigned' | 'updated';
  userId: number;
  at: string;
  from?: IssueStatus | null;
  to?: IssueStatus | null;
  reason?: string | null;
  assigneeId?: number | null;
}

/** One line of an issue's history (who, what, from, to, why, when), in the transaction of the change. */
export async function writeHistory(trx: Kysely<DB>, e: HistoryEntry): Promise<void> {
  await trx
    .insertInto('issue_history')
    .values({
      issue_id: e.issueId,
      kind: e.kind,
      user_id: e.userId,
      from_status: e.from ?? null,
      to_status: e.to ?? null,
      reason: e.reason ?? null,
      assignee_id: e.assigneeId ?? null,
      at: e.at,
    })
    .execute();
}
