/**
 * The reception desk's actions as palette commands (issue 15 §2): record a visitor, record mail,
 * lend a key — each opens the register's dialog on /reception — and close an open entry: check a
 * visitor out, hand mail over, take a key back — each a palette page listing the register's open
 * entries. Only for holders of reception:manage in the selected building, as /users/me answered
 * (the server checks the call again). "Go to reception" is a core command (app/sections.ts). Data
 * only: the dialogs load with the page, the closing pages with their texts when opened.
 */
import type { Command, CommandContext } from '../../commands/types';
import { PERMISSION } from '../../../contract/rules/permissions';
import { withPageTexts } from '../../lib/i18n';
import { CLOSE_COMMANDS, OPEN_RECORD_DIALOG, RECORD_COMMANDS, receptionHref, type ReceptionTab } from './screen';

const GROUP = 'reception.palette.group';
const KEYWORDS = ['reception', 'desk', 'recepce', 'vrátnice', 'front desk'];
const atDesk = (ctx: CommandContext) => ctx.buildingId !== null && ctx.hasPermission(PERMISSION.receptionManage);
const onPage = (ctx: CommandContext) => ctx.location === '/reception';
const pages = () => withPageTexts('reception', () => import('./palettePages'));

const record = (tab: ReceptionTab, title: string, keywords: string[]): Command => ({
  id: RECORD_COMMANDS[tab],
  group: GROUP,
  title,
  keywords: [...KEYWORDS, ...keywords],
  isVisible: atDesk,
  isContextual: onPage,
  run: (ctx) => {
    ctx.navigate(receptionHref(tab));
    ctx.openDialog(OPEN_RECORD_DIALOG, tab);
  },
});

// no navigation: the desk closes an entry from any screen, the page reads the register itself
const close = (tab: ReceptionTab, title: string, keywords: string[]): Command => ({
  id: CLOSE_COMMANDS[tab],
  group: GROUP,
  title,
  keywords: [...KEYWORDS, ...keywords],
  isVisible: atDesk,
  isContextual: onPage,
  page: { kind: 'form', load: () => pages().then((m) => ({ default: m.CLOSE_PAGES[tab] })) },
});

export const receptionCommands: Command[] = [
  record('visitors', 'reception.palette.recordVisitor', ['visitor', 'guest', 'register', 'sign in', 'check in', 'arrival', 'návštěva', 'návštěvník', 'host', 'zapsat', 'evidovat', 'příchod']),
  record('mail', 'reception.palette.recordMail', ['mail', 'parcel', 'package', 'letter', 'delivery', 'register', 'receive', 'pošta', 'zásilka', 'balík', 'dopis', 'zapsat', 'evidovat', 'převzít']),
  record('keys', 'reception.palette.lendKey', ['key', 'lend', 'loan', 'borrow', 'klíč', 'klíče', 'zapůjčit', 'půjčit', 'vypůjčit']),
  close('visitors', 'reception.palette.checkOutVisitor', ['visitor', 'guest', 'check out', 'leave', 'departure', 'návštěva', 'host', 'odchod', 'odhlásit', 'odešel']),
  close('mail', 'reception.palette.handOverMail', ['mail', 'parcel', 'package', 'collect', 'pick up', 'pošta', 'zásilka', 'balík', 'vydat', 'vyzvednout', 'vyzvednutí']),
  close('keys', 'reception.palette.returnKey', ['key', 'return', 'give back', 'klíč', 'vrátit', 'vrácení']),
];
