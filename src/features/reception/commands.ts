/**
 * The reception desk's actions as palette commands (issue 15 §2): record a visitor, record mail,
 * lend a key — each opens the register's dialog on /reception. Only for holders of reception:manage
 * in the selected building, as /users/me answered (the server checks the call again). "Go to
 * reception" is a core command (app/sections.ts). Data only: the dialogs load with the page.
 */
import type { Command, CommandContext } from '../../commands/types';
import { PERMISSION } from '../../../contract/rules/permissions';
import { OPEN_RECORD_DIALOG, RECORD_COMMANDS, receptionHref, type ReceptionTab } from './screen';

const GROUP = 'reception.palette.group';
const KEYWORDS = ['reception', 'desk', 'recepce', 'vrátnice', 'front desk'];
const atDesk = (ctx: CommandContext) => ctx.buildingId !== null && ctx.hasPermission(PERMISSION.receptionManage);
const onPage = (ctx: CommandContext) => ctx.location === '/reception';

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

export const receptionCommands: Command[] = [
  record('visitors', 'reception.palette.recordVisitor', ['visitor', 'guest', 'návštěva', 'host', 'zapsat']),
  record('mail', 'reception.palette.recordMail', ['mail', 'parcel', 'package', 'letter', 'pošta', 'zásilka', 'balík', 'dopis', 'zapsat']),
  record('keys', 'reception.palette.lendKey', ['key', 'lend', 'loan', 'klíč', 'zapůjčit', 'půjčit']),
];
