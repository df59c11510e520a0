/**
 * The issue commands' palette pages (issue 11 §3), loaded with their texts when opened: find an
 * issue by title, pick an assignee for the issue on screen, comment on it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardList, UserRound } from 'lucide-react';
import type { Issue } from '../../../contract/issues';
import type { CommandContext } from '../../commands/types';
import { errorMessage } from '../../lib/http';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { PickList } from '../../ui/PickList';
import { TextField } from '../../ui/TextField';
import { useAssignees, useIssues } from './api';
import { StatusBadge } from './badges';
import { CommentForm } from './CommentForm';
import { DEFAULT_SORT, NO_FILTERS, SEARCH_DEBOUNCE_MS } from './rules';
import { ASSIGN_ISSUE, SCREEN_ISSUE } from './screen';

const FOUND_MAX = 10;

/** 'Find issue…': the building's issues whose title matches (the list's search); Enter opens the first. */
export function FindIssuePicker({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useIssues(search ? ctx.buildingId : null, { ...NO_FILTERS, search }, DEFAULT_SORT, 1, FOUND_MAX);
  const issues = search ? (found.data?.issues ?? []) : [];
  const open = (id: number) => {
    ctx.navigate(`/issues/${id}`);
    close();
  };
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (issues[0]) open(issues[0].id);
      }}
    >
      <TextField autoFocus type="search" autoComplete="off" label={t('issues.find.label')} placeholder={t('issues.find.typeToSearch')} value={text} onChange={(e) => setText(e.target.value)} />
      {search && (
        <PickList
          label={t('issues.find.label')}
          loading={found.isLoading && !found.data}
          error={found.error && !found.data ? errorMessage(found.error, t('issues.toast.loadFailed')) : null}
          empty={t('issues.find.noMatch')}
          items={issues.map((i) => ({
            key: i.id,
            icon: <ClipboardList className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />,
            label: i.title,
            detail: <StatusBadge status={i.status} />,
            onPick: () => open(i.id),
          }))}
        />
      )}
    </form>
  );
}

const shownIssue = (ctx: CommandContext) => ctx.screen[SCREEN_ISSUE] as Issue | undefined;

/** 'Assign to…': the building's assignees; picking one asks the issue's page to assign it. */
export function AssignPicker({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const list = useAssignees(ctx.buildingId, true);
  const needle = text.trim().toLocaleLowerCase();
  const assignees = (list.data ?? []).filter((a) => a.name.toLocaleLowerCase().includes(needle));
  const pick = (id: number) => {
    ctx.openDialog(ASSIGN_ISSUE, id);
    close();
  };
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (assignees[0]) pick(assignees[0].id);
      }}
    >
      <TextField autoFocus type="search" autoComplete="off" label={t('issues.detail.assignee')} value={text} onChange={(e) => setText(e.target.value)} />
      <PickList
        label={t('issues.detail.assignee')}
        loading={list.isLoading && !list.data}
        error={list.error && !list.data ? errorMessage(list.error, t('issues.toast.loadAssigneesFailed')) : null}
        empty={t('issues.toast.selectUser')}
        items={assignees.map((a) => ({
          key: a.id,
          icon: <UserRound className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />,
          label: a.name,
          detail: a.id === shownIssue(ctx)?.assigned_to ? t('issues.detail.assignee') : undefined,
          onPick: () => pick(a.id),
        }))}
      />
    </form>
  );
}

/** 'Comment…': the detail's comment form for the issue on screen. */
export function CommentPage({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const issue = shownIssue(ctx);
  if (!issue || ctx.buildingId === null) return null;
  return <CommentForm buildingId={ctx.buildingId} issue={issue} onDone={close} autoFocus />;
}
