/**
 * Texts that only a feature's own lazy screens and palette pages show, and that therefore leave
 * the first screen's locale file (issue 9: the signed-in first screen had reached its 200 KB budget,
 * and the locale is its largest part after React). The build (vite.config.ts, `spaLocales`) takes
 * each listed namespace out of `locales/<lng>.json`, except the parts the always-loaded palette
 * shows (`keep`), and serves the rest as `locales/<lng>.json?texts=<namespace>`, which
 * `withPageTexts` (lib/i18n.ts) loads beside the feature's code. In development and tests the whole
 * file is loaded at once, so nothing changes there.
 *
 * To move a feature's texts out: add its namespace here, keep what its commands show in the
 * palette (titles, groups, pick-list hints), and load its route and command pages through
 * `withPageTexts`.
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
