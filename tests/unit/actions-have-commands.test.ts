/**
 * Every action a screen offers is a palette command (issue 29 §7). The screens' action controls are
 * read from their source (./action-controls.ts: every `<Button`, `<button` and `<EditDeleteButtons`
 * in src/features/**\/*.tsx). Each must
 *  - name its command (`data-command="<id>"`, an id of the registry), or
 *  - need none by rule: a submit button (opening its form is the command), a dismissal
 *    (`onClick={onClose|onCancel|close}`), or a control inside a command's own palette page (a file a
 *    commands.ts loads with `import('./…')`), or
 *  - be listed below, one entry per control, saying why.
 * An action is a control that changes data, opens a form or dialog, downloads or copies. A control
 * that only changes the view (sort, page, zoom, step a month or floor, clear filters, full screen) or
 * edits the form it sits in (add or remove a row) is not. Every entry must match exactly one
 * unmarked control, so a stale entry fails too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCommands } from '../../src/commands/registry';
import { actionControls, namedCommands, type Control } from './action-controls';

interface Entry {
  file: string;
  /** a piece of the control's opening tag that singles it out in its file */
  match: string;
}

/** Controls that are not actions (see above). */
const NOT_ACTIONS: ReadonlyArray<Entry & { why: string }> = [
  // view: sort, page, step, zoom, full screen
  { file: 'admin/UsersTable.tsx', match: 'onSort(field)', why: 'sorts the table' },
  { file: 'issues/IssuesTable.tsx', match: 'onSort(field)', why: 'sorts the table' },
  { file: 'parking/VehiclesTable.tsx', match: 'onSort(c.key)', why: 'sorts the table' },
  { file: 'documents/components/Pagination.tsx', match: 'onPage(page - 1)', why: 'previous page' },
  { file: 'documents/components/Pagination.tsx', match: 'onPage(page + 1)', why: 'next page' },
  { file: 'cleaning/MonthPicker.tsx', match: 'onChange(previous)', why: 'previous month of the statistics' },
  { file: 'cleaning/MonthPicker.tsx', match: 'onChange(next)', why: 'next month of the statistics' },
  { file: 'floorplans/FloorSelector.tsx', match: 'clampFloor(floor - 1)', why: 'a floor down in the map (floorplans.openFloor picks a floor)' },
  { file: 'floorplans/FloorSelector.tsx', match: 'clampFloor(floor + 1)', why: 'a floor up in the map' },
  { file: 'floorplans/FloorSelector.tsx', match: 'onClick={() => onChange(f)}', why: 'a floor chip of the map' },
  { file: 'parking/PhotoDialog.tsx', match: 'zoomBy(-ZOOM_STEP)', why: 'zooms the photo' },
  { file: 'parking/PhotoDialog.tsx', match: 'zoomBy(ZOOM_STEP)', why: 'zooms the photo' },
  { file: 'parking/PhotoDialog.tsx', match: 'setZoom(1)', why: 'resets the zoom' },
  { file: 'parking/PhotoDialog.tsx', match: 'setMaximised', why: 'enlarges the photo' },
  { file: 'board/FullscreenButton.tsx', match: "t('board.fullscreen')", why: "the browser's full screen on the wall screens (the wall mode itself is board.wall)" },
  // view: filters
  { file: 'documents/DocumentsPage.tsx', match: 'setSelects(NO_FILTERS)', why: 'clears the filters' },
  { file: 'issues/IssuesListPage.tsx', match: 'onClick={clear}', why: 'clears the filters' },
  { file: 'audit/AuditFilterBar.tsx', match: '<button', why: "removes one filter's chip" },
  { file: 'audit/AuditFilterBar.tsx', match: 'onFilters(NO_FILTERS)', why: 'clears the filters' },
  { file: 'audit/AuditPage.tsx', match: 'setFilters(NO_FILTERS)', why: 'clears the filters' },
  { file: 'audit/AuditEntries.tsx', match: 'onClick={onClick}', why: 'narrows the log to the person or the object a row names' },
  { file: 'sensors/SensorsPage.tsx', match: 'go({ location: null })', why: 'clears the location filter' },
  { file: 'fire-alarm/FireAlarmPage.tsx', match: 'onClick={retry}', why: 'loads again after a failure' },
  // the form it sits in: rows, files, the choice of a person, reverting, going back, confirming
  { file: 'building/BuildingInfoEditDialog.tsx', match: 'rows.filter((_, j) => j !== i)', why: 'removes a contact row of the edit form' },
  { file: 'building/BuildingInfoEditDialog.tsx', match: 'emptyPerson()', why: 'adds a contact row of the edit form' },
  { file: 'building/BuildingInfoEditDialog.tsx', match: "t('building.edit.removeRange')", why: 'removes an opening-hours range of the form' },
  { file: 'building/BuildingInfoEditDialog.tsx', match: "t('building.edit.addRangeFor'", why: 'adds an opening-hours range of the form' },
  { file: 'admin/InvitationDialog.tsx', match: 'emptyBuildingRow()', why: 'adds a building row of the invitation form' },
  { file: 'admin/InvitationBuildingRow.tsx', match: 'onClick={onRemove}', why: 'removes a building row of the invitation form' },
  { file: 'admin/UserPicker.tsx', match: 'onPick(u.id)', why: "picks a person in the roles page's form" },
  { file: 'issues/IssueCreateForm.tsx', match: "t('issues.form.removeFile'", why: 'removes a file from the report form' },
  { file: 'issues/AttachmentsSection.tsx', match: 'setUploadOpen(false)', why: 'cancels the upload form' },
  { file: 'issues/AttachmentsSection.tsx', match: 'void upload()', why: 'sends the upload form (issues.addAttachment opens it)' },
  { file: 'issues/ReasonDialog.tsx', match: 'void confirm()', why: 'confirms the reason dialog of a status change' },
  { file: 'my-unit/UnitSettingsCard.tsx', match: 'save.form.reset(loaded)', why: 'reverts unsaved changes of the form' },
  { file: 'profile/PersonalInfoCard.tsx', match: 'onClick={cancel}', why: 'cancels the edit form' },
  { file: 'reception/CollectStep.tsx', match: 'onClick={onBack}', why: 'back to the list of the hand-over form' },
  // signed out: no palette there
  { file: 'auth/LoginPage.tsx', match: 'setForgotOpen(true)', why: 'sign-in page, before the palette exists' },
  { file: 'auth/LanguageToggle.tsx', match: '<button', why: 'sign-in page; signed in, shell.switchLanguage' },
];

/**
 * Actions whose command exists but whose control does not name it yet (its file belongs to another
 * part of the work); the id must be in the registry.
 */
const UNMARKED: ReadonlyArray<Entry & { commands: string[] }> = [
  { file: 'building/BuildingOverviewPage.tsx', match: 'openDialog(OPEN_FLOORPLANS', commands: ['floorplans.open'] },
  { file: 'building/BuildingOverviewPage.tsx', match: 'setInfoOpen(true)', commands: ['building.openInfo'] },
  { file: 'building/BuildingOverviewPage.tsx', match: 'setEditOpen(true)', commands: ['building.editInfo'] },
  { file: 'doors/DoorCard.tsx', match: 'onClick={onOpen}', commands: ['doors.openDoor'] },
  { file: 'fire-alarm/ZoneCard.tsx', match: 'onClick={onAcknowledge}', commands: ['fireAlarm.acknowledge'] },
  { file: 'board/AlarmList.tsx', match: 'setOpen(a.id)', commands: ['fireAlarm.acknowledge'] },
  { file: 'board/Tiles.tsx', match: 'onOpen(d)', commands: ['board.openDoor'] },
  { file: 'notifications/BellPanel.tsx', match: 'void markAll()', commands: ['notifications.markAllRead'] },
  { file: 'notifications/BellPanel.tsx', match: 'open(n)', commands: ['notifications.unread'] },
  { file: 'notifications/NotificationRow.tsx', match: 'onOpen(n)', commands: ['notifications.unread'] },
  { file: 'profile/PersonalInfoCard.tsx', match: 'onClick={startEditing}', commands: ['profile.edit'] },
  { file: 'settings/SwitchRow.tsx', match: 'role="switch"', commands: ['settings.toggleEmailNotifications', 'settings.togglePushNotifications'] },
  { file: 'sensors/SensorsTable.tsx', match: 'onOpen(s)', commands: ['sensors.find'] },
  { file: 'issues/AssigneeControl.tsx', match: 'void assign()', commands: ['issues.assign'] },
  { file: 'issues/IssuesTable.tsx', match: 'onDelete(i)', commands: ['issues.delete'] },
  { file: 'parking/VehiclesCard.tsx', match: 'onClick={openAdd}', commands: ['parking.addPlate'] },
  { file: 'parking/VehiclesTable.tsx', match: 'onEdit(v)', commands: ['parking.editPlate', 'parking.deletePlate'] },
  { file: 'admin/InvitationsPage.tsx', match: 'setAdding(true)', commands: ['admin.invite'] },
  { file: 'admin/MembershipsCard.tsx', match: "kind: 'building', editing: null", commands: ['admin.addMembership'] },
  { file: 'admin/MembershipsCard.tsx', match: "kind: 'unit', editing: null", commands: ['admin.addMembership'] },
  { file: 'admin/RolesPermissionsPage.tsx', match: "kind: 'permission', editing: null", commands: ['admin.grantPermission'] },
];

/** Actions with no command yet. Empty since issue 29 §7 was finished: a new action brings its command. */
const MISSING: ReadonlyArray<Entry & { action: string }> = [];

/** Ids a screen names whose command is not in the registry yet (the audit feature has no commands.ts); must shrink. */
const NOT_YET_IN_REGISTRY: string[] = [];

const ROOT = 'src/features';
const files = (readdirSync(ROOT, { recursive: true }) as string[]).filter((f) => f.endsWith('.tsx')).sort();
const source = (f: string) => readFileSync(`${ROOT}/${f}`, 'utf8');

/** Files a feature's commands.ts loads as a command's own page: `import('./X')`. */
function palettePageFiles(): Set<string> {
  const out = new Set<string>();
  for (const f of readdirSync(ROOT, { recursive: true }) as string[]) {
    if (!f.endsWith('/commands.ts')) continue;
    const dir = f.slice(0, f.lastIndexOf('/'));
    for (const m of source(f).matchAll(/import\('\.\/([^']+)'\)/g)) out.add(`${dir}/${m[1]}.tsx`);
  }
  return out;
}

/** The controls that name no command and need none by rule, outside palette pages. */
function unmarked(controls: Control[], pages: Set<string>): Control[] {
  return controls.filter((c) => !c.commands && !c.rule && !pages.has(c.file));
}

/** What is wrong: unlisted controls, and entries that match no control or more than one. */
export function check(controls: Control[], pages: Set<string>, lists: Entry[]): string[] {
  const open = unmarked(controls, pages);
  const problems: string[] = [];
  const claimed = new Set<Control>();
  for (const e of lists) {
    const hits = open.filter((c) => c.file === e.file && c.tag.includes(e.match));
    if (hits.length !== 1) problems.push(`${e.file} '${e.match}': matches ${hits.length} unmarked controls, not 1`);
    hits.forEach((c) => claimed.add(c));
  }
  for (const c of open) if (!claimed.has(c)) problems.push(`${c.file}:${c.line} names no command: ${c.tag.replace(/\s+/g, ' ').slice(0, 120)}`);
  return problems;
}

describe('every action on a screen is a palette command (issue 29 §7)', () => {
  const ids = new Set(allCommands().map((c) => c.id));
  const pages = palettePageFiles();
  const controls = files.flatMap((f) => actionControls(f, source(f)));

  it('finds the screens and their palette pages', () => {
    expect(controls.length).toBeGreaterThan(100);
    expect(pages).toContain('documents/components/ManageDocumentPicker.tsx');
  });

  it('each action control names its command, needs none by rule, or is listed', () => {
    expect(check(controls, pages, [...NOT_ACTIONS, ...UNMARKED, ...MISSING])).toEqual([]);
  });

  it('every command a control names is in the registry', () => {
    const named = [...files.flatMap((f) => namedCommands(source(f))), ...UNMARKED.flatMap((e) => e.commands)];
    // issues.changeStatus is the status control, which offers one command per allowed status
    const unknown = named.filter((id) => !ids.has(id) && !(id === 'issues.changeStatus' && [...ids].some((x) => x.startsWith(`${id}.`))));
    expect(unknown).toEqual(NOT_YET_IN_REGISTRY);
  });

  it('fails for an action without a command, and for a stale entry', () => {
    const fixture = [
      '<Button onClick={() => void save()}>{t("x")}</Button>',
      '<Button onClick={() => remove(row)} data-command="documents.delete">x</Button>',
      '<Button type="submit">x</Button>',
      '<Button onClick={onClose}>x</Button>',
      '<EditDeleteButtons onEdit={a} onDelete={b} editCommand="documents.edit" deleteCommand="documents.delete" />',
      '<EditDeleteButtons onEdit={a} onDelete={b} />',
    ].join('\n');
    const found = actionControls('fixture.tsx', fixture);
    expect(found).toHaveLength(6);
    const problems = check(found, new Set(), []);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/fixture\.tsx:1 names no command/);
    expect(problems[1]).toMatch(/fixture\.tsx:6 names no command/);
    // listing it clears it; an entry that matches nothing is reported
    expect(check(found, new Set(), [{ file: 'fixture.tsx', match: 'save()' }, { file: 'fixture.tsx', match: 'onEdit={a} onDelete={b} />' }])).toEqual([]);
    expect(check(found, new Set(), [{ file: 'fixture.tsx', match: 'save()' }, { file: 'fixture.tsx', match: 'onEdit={a} onDelete={b} />' }, { file: 'fixture.tsx', match: 'gone()' }])).toEqual([
      "fixture.tsx 'gone()': matches 0 unmarked controls, not 1",
    ]);
    // a palette page's own controls need no command
    expect(check(found, new Set(['fixture.tsx']), [])).toEqual([]);
  });
});
