/**
 * Texts that only a feature's own lazy screens and palette pages show, and that therefore leave
 * the first screen's locale file (issue 9: the signed-in first screen had reached its 200 KB budget,
 * and the locale is its largest part after React). The build (vite.config.ts, `spaLocales`) takes
 * each listed namespace out of `locales/<lng>.json`, except the parts the palette and code outside
 * the feature show (`keep`), and serves the rest as `locales/<lng>.json?texts=<namespace>`, which
 * `withPageTexts` (lib/i18n.ts) loads beside the feature's code. In development and tests the whole
 * file is loaded at once, so nothing changes there.
 *
 * To move a feature's texts out: add its namespace here, keep what its commands show in the
 * palette (titles, groups, pick-list hints), and load its route and command pages through
 * `withPageTexts`. Of what is kept, the command texts (COMMAND_SECTIONS) still leave the first
 * screen, but with the palette rather than with the feature's screens (`firstScreenTexts`).
 */
export const PAGE_TEXTS = {
  // the palette shows the command titles and groups (palette.*) and the plate type as a hint (type.*);
  // the app toasts gate passes anywhere (live.*, direction.*)
  parking: { keep: ['palette', 'type', 'live', 'direction'] },
  // command titles and group
  documents: { keep: ['palette'] },
  // the 'edit profile' command title
  profile: { keep: ['commands'] },
  // command titles and group (the toasts of 'open main entrance' load with its module)
  doors: { keep: ['palette'] },
  // command titles and group
  qr: { keep: ['palette'] },
  // command titles and group (status commands carry their status in the title)
  issues: { keep: ['palette'] },
  // command titles and group
  sensors: { keep: ['palette'] },
  // command titles and group; the app shows an alarm's badge and toast anywhere (alert.*, zone)
  fireAlarm: { keep: ['palette', 'alert', 'zone'] },
  // command titles and group, and the tile filters the palette lists
  board: { keep: ['palette', 'filters'] },
  // command titles and group (issue 13's admin commands)
  admin: { keep: ['palette'] },
  // the sign-in screen and its forgotten-password dialog, and the store badges it shows; the
  // registration and password-reset pages load the rest with their code (issue 29 §8 made the
  // registration page's texts grow past the signed-in first screen's budget)
  auth: { keep: ['login', 'forgot', 'apps'] },
  // command titles and group (issue 14's forum commands)
  forum: { keep: ['palette'] },
  // the housing-association area's own texts: nothing of it shows elsewhere
  svj: { keep: [] },
  // command titles and group (issue 15's notification commands); the bell's badge and the live toasts use shell.notifications
  notifications: { keep: ['palette'] },
  // command titles and group (issue 15's cleaning commands)
  cleaning: { keep: ['palette'] },
  // command titles and group (issue 15's reception desk commands)
  reception: { keep: ['palette'] },
  // the audit log's screen (issue 29 §3): its go-to command's title is nav.audit; its export command's title and group
  audit: { keep: ['palette'] },
  // command titles and group (the building overview's and public page's texts load with them)
  building: { keep: ['commands'] },
  // command titles and group, and the switches' names the palette's pick-lists show (settings)
  myUnit: { keep: ['palette', 'settings'] },
  // command titles, the theme pick-list (theme); the shell's theme and language buttons save through
  // the feature's choose.ts, which toasts (toast)
  settings: { keep: ['commands', 'theme', 'toast'] },
  // command titles and group; the unit's page names floors too (lib/floors.ts: floor)
  floorplans: { keep: ['commands', 'floor'] },
} as const satisfies Record<string, { keep: readonly string[] }>;

export type PageTexts = keyof typeof PAGE_TEXTS;

type Texts = Record<string, unknown>;

/** The first screen's part of a locale: the listed namespaces without their page texts. */
export function coreTexts(all: Texts): Texts {
  const out: Texts = { ...all };
  for (const [ns, { keep }] of Object.entries(PAGE_TEXTS)) {
    const texts = all[ns] as Texts | undefined;
    if (!texts) continue;
    out[ns] = Object.fromEntries(keep.filter((k) => k in texts).map((k) => [k, texts[k]]));
  }
  return out;
}

/** One namespace's page texts (what coreTexts left out), shaped to merge into the locale. */
export function pageTexts(all: Texts, ns: PageTexts): Texts {
  const texts = (all[ns] ?? {}) as Texts;
  const keep: readonly string[] = PAGE_TEXTS[ns].keep;
  return { [ns]: Object.fromEntries(Object.entries(texts).filter(([k]) => !keep.includes(k))) };
}

/**
 * Command texts: every namespace's `palette` and `commands` sections (command titles, groups,
 * pick-list hints) and the palette's own texts (the `palette` namespace). Only the palette and the
 * `?` overlay show them, and those load them with their code (lib/i18n.ts `withCommandTexts`), so
 * they leave the first screen's locale file as well (the signed-in first screen was at its 200 KB
 * budget again, and every new command added a title to it). They come as
 * `locales/<lng>.json?commands`; a feature's screens that show one of its command texts (a button
 * named like its command) get them through `withPageTexts`.
 */
export const COMMAND_SECTIONS: readonly string[] = ['palette', 'commands'];

/**
 * Beyond the command sections, texts that only the palette's pick-lists and the features' screens
 * and dialogs show, never a first screen: they load with the command texts too (which the palette,
 * every screen loaded through `withPageTexts` and the dialogs listed here wait for).
 */
export const WITH_COMMAND_TEXTS: Readonly<Record<string, readonly string[]>> = {
  // the plate type as a pick-list hint
  parking: ['type'],
  // the tile filters the palette lists
  board: ['filters'],
  // the doorbell and elevator switches the palette lists
  myUnit: ['settings'],
  // the theme pick-list
  settings: ['theme'],
  // floor names (lib/floors.ts): the unit's page, the floor plans and their pick-lists
  floorplans: ['floor'],
  // unit types and roles: the unit's page
  units: ['types', 'roles'],
  // the dashboard's announcement form, which loads with them (features/dashboard/AnnouncementsCard.tsx)
  announcements: ['form', 'validation'],
};

/** What the signed-in shell shows of the palette's own texts: the top bar's search button, the language menu's check mark. */
export const PALETTE_SHELL_TEXTS: readonly string[] = ['open', 'trigger', 'current'];

function isCommandText(ns: string, key: string): boolean {
  if (ns === 'palette') return !PALETTE_SHELL_TEXTS.includes(key);
  return COMMAND_SECTIONS.includes(key) || (WITH_COMMAND_TEXTS[ns]?.includes(key) ?? false);
}

function splitCommandTexts(all: Texts): { rest: Texts; commands: Texts } {
  const rest: Texts = {};
  const commands: Texts = {};
  for (const [ns, value] of Object.entries(all)) {
    if (value === null || typeof value !== 'object') {
      rest[ns] = value;
      continue;
    }
    const entries = Object.entries(value as Texts);
    rest[ns] = Object.fromEntries(entries.filter(([k]) => !isCommandText(ns, k)));
    const moved = entries.filter(([k]) => isCommandText(ns, k));
    if (moved.length) commands[ns] = Object.fromEntries(moved);
  }
  return { rest, commands };
}

/** The first screen's part of a locale (what the build serves as `locales/<lng>.json`): no page texts, no command texts. */
export function firstScreenTexts(all: Texts): Texts {
  return splitCommandTexts(coreTexts(all)).rest;
}

/** The command texts of a locale, shaped to merge into it (`locales/<lng>.json?commands`). */
export function commandTexts(all: Texts): Texts {
  return splitCommandTexts(all).commands;
}

/**
 * The server's messages a form shows before sending (`locales/<lng>.json?forms`, loaded with the
 * form's first check, src/lib/useContractForm.ts): the generic ones (`server.validation.*`, the rule
 * of contract/rules/validation.ts) and the `server.*` keys the contract's schemas name as their own
 * messages (`keys`, found in contract/ and src/ by the build; a key completed at run time names its
 * whole namespace). The rest of `server.*` never reaches the SPA.
 */
export function formTexts(all: Texts, keys: readonly string[]): Texts {
  const server = (all.server ?? {}) as Texts;
  const picked: Texts = { validation: server.validation };
  for (const key of keys) {
    const path = key.split('.').slice(1);
    let from: unknown = server;
    for (const part of path) from = (from as Texts | undefined)?.[part];
    // a namespace named whole (a key completed at run time) comes with all its texts
    if (typeof from !== 'string' && (typeof from !== 'object' || from === null)) continue;
    let into = picked;
    for (const part of path.slice(0, -1)) into = (into[part] ??= {}) as Texts;
    into[path[path.length - 1]] = from;
  }
  return { server: picked };
}
