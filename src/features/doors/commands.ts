/**
 * The doors screen's actions as palette commands (issue 10 §3): a list of the building's doors to
 * open, and a shortcut for the main entrance. ("Go to doors", g r, is a core command.) Data only:
 * the list and the shortcut's code load when used, with their texts.
 */
import type { Command, CommandContext } from '../../commands/types';
import { withPageTexts } from '../../lib/i18n';

const GROUP = 'doors.palette.group';
const hasBuilding = (ctx: CommandContext) => ctx.buildingId !== null;
const KEYWORDS = ['door', 'doors', 'open', 'unlock', 'entrance', 'gate', 'dveře', 'otevřít', 'odemknout', 'vchod', 'vrata', 'branka', 'brána'];

export const doorsCommands: Command[] = [
  {
    id: 'doors.openDoor',
    group: GROUP,
    title: 'doors.palette.openDoor',
    keywords: KEYWORDS,
    // whether a door may be opened is the server's answer, shown in the list
    isVisible: hasBuilding,
    isContextual: (ctx) => ctx.location === '/doors',
    page: { kind: 'form', load: () => withPageTexts('doors', () => import('./OpenDoorPicker')).then((m) => ({ default: m.OpenDoorPicker })) },
  },
  {
    id: 'doors.openEntrance',
    group: GROUP,
    title: 'doors.palette.openEntrance',
    keywords: [...KEYWORDS, 'main', 'front', 'hlavní', 'vstup'],
    isVisible: hasBuilding,
    run: (ctx) => withPageTexts('doors', () => import('./openMainEntrance')).then((m) => m.openMainEntrance(ctx)),
  },
];
