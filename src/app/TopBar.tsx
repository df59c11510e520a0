/** Top bar: drawer button (small screens), palette trigger, live state, bell, theme, language, unit cache, user. */
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Menu as MenuIcon, Search } from 'lucide-react';
import { paletteAtom } from '../commands/overlays';
import { formatChord } from '../commands/shortcuts';
import { PALETTE_SHORTCUT } from '../commands/useShortcuts';
import { ClearUnitCacheButton } from './ClearUnitCacheButton';
import { ConnectionIndicator } from './ConnectionIndicator';
import { LanguageMenu } from './LanguageMenu';
import { NotificationBell } from './NotificationBell';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

export function TopBar({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const { t } = useTranslation();
  const setPalette = useSetAtom(paletteAtom);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-slate-200 bg-white/90 px-2 backdrop-blur sm:px-4 dark:border-slate-800 dark:bg-slate-950/90">
      <button
        type="button"
        onClick={onOpenDrawer}
        aria-label={t('shell.nav.open')}
        className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 md:hidden dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <MenuIcon className="h-5 w-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => setPalette({ open: true })}
        aria-label={t('palette.open')}
        className="inline-flex h-9 min-w-9 items-center justify-center gap-2 rounded-md border-slate-300 text-sm text-slate-500 hover:bg-slate-100 sm:w-64 sm:justify-start sm:border sm:px-3 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="hidden flex-1 text-left sm:inline">{t('palette.trigger')}</span>
        <kbd className="hidden font-mono text-xs sm:inline">{formatChord(PALETTE_SHORTCUT)}</kbd>
      </button>
      <div className="ml-auto flex items-center gap-0.5">
        <ConnectionIndicator />
        <NotificationBell />
        <ThemeToggle />
        <LanguageMenu />
        <ClearUnitCacheButton />
        <UserMenu />
      </div>
    </header>
  );
}
