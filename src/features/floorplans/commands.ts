/** Palette commands of the floor plans: open the building map, open one floor's plans, upload a plan. */
import type { Command } from '../../commands/types';
import { OPEN_FLOORPLANS, UPLOAD_FLOORPLAN } from '../../commands/dialogIds';
import { can } from '../../state/permissions';
import { PERMISSION } from '../../../contract/rules/permissions';

const GROUP = 'floorplans.commands.group';

const hasBuilding = (ctx: { buildingId: number | null }) => ctx.buildingId !== null;

export const floorplansCommands: Command[] = [
  {
    id: 'floorplans.open',
    group: GROUP,
    title: 'floorplans.commands.open',
    keywords: ['map', 'mapa', 'plán', 'plan', 'floor', 'podlaží', 'patro'],
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
    keywords: ['floor', 'podlaží', 'patro', 'plán', 'plan'],
    isEnabled: hasBuilding,
    page: { kind: 'form', load: () => import('./FloorPickerPage').then((m) => ({ default: m.FloorPickerPage })) },
  },
  {
    id: 'floorplans.upload',
    group: GROUP,
    title: 'floorplans.commands.upload',
    keywords: ['upload', 'nahrát', 'plán', 'plan'],
    // the same rule as the dialog's upload button (spec 000 §6); the server checks again
    isVisible: (ctx) => can(ctx.user, ctx.buildingId, PERMISSION.floorplanManage),
    isEnabled: hasBuilding,
    run: (ctx) => {
      ctx.navigate('/building-info');
      ctx.openDialog(UPLOAD_FLOORPLAN);
    },
  },
];
