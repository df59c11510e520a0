/**
 * The sensors screen's actions as palette commands (issue 12 §2): find a sensor and open its detail,
 * and show the garage view while the screen has garage sensors. ("Go to sensors" is a core command.)
 * Data only: the picker loads with its texts when opened.
 */
import type { Command, CommandContext } from '../../commands/types';
import { withPageTexts } from '../../lib/i18n';
import { SENSORS_PATH, sensorsHref } from './links';
import { SCREEN_GARAGE } from './screen';

const GROUP = 'sensors.palette.group';
const hasBuilding = (ctx: CommandContext) => ctx.buildingId !== null;
const onSensors = (ctx: CommandContext) => ctx.location === SENSORS_PATH;
const KEYWORDS = ['sensor', 'sensors', 'temperature', 'humidity', 'co', 'meter', 'senzor', 'senzory', 'čidlo', 'čidla', 'teplota', 'vlhkost', 'měřidlo'];

export const sensorsCommands: Command[] = [
  {
    id: 'sensors.find',
    group: GROUP,
    title: 'sensors.palette.find',
    keywords: [...KEYWORDS, 'find', 'search', 'detail', 'najít', 'hledat'],
    isVisible: hasBuilding,
    isContextual: onSensors,
    page: { kind: 'form', load: () => withPageTexts('sensors', () => import('./FindSensorPicker')).then((m) => ({ default: m.FindSensorPicker })) },
  },
  {
    id: 'sensors.showGarage',
    group: GROUP,
    title: 'sensors.palette.showGarage',
    keywords: [...KEYWORDS, 'garage', 'parking', 'garáž', 'garáže', 'oxid uhelnatý'],
    // the screen says whether the building has garage sensors (it reads them for its tab)
    isVisible: (ctx) => hasBuilding(ctx) && ctx.screen[SCREEN_GARAGE] === true,
    isContextual: onSensors,
    run: (ctx) => ctx.navigate(sensorsHref({ view: 'garage' })),
  },
];
