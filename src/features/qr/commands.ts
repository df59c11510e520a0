/**
 * The QR screen's actions as palette commands (issue 10 §3): create a pass (a small form), show a
 * pass as its image, deactivate one. ("Go to QR access", g q, is a core command.) They act on the
 * unit the QR screen shows, else the selected unit, and are hidden without one. Data only: the forms
 * and lists load when opened, with their texts.
 */
import type { Command, CommandContext } from '../../commands/types';
import { withPageTexts } from '../../lib/i18n';
import { paletteUnitId } from './paletteUnit';

const GROUP = 'qr.palette.group';
const hasUnit = (ctx: CommandContext) => ctx.buildingId !== null && paletteUnitId(ctx) !== null;
const onScreen = (ctx: CommandContext) => ctx.location === '/qr-access';
const KEYWORDS = ['qr', 'pass', 'code', 'visitor', 'guest', 'access', 'kód', 'přístup', 'návštěva', 'host', 'vstupenka'];
const pickers = () => withPageTexts('qr', () => import('./PassPicker'));

export const qrCommands: Command[] = [
  {
    id: 'qr.create',
    group: GROUP,
    title: 'qr.palette.create',
    keywords: [...KEYWORDS, 'create', 'new', 'invite', 'vytvořit', 'nový', 'pozvat'],
    isVisible: hasUnit,
    isContextual: onScreen,
    page: { kind: 'form', load: () => withPageTexts('qr', () => import('./CreatePassForm')).then((m) => ({ default: m.CreatePassForm })) },
  },
  {
    id: 'qr.show',
    group: GROUP,
    title: 'qr.palette.show',
    keywords: [...KEYWORDS, 'show', 'image', 'download', 'zobrazit', 'obrázek', 'stáhnout'],
    isVisible: hasUnit,
    isContextual: onScreen,
    page: { kind: 'form', load: () => pickers().then((m) => ({ default: m.ShowPassPicker })) },
  },
  {
    id: 'qr.deactivate',
    group: GROUP,
    title: 'qr.palette.deactivate',
    keywords: [...KEYWORDS, 'deactivate', 'revoke', 'delete', 'deaktivovat', 'zrušit', 'smazat'],
    isVisible: hasUnit,
    isContextual: onScreen,
    page: { kind: 'form', load: () => pickers().then((m) => ({ default: m.DeactivatePassPicker })) },
  },
];
