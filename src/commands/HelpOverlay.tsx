/** The `?` overlay: every keyboard shortcut, generated from the registry so it can never drift. */
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../ui/Dialog';
import { isCommandVisible } from './context';
import { helpOpenAtom } from './overlays';
import { ShortcutHint } from './ShortcutHint';
import type { Command, CommandContext } from './types';
import { PALETTE_SHORTCUT } from './useShortcuts';

export interface ShortcutRow {
  id: string;
  title: string;
  group: string;
  shortcut?: string;
  keySequence?: readonly string[];
}

/** Rows for the overlay: the palette chord first, then each visible command that has keys. */
export function shortcutRows(commands: readonly Command[], ctx: CommandContext): ShortcutRow[] {
  const rows: ShortcutRow[] = [{ id: 'palette.open', title: 'palette.commands.open', group: 'palette.groups.help', shortcut: PALETTE_SHORTCUT }];
  for (const c of commands) {
    if (!(c.shortcut || c.keySequence?.length) || !isCommandVisible(c, ctx)) continue;
    rows.push({ id: c.id, title: c.title, group: c.group, shortcut: c.shortcut, keySequence: c.keySequence });
  }
  return rows;
}

export function HelpOverlay({ commands, ctx }: { commands: readonly Command[]; ctx: CommandContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(helpOpenAtom);
  const groups = new Map<string, ShortcutRow[]>();
  for (const row of shortcutRows(commands, ctx)) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);

  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('palette.help.title')} description={t('palette.help.description')} size="lg" data-testid="shortcut-help">
      <div className="grid gap-6 sm:grid-cols-2">
        {[...groups].map(([group, rows]) => (
          <section key={group}>
            <h3 className="mb-2 text-xs font-semibold uppercase text-slate-500">{t(group)}</h3>
            <dl className="space-y-1">
              {rows.map((r) => (
                <div key={r.id} className="flex items-center justify-between gap-3 text-sm">
                  <dt>{t(r.title)}</dt>
                  <dd>
                    <ShortcutHint shortcut={r.shortcut} keySequence={r.keySequence} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
