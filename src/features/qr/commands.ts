/**
 * The QR screen's actions as palette commands (issue 10 §3): create a pass (a small form), show a
 * pass as its image, deactivate one. ("Go to QR access", g q, is a core command.) They act on the
 * unit the QR screen shows, else the selected unit, and are hidden without one — except Create for
 * staff (unit:manage, /users/me's answer), who pick the unit inside it (issue 29 §7). Data only: the
 * forms and lists load when opened, with their texts.
 */
import type { Command, CommandContext } from '../../commands/types';
import { withPageTexts } from '../../lib/i18n';
import { PERMISSION } from '../../../contract/rules/permissions';
import { paletteUnitId } from './paletteUnit';

const GROUP = 'qr.palette.group';
const hasUnit = (ctx: CommandContext) => ctx.buildingId !== null && paletteUnitId(ctx) !== null;
const staff = (ctx: CommandContext) => ctx.buildingId !== null && ctx.hasPermission(PERMISSION.unitManage);
const onScreen = (ctx: CommandContext) => ctx.location === '/qr-access';
const KEYWORDS = ['qr', 'pass', 'code', 'visitor', 'guest', 'access', 'entry', 'kód', 'přístup', 'návštěva', 'host', 'vstupenka', 'propustka', 'vstup'];
const pickers = () => withPageTexts('qr', () => import('./PassPicker'));

export const qrCommands: Command[] = [
  {
    id: 'qr.create',
    group: GROUP,
    title: 'qr.palette.create',
    keywords: [...KEYWORDS, 'create', 'new', 'invite', 'generate', 'vytvořit', 'nový', 'pozvat', 'vygenerovat'],
    isVisible: (ctx) => hasUnit(ctx) || staff(ctx),
    isContextual: onScreen,
    page: { kind: 'form', load: () => withPageTexts('qr', () => import('./CreatePassForm')).then((m) => ({ default: m.CreatePassForm })) },
  },
  {
    id: 'qr.show',
    group: GROUP,
    title: 'qr.palette.show',
    keywords: [...KEYWORDS, 'show', 'image', 'download', 'display', 'zobrazit', 'obrázek', 'stáhnout', 'ukázat'],
    isVisible: hasUnit,
    isContextual: onScreen,
    page: { kind: 'form', load: () => pickers().then((m) => ({ default: m.ShowPassPicker })) },
  },
  {
    id: 'qr.deactivate',
    group: GROUP,
    title: 'qr.palette.deactivate',
    keywords: [...KEYWORDS, 'deactivate', 'revoke', 'delete', 'cancel', 'deaktivovat', 'zrušit', 'smazat', 'zneplatnit'],
    isVisible: hasUnit,
    isContextual: onScreen,
    page: { kind: 'form', load: () => pickers().then((m) => ({ default: m.DeactivatePassPicker })) },
  },
  {
    id: 'qr.copyLink',
    group: GROUP,
    title: 'qr.palette.copyLink',
    keywords: [...KEYWORDS, 'copy', 'link', 'share', 'url', 'kopírovat', 'odkaz', 'sdílet'],
    isVisible: hasUnit,
    isContextual: onScreen,
    page: { kind: 'form', load: () => pickers().then((m) => ({ default: m.CopyLinkPicker })) },
  },
];
