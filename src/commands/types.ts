/**
 * The command model shared by the palette, key sequences and the `?` overlay
 * (docs/architecture.md "Commands"). A feature describes what it can do as Command values
 * in features/<f>/commands.ts; registry.ts lists them.
 */
import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { Building } from '../../contract/buildings';
import type { UnitSummary } from '../../contract/units';
import type { Me } from '../../contract/users';
import type { PermissionCode } from '../../contract/rules/permissions';
import type { Language } from '../lib/i18n';
import type { Theme } from '../state/theme';

export interface CommandContext {
  navigate: (to: string) => void;
  /** current path (without query), e.g. '/issues/12' */
  location: string;
  t: TFunction;
  user: Me | null;
  isGlobalAdmin: boolean;
  /** whether the user holds the code in the selected building, as /users/me answered (state/permissions.ts) */
  hasPermission: (code: PermissionCode) => boolean;

  buildings: Building[];
  building: Building | null;
  buildingId: number | null;
  setBuildingId: (id: number | null) => void;
  /** summaries (GET /units/my); a command needing a unit's detail takes it from its screen's context */
  units: UnitSummary[];
  unit: UnitSummary | null;
  unitId: number | null;
  setUnitId: (id: number | null) => void;

  theme: Theme;
  setTheme: (theme: Theme) => void;
  language: Language;
  setLanguage: (lng: Language) => void;
  logout: () => Promise<void>;

  /**
   * Asks a screen to open one of its dialogs/forms (see commands/pendingAction.ts).
   * Usually combined with navigate: `ctx.navigate('/documents'); ctx.openDialog('documents.upload')`.
   */
  openDialog: (id: string, payload?: unknown) => void;
  showShortcuts: () => void;
  /**
   * What the current screen put into the palette context (commands/screenContext.ts),
   * e.g. `{ issue }` on an issue detail. Contextual commands read it.
   */
  screen: Readonly<Record<string, unknown>>;
}

/** One row of a pick-list sub-page. `label` is shown as is (data such as a building name). */
export interface PageItem {
  id: string;
  label: string;
  /** secondary text, e.g. an address */
  hint?: string;
  keywords?: string[];
  /** marks the current choice */
  active?: boolean;
  run: (ctx: CommandContext) => void | Promise<void>;
}

export type CommandPage =
  | {
      kind: 'list';
      /** i18n key of the search placeholder */
      placeholder?: string;
      /** i18n key shown when items() is empty */
      empty?: string;
      items: (ctx: CommandContext) => PageItem[];
    }
  | {
      kind: 'form';
      /**
       * A small form rendered inside the palette (call close() when done), loaded when the page
       * opens: commands stay data, so the shell does not grow with every feature's forms.
       */
      load: () => Promise<{ default: FormPageComponent }>;
    };

export type FormPageComponent = ComponentType<{ ctx: CommandContext; close: () => void }>;

export interface Command {
  /** unique, dotted: '<feature>.<action>', e.g. 'nav.documents', 'issues.create' */
  id: string;
  /** i18n key of the group heading, e.g. 'palette.groups.navigation' */
  group: string;
  /** i18n key of the title */
  title: string;
  /** extra search words (both languages welcome) */
  keywords?: string[];
  /** a chord such as 'mod+k', 'shift+d' or '?' ('mod' = Ctrl, or ⌘ on macOS) */
  shortcut?: string;
  /** keys pressed one after another, e.g. ['g', 'd'] */
  keySequence?: string[];
  /** hidden when false (e.g. admin-only) */
  isVisible?: (ctx: CommandContext) => boolean;
  /** shown but disabled when false (e.g. no unit selected) */
  isEnabled?: (ctx: CommandContext) => boolean;
  /** listed first, under "This screen", when true (e.g. status changes on an open issue) */
  isContextual?: (ctx: CommandContext) => boolean;
  run?: (ctx: CommandContext) => void | Promise<void>;
  page?: CommandPage;
}
