import type { DueDaysOverrides, IssuePriority } from '../../../contract/rules/issues';
import { DEFAULT_DUE_DAYS, ISSUE_PRIORITIES, dueAt } from '../../../contract/rules/issues';

/** A category's due-day columns (null: the priority's default). */
export interface CategoryDueDays {
  due_days_critical: number | null;
  due_days_high: number | null;
  due_days_medium: number | null;
  due_days_low: number | null;
}

export const overridesOf = (c: CategoryDueDays | null | undefined): DueDaysOverrides =>
  c ? { critical: c.due_days_critical, high: c.due_days_high, medium: c.due_days_medium, low: c.due_days_low } : {};

/** The days per priority a category gives, its own where set and the defaults elsewhere. */
export function dueDaysOf(c: CategoryDueDays): Record<IssuePriority, number> {
  const o = overridesOf(c);
  return {
    critical: o.critical ?? DEFAULT_DUE_DAYS.critical,
    high: o.high ?? DEFAULT_DUE_DAYS.high,
    medium: o.medium ?? DEFAULT_DUE_DAYS.medium,
    low: o.low ?? DEFAULT_DUE_DAYS.low,
  };
}

/** The due date of an issue reported at `createdAt` (contract rule dueAt with the category's days). */
export const issueDueAt = (createdAt: string, priority: IssuePriority, category: CategoryDueDays | null | undefined): string =>
  dueAt(createdAt, priority, overridesOf(category));

/** 1 low … 4 critical: the column the list sorts by urgency on (the contract lists priorities from low to critical). */
export const priorityRank = (priority: IssuePriority): number => ISSUE_PRIORITIES.indexOf(priority) + 1;
/** The priority a stored rank stands for (priorityRank's inverse). */
export const priorityOfRank = (rank: number): IssuePriority => ISSUE_PRIORITIES[rank - 1];
