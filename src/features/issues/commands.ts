/**
 * The issue screens' actions as palette commands (issue 11 §3): report an issue (form), find one by
 * title, export for resolvers, and on an issue's page each status change the server allows (the
 * page asks for a reason where needed), assign, comment, add an attachment, edit and delete. ("Go to issues",
 * g i, is a core command.) Data only: the pages load with their texts when opened.
 */
import type { Command, CommandContext } from '../../commands/types';
import type { Issue } from '../../../contract/issues';
import type { IssueStatus } from '../../../contract/rules/issues';
import { PERMISSION } from '../../../contract/rules/permissions';
import { withPageTexts } from '../../lib/i18n';
import { ADD_ATTACHMENT, CHANGE_STATUS, DELETE_ATTACHMENT, DELETE_ISSUE, DOWNLOAD_ATTACHMENT, EDIT_ISSUE, SCREEN_ISSUE } from './screen';

const GROUP = 'issues.palette.group';
const hasBuilding = (ctx: CommandContext) => ctx.buildingId !== null;
const onList = (ctx: CommandContext) => ctx.location === '/issues/list';
/** The issue the detail shows, while it is on screen. */
const shown = (ctx: CommandContext) => ctx.screen[SCREEN_ISSUE] as Issue | undefined;
const KEYWORDS = ['issue', 'defect', 'fault', 'problem', 'repair', 'závada', 'porucha', 'požadavek', 'problém', 'oprava'];
const pages = () => withPageTexts('issues', () => import('./palettePages'));

/** Status targets with the title key of their command (those needing a reason end in '…'). */
const STATUS_COMMANDS: ReadonlyArray<[IssueStatus, string]> = [
  ['in_progress', 'toInProgress'],
  ['waiting', 'toWaiting'],
  ['resolved', 'toResolved'],
  ['closed', 'toClosed'],
  ['wont_fix', 'toWontFix'],
];

const statusCommands: Command[] = STATUS_COMMANDS.map(([status, title]) => ({
  id: `issues.changeStatus.${status}`,
  group: GROUP,
  title: `issues.palette.${title}`,
  keywords: [...KEYWORDS, 'status', 'stav', status.replace('_', ' ')],
  isVisible: (ctx) => Boolean(shown(ctx)?.allowed_statuses.includes(status)),
  isContextual: (ctx) => Boolean(shown(ctx)),
  run: (ctx) => ctx.openDialog(CHANGE_STATUS, status),
}));

export const issuesCommands: Command[] = [
  ...statusCommands,
  {
    id: 'issues.assign',
    group: GROUP,
    title: 'issues.palette.assign',
    keywords: [...KEYWORDS, 'assign', 'assignee', 'solver', 'přiřadit', 'řešitel'],
    isVisible: (ctx) => Boolean(shown(ctx)?.can.assign),
    isContextual: (ctx) => Boolean(shown(ctx)),
    page: { kind: 'form', load: () => pages().then((m) => ({ default: m.AssignPicker })) },
  },
  {
    id: 'issues.comment',
    group: GROUP,
    title: 'issues.palette.comment',
    keywords: [...KEYWORDS, 'comment', 'note', 'komentář', 'poznámka'],
    isVisible: (ctx) => Boolean(shown(ctx)?.can.comment),
    isContextual: (ctx) => Boolean(shown(ctx)),
    page: { kind: 'form', load: () => pages().then((m) => ({ default: m.CommentPage })) },
  },
  {
    id: 'issues.addAttachment',
    group: GROUP,
    title: 'issues.palette.addAttachment',
    keywords: [...KEYWORDS, 'attachment', 'file', 'photo', 'upload', 'příloha', 'soubor', 'fotka', 'nahrát'],
    isVisible: (ctx) => Boolean(shown(ctx)?.can.attach),
    isContextual: (ctx) => Boolean(shown(ctx)),
    run: (ctx) => ctx.openDialog(ADD_ATTACHMENT),
  },
  {
    id: DOWNLOAD_ATTACHMENT,
    group: GROUP,
    title: 'issues.palette.downloadAttachment',
    keywords: [...KEYWORDS, 'attachment', 'file', 'download', 'příloha', 'soubor', 'stáhnout'],
    isVisible: (ctx) => (shown(ctx)?.attachments.length ?? 0) > 0,
    isContextual: (ctx) => Boolean(shown(ctx)),
    page: {
      kind: 'list',
      items: (ctx) => (shown(ctx)?.attachments ?? []).map((a) => ({ id: String(a.id), label: a.filename, run: (c) => c.openDialog(DOWNLOAD_ATTACHMENT, a.id) })),
    },
  },
  {
    id: DELETE_ATTACHMENT,
    group: GROUP,
    title: 'issues.palette.deleteAttachment',
    keywords: [...KEYWORDS, 'attachment', 'file', 'delete', 'remove', 'příloha', 'soubor', 'smazat', 'odstranit'],
    // the rule the section applies to its delete buttons: may attach, may edit, not finished (the server
    // says can.attach / can.edit; a finished issue answers can.attach false)
    isVisible: (ctx) => {
      const issue = shown(ctx);
      return Boolean(issue && issue.can.attach && issue.can.edit && issue.attachments.length > 0);
    },
    isContextual: (ctx) => Boolean(shown(ctx)),
    page: {
      kind: 'list',
      items: (ctx) => (shown(ctx)?.attachments ?? []).map((a) => ({ id: String(a.id), label: a.filename, run: (c) => c.openDialog(DELETE_ATTACHMENT, a.id) })),
    },
  },
  {
    id: EDIT_ISSUE,
    group: GROUP,
    title: 'issues.palette.edit',
    keywords: [...KEYWORDS, 'edit', 'change', 'rename', 'upravit', 'změnit', 'přejmenovat'],
    isVisible: (ctx) => Boolean(shown(ctx)?.can.edit),
    isContextual: (ctx) => Boolean(shown(ctx)),
    run: (ctx) => ctx.openDialog(EDIT_ISSUE),
  },
  {
    id: DELETE_ISSUE,
    group: GROUP,
    title: 'issues.palette.delete',
    keywords: [...KEYWORDS, 'delete', 'remove', 'smazat', 'odstranit'],
    isVisible: (ctx) => Boolean(shown(ctx)?.can.delete),
    isContextual: (ctx) => Boolean(shown(ctx)),
    run: (ctx) => ctx.openDialog(DELETE_ISSUE),
  },
  {
    id: 'issues.reportIssue',
    group: GROUP,
    title: 'issues.palette.report',
    keywords: [...KEYWORDS, 'report', 'new', 'create', 'nahlásit', 'nová'],
    isVisible: hasBuilding,
    isContextual: onList,
    page: { kind: 'form', load: () => withPageTexts('issues', () => import('./ReportIssueForm')).then((m) => ({ default: m.ReportIssueForm })) },
  },
  {
    id: 'issues.find',
    group: GROUP,
    title: 'issues.palette.find',
    keywords: [...KEYWORDS, 'find', 'search', 'najít', 'hledat'],
    isVisible: hasBuilding,
    isContextual: onList,
    page: { kind: 'form', load: () => pages().then((m) => ({ default: m.FindIssuePicker })) },
  },
  {
    id: 'issues.exportCsv',
    group: GROUP,
    title: 'issues.palette.export',
    keywords: [...KEYWORDS, 'export', 'csv', 'download', 'stáhnout', 'exportovat'],
    // resolvers, as /users/me answered; the server checks again
    isVisible: (ctx) => hasBuilding(ctx) && ctx.hasPermission(PERMISSION.issueResolve),
    isContextual: onList,
    run: (ctx) => withPageTexts('issues', () => import('./exportCsv')).then((m) => m.exportFromPalette(ctx)),
  },
];
