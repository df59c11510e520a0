/**
 * The issue rules (contract/rules/issues.ts) pinned to the product specification: every expected
 * table below is copied from spec 001 (§3, §4, §9), not read from the rules' own constants, so a
 * change to a rule that the spec did not make fails here.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DUE_DAYS,
  FINISHED_STATUSES,
  ISSUE_ATTACHMENT_ACCEPT,
  ISSUE_ATTACHMENT_FORMATS_TEXT,
  ISSUE_ATTACHMENT_KINDS,
  ISSUE_DEFAULTS,
  ISSUE_LOCATION_TYPES,
  ISSUE_PAGE_SIZE,
  ISSUE_PRIORITIES,
  ISSUE_SORT_DEFAULT,
  ISSUE_STATUSES,
  ISSUE_TRANSITIONS,
  ISSUE_TYPES,
  REASON_REQUIRED,
  STATUS_COLOURS,
  allowedTargets,
  canTransition,
  dueAt,
  isFinished,
  isOverdue,
  needsReason,
  type IssueStatus,
} from '../../contract/rules/issues';

/** spec 001 §4 "Issue status values" */
const STATUSES: IssueStatus[] = ['new', 'in_progress', 'waiting', 'resolved', 'closed', 'wont_fix'];

/**
 * spec 001 §4, the "Allowed changes" table as a matrix: a row is the status the issue is in, a
 * column the status asked for; 1 is allowed. Column order: new, in_progress, waiting, resolved,
 * closed, wont_fix.
 */
const ALLOWED: Record<IssueStatus, [number, number, number, number, number, number]> = {
  new: [0, 1, 1, 0, 0, 1],
  in_progress: [0, 0, 1, 1, 0, 0],
  waiting: [0, 1, 0, 1, 0, 1],
  resolved: [0, 1, 0, 0, 1, 0],
  closed: [0, 1, 0, 0, 0, 0],
  wont_fix: [0, 1, 0, 0, 0, 0],
};

describe('issue statuses and transitions (spec 001 §4)', () => {
  it('has exactly the spec’s six statuses, in the spec’s order', () => {
    expect(ISSUE_STATUSES).toEqual(STATUSES);
  });

  it('allows exactly the changes of the spec’s table, and no other (36 pairs)', () => {
    for (const from of STATUSES) {
      STATUSES.forEach((to, i) => {
        expect(canTransition(from, to), `${from} → ${to}`).toBe(ALLOWED[from][i] === 1);
      });
    }
  });

  it('lists the allowed targets of each status as the spec writes them', () => {
    expect(allowedTargets('new')).toEqual(['in_progress', 'waiting', 'wont_fix']);
    expect(allowedTargets('in_progress')).toEqual(['waiting', 'resolved']);
    expect(allowedTargets('waiting')).toEqual(['in_progress', 'resolved', 'wont_fix']);
    expect(allowedTargets('resolved')).toEqual(['closed', 'in_progress']);
    expect(allowedTargets('closed')).toEqual(['in_progress']);
    expect(allowedTargets('wont_fix')).toEqual(['in_progress']);
    expect(Object.keys(ISSUE_TRANSITIONS).sort()).toEqual([...STATUSES].sort());
  });

  it('never allows staying put or going back to new', () => {
    for (const s of STATUSES) {
      expect(canTransition(s, s), `${s} → ${s}`).toBe(false);
      expect(canTransition(s, 'new'), `${s} → new`).toBe(false);
    }
  });

  it('asks for a reason exactly when moving to waiting, closed or wont_fix', () => {
    const expected: Record<IssueStatus, boolean> = { new: false, in_progress: false, waiting: true, resolved: false, closed: true, wont_fix: true };
    for (const s of STATUSES) expect(needsReason(s), s).toBe(expected[s]);
    expect(REASON_REQUIRED).toEqual(['waiting', 'closed', 'wont_fix']);
  });

  it('disables assignee, attachments and comments exactly in resolved, closed and wont_fix', () => {
    const expected: Record<IssueStatus, boolean> = { new: false, in_progress: false, waiting: false, resolved: true, closed: true, wont_fix: true };
    for (const s of STATUSES) expect(isFinished(s), s).toBe(expected[s]);
    expect(FINISHED_STATUSES).toEqual(['resolved', 'closed', 'wont_fix']);
  });

  it('colours the badges as the spec says', () => {
    expect(STATUS_COLOURS).toEqual({ new: 'blue', in_progress: 'yellow', waiting: 'orange', resolved: 'green', closed: 'grey', wont_fix: 'red' });
  });
});

describe('issue fields, defaults and list constants (spec 001 §3, §4, §9)', () => {
  it('has the spec’s types, priorities and location types', () => {
    expect(ISSUE_TYPES).toEqual(['fault', 'problem', 'request', 'warranty']);
    expect(ISSUE_PRIORITIES).toEqual(['low', 'medium', 'high', 'critical']);
    expect(ISSUE_LOCATION_TYPES).toEqual(['building', 'unit']);
  });

  it('starts a new issue as a fault of medium priority in the building, category 0', () => {
    expect(ISSUE_DEFAULTS).toEqual({ type: 'fault', priority: 'medium', location_type: 'building', category_id: 0 });
  });

  it('takes attachments of images, PDF, doc, docx, xls and xlsx (spec 001 §5)', () => {
    expect(ISSUE_ATTACHMENT_KINDS).toEqual(['jpg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx']);
    expect(ISSUE_ATTACHMENT_ACCEPT).toBe('image/*,.pdf,.doc,.docx,.xls,.xlsx');
    expect(ISSUE_ATTACHMENT_FORMATS_TEXT).toBe('JPG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX');
  });

  it('lists page 1 with 20 per page, created_at descending', () => {
    expect(ISSUE_PAGE_SIZE).toBe(20);
    expect(ISSUE_SORT_DEFAULT).toEqual({ sort_by: 'created_at', sort_dir: 'desc' });
  });
});

/** Deadlines are issue 11's, beyond the spec: pinned to the values that issue gives. */
describe('issue deadlines (issue 11)', () => {
  const reported = '2026-03-01T10:00:00.000Z';

  it('gives each priority its days to the due date, and a category may override them', () => {
    expect(DEFAULT_DUE_DAYS).toEqual({ critical: 1, high: 3, medium: 8, low: 14 });
    expect(dueAt(reported, 'critical')).toBe('2026-03-02T10:00:00.000Z');
    expect(dueAt(reported, 'high')).toBe('2026-03-04T10:00:00.000Z');
    expect(dueAt(reported, 'medium')).toBe('2026-03-09T10:00:00.000Z');
    expect(dueAt(reported, 'low')).toBe('2026-03-15T10:00:00.000Z');
    expect(dueAt(reported, 'high', { high: 10 })).toBe('2026-03-11T10:00:00.000Z');
    // null keeps the default; an override of another priority does not apply
    expect(dueAt(reported, 'high', { high: null, low: 30 })).toBe('2026-03-04T10:00:00.000Z');
  });

  it('is overdue only past its due date and while not resolved, closed or refused', () => {
    const due = '2026-03-04T10:00:00.000Z';
    const before = '2026-03-04T09:59:59.999Z';
    const after = '2026-03-04T10:00:00.001Z';
    const cases: Array<[IssueStatus, string | null, string, boolean]> = [
      ['new', due, after, true],
      ['in_progress', due, after, true],
      ['waiting', due, after, true],
      ['new', due, due, false],
      ['new', due, before, false],
      ['new', null, after, false],
      ['resolved', due, after, false],
      ['closed', due, after, false],
      ['wont_fix', due, after, false],
    ];
    for (const [status, due_at, now, overdue] of cases) expect(isOverdue({ status, due_at }, now), `${status} ${due_at} at ${now}`).toBe(overdue);
  });
});
