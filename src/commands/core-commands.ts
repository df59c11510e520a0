/**
 * Commands of the shell that have keys: go to every section the user may see (G then a letter) and
 * the shortcut help (?). The signed-in shell listens for them from its first frame; the shell's
 * commands without keys (shell-commands.ts) load with the palette.
 */
import { SECTIONS, sectionVisible } from '../app/sections';
import type { Command } from './types';

const NAV = 'palette.groups.navigation';
const HELP = 'palette.groups.help';

export const navigationCommands: Command[] = SECTIONS.map((s) => ({
  id: `nav.${s.id}`,
  group: NAV,
  title: s.title,
  keywords: [s.path, ...(s.keywords ?? [])],
  keySequence: s.keySequence,
  isVisible: s.adminArea || s.permission ? (ctx) => sectionVisible(s, ctx.user) : undefined,
  run: (ctx) => ctx.navigate(s.path),
}));

export const helpCommands: Command[] = [
  {
    id: 'shell.shortcuts',
    group: HELP,
    title: 'palette.commands.shortcuts',
    keywords: ['help', 'keyboard', 'nápověda', 'klávesy'],
    shortcut: '?',
    run: (ctx) => ctx.showShortcuts(),
  },
];

/** The commands with keys, which the shell listens for (useShortcuts) and the `?` overlay lists. */
export const coreCommands: Command[] = [...navigationCommands, ...helpCommands];
