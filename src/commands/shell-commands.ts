/**
 * Commands of the shell without keys: switch building/unit/language, theme, sign out. Only the
 * palette lists them, so they load with it (registry.ts), off the signed-in first screen.
 */
import { LANGUAGES } from '../lib/i18n';
import { compareUnits } from '../state/selection';
import { clearUnitCache } from '../state/unit';
import type { Command } from './types';

const SELECTION = 'palette.groups.selection';
const PREFS = 'palette.groups.preferences';
const ACCOUNT = 'palette.groups.account';

export const shellCommands: Command[] = [
  {
    id: 'shell.switchBuilding',
    group: SELECTION,
    title: 'palette.commands.switchBuilding',
    keywords: ['building', 'budova', 'dům'],
    isEnabled: (ctx) => ctx.buildings.length > 0,
    page: {
      kind: 'list',
      placeholder: 'palette.pages.building',
      empty: 'shell.building.none',
      items: (ctx) =>
        ctx.buildings.map((b) => ({
          id: `building-${b.id}`,
          label: b.name,
          hint: b.address,
          keywords: [b.code, b.address],
          active: b.id === ctx.buildingId,
          run: (c) => c.setBuildingId(b.id),
        })),
    },
  },
  {
    id: 'shell.switchUnit',
    group: SELECTION,
    title: 'palette.commands.switchUnit',
    keywords: ['unit', 'jednotka', 'byt'],
    isEnabled: (ctx) => ctx.buildingId !== null && ctx.units.length > 0,
    page: {
      kind: 'list',
      placeholder: 'palette.pages.unit',
      empty: 'shell.unit.none',
      items: (ctx) =>
        [...ctx.units].sort(compareUnits).map((u) => ({
          id: `unit-${u.id}`,
          label: u.number,
          hint: u.type_name,
          keywords: [u.identifier, u.type],
          active: u.id === ctx.unitId,
          run: (c) => c.setUnitId(u.id),
        })),
    },
  },
  {
    id: 'shell.clearUnitCache',
    group: SELECTION,
    title: 'shell.clearUnitCache',
    keywords: ['cache', 'reload', 'mezipaměť'],
    run: () => clearUnitCache(),
  },
  {
    id: 'shell.toggleTheme',
    group: PREFS,
    title: 'palette.commands.toggleTheme',
    keywords: ['dark', 'light', 'tmavý', 'světlý', 'theme', 'motiv'],
    run: (ctx) => ctx.setTheme(ctx.theme === 'dark' ? 'light' : 'dark'),
  },
  {
    id: 'shell.switchLanguage',
    group: PREFS,
    title: 'palette.commands.switchLanguage',
    keywords: ['language', 'jazyk', 'čeština', 'english'],
    page: {
      kind: 'list',
      placeholder: 'palette.pages.language',
      items: (ctx) =>
        LANGUAGES.map((lng) => ({
          id: `lang-${lng}`,
          label: ctx.t(`shell.language.${lng}`),
          active: lng === ctx.language,
          run: (c) => c.setLanguage(lng),
        })),
    },
  },
  {
    id: 'shell.logout',
    group: ACCOUNT,
    title: 'shell.userMenu.logout',
    keywords: ['logout', 'sign out', 'odhlásit'],
    run: (ctx) => ctx.logout(),
  },
];
