/** Palette commands of the building overview: its information dialog, editing it, and its public page. */
import type { Command } from '../../commands/types';
import { EDIT_BUILDING_INFO, OPEN_BUILDING_INFO } from './actions';
import { can } from '../../state/permissions';
import { PERMISSION } from '../../../contract/rules/permissions';

const GROUP = 'building.commands.group';
const hasBuilding = (ctx: { buildingId: number | null }) => ctx.buildingId !== null;

export const buildingCommands: Command[] = [
  {
    id: 'building.openInfo',
    group: GROUP,
    title: 'building.commands.openInfo',
    keywords: ['building', 'information', 'info', 'contacts', 'opening hours', 'reception', 'management', 'parking', 'budova', 'dům', 'informace', 'kontakty', 'otevírací doba', 'recepce', 'správa'],
    isEnabled: hasBuilding,
    run: (ctx) => {
      ctx.navigate('/building-info');
      ctx.openDialog(OPEN_BUILDING_INFO);
    },
  },
  {
    id: 'building.editInfo',
    group: GROUP,
    title: 'building.commands.editInfo',
    keywords: ['building', 'information', 'info', 'contacts', 'edit', 'change', 'budova', 'dům', 'informace', 'kontakty', 'upravit', 'změnit'],
    isVisible: (ctx) => can(ctx.user, ctx.buildingId, PERMISSION.buildingInfoEdit),
    isEnabled: hasBuilding,
    run: (ctx) => {
      ctx.navigate('/building-info');
      ctx.openDialog(EDIT_BUILDING_INFO);
    },
  },
  {
    id: 'building.publicPage',
    group: GROUP,
    title: 'building.commands.publicPage',
    keywords: ['building', 'public', 'page', 'link', 'share', 'budova', 'veřejná', 'veřejné', 'stránka', 'odkaz', 'sdílet'],
    isEnabled: hasBuilding,
    run: (ctx) => {
      if (ctx.buildingId !== null) ctx.navigate(`/building-info/${ctx.buildingId}`);
    },
  },
];
