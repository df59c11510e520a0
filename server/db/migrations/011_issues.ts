import type { Kysely } from 'kysely';
import type { Dialect } from '../engine';
import { int, text, withId } from './columns';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Issues (defect reports, issue 11).
 *
 * - issue_categories: per building, a tree (parent_id), with optional due-day overrides per priority.
 * - issues: the list filters by building (and one of status, unit, …) and orders by one of
 *   created_at / updated_at / due_at / priority rank with id as the tie-break; each order has an
 *   index led by building_id, and the common filters (status, unit) have their own.
 * - issue_history, issue_comments, issue_attachments: per issue, in order (issue_id, id).
 */
export function issuesMigration(dialect: Dialect) {
  return {
    async up(db: Db) {
      const create = (name: string) => withId(dialect, db.schema.createTable(name));

      await create('issue_categories')
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('parent_id', int, (c) => c.references('issue_categories.id').onDelete('set null'))
        .addColumn('name', text, (c) => c.notNull())
        .addColumn('description', text)
        .addColumn('requires_warranty', int, (c) => c.notNull().defaultTo(0))
        .addColumn('due_days_critical', int)
        .addColumn('due_days_high', int)
        .addColumn('due_days_medium', int)
        .addColumn('due_days_low', int)
        .addColumn('sort', int, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('issue_categories_building').on('issue_categories').columns(['building_id', 'sort', 'id']).execute();

      await create('issues')
        .addColumn('building_id', int, (c) => c.notNull().references('buildings.id').onDelete('cascade'))
        .addColumn('title', text, (c) => c.notNull())
        .addColumn('description', text, (c) => c.notNull())
        .addColumn('category_id', int, (c) => c.references('issue_categories.id').onDelete('set null'))
        .addColumn('type', text, (c) => c.notNull())
        .addColumn('priority', text, (c) => c.notNull())
        /** 1 low … 4 critical: sorts by urgency */
        .addColumn('priority_rank', int, (c) => c.notNull())
        .addColumn('status', text, (c) => c.notNull())
        .addColumn('location_type', text, (c) => c.notNull())
        .addColumn('unit_id', int, (c) => c.references('units.id').onDelete('set null'))
        .addColumn('created_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('assigned_to', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('due_at', text)
        .addColumn('created_at', text, (c) => c.notNull())
        .addColumn('updated_at', text, (c) => c.notNull())
        .execute();
      for (const order of ['created_at', 'updated_at', 'due_at', 'priority_rank']) {
        await db.schema.createIndex(`issues_building_${order}`).on('issues').columns(['building_id', order, 'id']).execute();
      }
      await db.schema.createIndex('issues_building_status_created').on('issues').columns(['building_id', 'status', 'created_at', 'id']).execute();
      await db.schema.createIndex('issues_unit_created').on('issues').columns(['unit_id', 'created_at', 'id']).execute();
      await db.schema.createIndex('issues_creator').on('issues').columns(['created_by', 'created_at', 'id']).execute();
      await db.schema.createIndex('issues_assignee').on('issues').columns(['assigned_to', 'created_at', 'id']).execute();

      await create('issue_history')
        .addColumn('issue_id', int, (c) => c.notNull().references('issues.id').onDelete('cascade'))
        .addColumn('kind', text, (c) => c.notNull())
        .addColumn('user_id', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('from_status', text)
        .addColumn('to_status', text)
        .addColumn('reason', text)
        .addColumn('assignee_id', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('at', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('issue_history_issue').on('issue_history').columns(['issue_id', 'id']).execute();

      await create('issue_comments')
        .addColumn('issue_id', int, (c) => c.notNull().references('issues.id').onDelete('cascade'))
        .addColumn('user_id', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('content', text, (c) => c.notNull())
        .addColumn('is_internal', int, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('issue_comments_issue').on('issue_comments').columns(['issue_id', 'id']).execute();

      await create('issue_attachments')
        .addColumn('issue_id', int, (c) => c.notNull().references('issues.id').onDelete('cascade'))
        .addColumn('filename', text, (c) => c.notNull())
        .addColumn('mime_type', text, (c) => c.notNull())
        .addColumn('size', int, (c) => c.notNull())
        .addColumn('file_path', text, (c) => c.notNull())
        .addColumn('uploaded_by', int, (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', text, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('issue_attachments_issue').on('issue_attachments').columns(['issue_id', 'id']).execute();
    },
  };
}
