import type { Generated } from 'kysely';
import type { Flag, Ts } from './columns';

export interface IssueCategoriesTable {
  id: Generated<number>;
  building_id: number;
  parent_id: number | null;
  name: string;
  description: string | null;
  requires_warranty: Flag;
  /** null: the priority's default (contract/rules/issues.ts DEFAULT_DUE_DAYS) */
  due_days_critical: number | null;
  due_days_high: number | null;
  due_days_medium: number | null;
  due_days_low: number | null;
  sort: number;
  created_at: Ts;
}

export interface IssuesTable {
  id: Generated<number>;
  building_id: number;
  title: string;
  description: string;
  category_id: number | null;
  type: 'fault' | 'problem' | 'request' | 'warranty';
  priority: 'low' | 'medium' | 'high' | 'critical';
  /** 1 low … 4 critical (sorting by urgency) */
  priority_rank: number;
  status: 'new' | 'in_progress' | 'waiting' | 'resolved' | 'closed' | 'wont_fix';
  location_type: 'building' | 'unit';
  unit_id: number | null;
  created_by: number | null;
  assigned_to: number | null;
  due_at: Ts | null;
  created_at: Ts;
  updated_at: Ts;
  /** the title folded for the search (contract/rules/text.ts foldText); migration 012 */
  search_text: Generated<string>;
}

export interface IssueHistoryTable {
  id: Generated<number>;
  issue_id: number;
  kind: 'created' | 'status' | 'assigned' | 'updated';
  user_id: number | null;
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  assignee_id: number | null;
  at: Ts;
}

export interface IssueCommentsTable {
  id: Generated<number>;
  issue_id: number;
  user_id: number | null;
  content: string;
  is_internal: Flag;
  created_at: Ts;
}

export interface IssueAttachmentsTable {
  id: Generated<number>;
  issue_id: number;
  filename: string;
  mime_type: string;
  size: number;
  /** server-made path under the files folder */
  file_path: string;
  uploaded_by: number | null;
  created_at: Ts;
}
