import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { IssueSummary } from '../../../contract/issues';
import { forbidden } from '../../lib/http-error';
import { translate, type Lang } from '../../lib/i18n';
import { csvOf } from '../audit-csv';
import type { IssueViewer } from './access';
import { allIssues, type IssueFilter } from './list';

/** The whole list with reporters and assignees: for those who manage issues only (403 to the others). */
export function requireIssueExporter(viewer: IssueViewer): void {
  if (!viewer.staff && !viewer.resolver) throw forbidden('server.issues.forbidden_export');
}

/** The download's name: the building and the day (UTC) of the export. */
export const issuesCsvFilename = (buildingId: number, now: string) => `issues-${buildingId}-${now.slice(0, 10)}.csv`;

/** The export's columns, in order; the header row and the enum values are in the caller's language. */
export const ISSUE_CSV_COLUMNS = ['id', 'title', 'category', 'type', 'priority', 'status', 'location', 'reporter', 'assignee', 'created_at', 'due_at', 'overdue'] as const;

function row(lang: Lang, i: IssueSummary): string[] {
  const label = (group: string, value: string) => translate(lang, `server.issues.values.${group}.${value}`);
  return [
    String(i.id),
    i.title,
    i.category_name ?? '',
    label('type', i.type),
    label('priority', i.priority),
    label('status', i.status),
    i.location_type === 'unit' ? `${label('location', 'unit')} ${i.unit_number ?? ''}`.trim() : label('location', 'building'),
    i.creator_name ?? '',
    i.assignee_name ?? '',
    i.created_at,
    i.due_at ?? '',
    i.is_overdue ? label('overdue', 'yes') : '',
  ];
}

async function* rows(db: Kysely<DB>, viewer: IssueViewer, filter: IssueFilter, lang: Lang): AsyncGenerator<string[]> {
  for await (const issue of allIssues(db, viewer, filter)) yield row(lang, issue);
}

/**
 * The filtered list as CSV, in the list's order, as the audit export writes it (UTF-8 with a
 * byte-order mark, csv-stringify's quoting, cells that look like formulas kept as text: titles are
 * what residents typed).
 */
export function issuesCsv(db: Kysely<DB>, viewer: IssueViewer, filter: IssueFilter, lang: Lang): Readable {
  const header = ISSUE_CSV_COLUMNS.map((c) => translate(lang, `server.issues.csv.${c}`));
  return csvOf(rows(db, viewer, filter, lang), header);
}
