import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Issue, IssueCreateData } from '../../../contract/issues';
import { foldText } from '../../../contract/rules/text';
import { writeAudit } from '../audit';
import { nowIso } from '../../lib/time';
import type { UploadedFile } from '../files/multipart';
import type { IssueViewer } from './access';
import { checkAttachment, withStoredFiles, type CheckedAttachment } from './attachment-file';
import { issueAudience, reachResolvers } from './audience';
import { categoryOf } from './categories';
import { issueDueAt, priorityRank } from './deadline';
import { loadIssueDetail } from './detail';
import { checkedLocation } from './location';

/**
 * Reports an issue (spec 001 §7 create; issue 11 §1). Everything is checked before a byte is
 * written: the category (this building's), the place (access: location.ts), every file by its
 * content. Then the files are saved and the issue, its first history row, its attachment rows and
 * the audit row are written in one transaction; if that fails the files go again. The building
 * hears of it after the commit.
 */
export async function createIssue(
  app: FastifyInstance,
  viewer: IssueViewer,
  data: z.output<typeof IssueCreateData>,
  files: readonly UploadedFile[],
): Promise<Issue> {
  const category = await categoryOf(app.db, viewer.buildingId, data.category_id);
  const place = await checkedLocation(app.db, viewer, data.location_type, data.unit_id);
  const checked: CheckedAttachment[] = [];
  for (const f of files) checked.push(await checkAttachment(f));

  const at = nowIso();
  const row = {
    building_id: viewer.buildingId,
    title: data.title,
    search_text: foldText(data.title),
    description: data.description,
    category_id: category?.id ?? null,
    type: data.type,
    priority: data.priority,
    priority_rank: priorityRank(data.priority),
    status: 'new' as const,
    ...place,
    created_by: viewer.userId,
    assigned_to: null,
    due_at: issueDueAt(at, data.priority, category),
    created_at: at,
    updated_at: at,
  };
  const id = await withStoredFiles(app, checked, (paths) =>
    app.db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('issues').values(row).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('issue_history')
        .values({ issue_id: id, kind: 'created', user_id: viewer.userId, from_status: null, to_status: 'new', reason: null, assignee_id: null, at })
        .execute();
      if (checked.length) {
        await trx
          .insertInto('issue_attachments')
          .values(
            checked.map((f, i) => ({
              issue_id: id,
              filename: f.filename,
              mime_type: f.mime_type,
              size: f.buffer.length,
              file_path: paths[i],
              uploaded_by: viewer.userId,
              created_at: at,
            })),
          )
          .execute();
      }
      await writeAudit(trx, {
        userId: viewer.userId,
        action: 'issue.create',
        buildingId: viewer.buildingId,
        unitId: place.unit_id,
        target: `issue:${id}`,
        outcome: 'success',
        detail: { priority: data.priority, attachments: checked.length },
        at,
      });
      return id;
    }),
  );
  app.bus.publish('issue.created', viewer.buildingId, { id }, await reachResolvers(app.db, viewer.buildingId, issueAudience(row)));
  return loadIssueDetail(app.db, viewer, id);
}
