/**
 * Palette commands of the floor plans: open the building map, open one floor's plans, upload a plan,
 * and download, edit or delete one (a pick list of the building's plans).
 */
import type { Command, CommandContext } from '../../commands/types';
import { OPEN_FLOORPLANS, UPLOAD_FLOORPLAN } from '../../commands/dialogIds';
import { can } from '../../state/permissions';
import { withPageTexts } from '../../lib/i18n';
import { PERMISSION } from '../../../contract/rules/permissions';

const GROUP = 'floorplans.commands.group';

const hasBuilding = (ctx: { buildingId: number | null }) => ctx.buildingId !== null;
const KEYWORDS = ['floor plan', 'plan', 'map', 'drawing', 'plán', 'půdorys', 'mapa', 'výkres', 'podlaží', 'patro'];
/** The same rule as the dialog's manage buttons (spec 000 §6); the server checks again. */
const mayManage = (ctx: CommandContext) => can(ctx.user, ctx.buildingId, PERMISSION.floorplanManage);
const pickers = () => withPageTexts('floorplans', () => import('./PlanPickerPage'));

export const floorplansCommands: Command[] = [
  {
    id: 'floorplans.open',
    group: GROUP,
    title: 'floorplans.commands.open',
    keywords: [...KEYWORDS, 'building', 'budova', 'show', 'zobrazit'],
    isEnabled: hasBuilding,
    run: (ctx) => {
      ctx.navigate('/building-info');
      ctx.openDialog(OPEN_FLOORPLANS, {});
    },
  },
  {
    id: 'floorplans.openFloor',
    group: GROUP,
    title: 'floorplans.commands.openFloor',
    keywords: [...KEYWORDS, 'floor', 'level', 'storey', 'přízemí', 'suterén'],
    isEnabled: hasBuilding,
    page: { kind: 'form', load: () => withPageTexts('floorplans', () => import('./FloorPickerPage')).then((m) => ({ default: m.FloorPickerPage })) },
  },
  {
    id: 'floorplans.upload',
    group: GROUP,
    title: 'floorplans.commands.upload',
    keywords: [...KEYWORDS, 'upload', 'add', 'new', 'nahrát', 'přidat', 'nový'],
    isVisible: mayManage,
    isEnabled: hasBuilding,
    run: (ctx) => {
      ctx.navigate('/building-info');
      ctx.openDialog(UPLOAD_FLOORPLAN);
    },
  },
  {
    id: 'floorplans.download',
    group: GROUP,
    title: 'floorplans.commands.download',
    keywords: [...KEYWORDS, 'download', 'save', 'stáhnout', 'uložit'],
    isEnabled: hasBuilding,
    page: { kind: 'form', load: () => pickers().then((m) => ({ default: m.DownloadPlanPicker })) },
  },
  {
    id: 'floorplans.edit',
    group: GROUP,
    title: 'floorplans.commands.edit',
    keywords: [...KEYWORDS, 'edit', 'rename', 'change', 'upravit', 'přejmenovat', 'změnit'],
    isVisible: mayManage,
    isEnabled: hasBuilding,
    page: { kind: 'form', load: () => pickers().then((m) => ({ default: m.EditPlanPicker })) },
  },
  {
    id: 'floorplans.delete',
    group: GROUP,
    title: 'floorplans.commands.delete',
    keywords: [...KEYWORDS, 'delete', 'remove', 'smazat', 'odstranit'],
    isVisible: mayManage,
    isEnabled: hasBuilding,
    page: { kind: 'form', load: () => pickers().then((m) => ({ default: m.DeletePlanPicker })) },
  },
];
