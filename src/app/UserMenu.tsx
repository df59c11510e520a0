/** Avatar (or a fallback icon) opening name, e-mail, profile, settings and sign out. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { CircleUser, LogOut, Settings, User } from 'lucide-react';
import { logout, useSession } from '../state/session';

function Avatar({ url }: { url: string | null | undefined }) {
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return <img src={url} alt="" onError={() => setBroken(true)} className="h-8 w-8 rounded-full object-cover" />;
  }
  return <CircleUser className="h-7 w-7" aria-hidden="true" />;
}

const itemClass =
  'flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm data-[focus]:bg-slate-100 dark:data-[focus]:bg-slate-700';

export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [, navigate] = useLocation();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={t('shell.userMenu.open')}
        title={user?.name}
        className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Avatar url={user?.avatar_url} />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-64 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-800"
      >
        <div className="px-2 py-2">
          <p className="truncate text-sm font-medium" data-testid="user-name">
            {user?.name}
          </p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user?.email}</p>
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => navigate('/profile')}>
            <User className="h-4 w-4" aria-hidden="true" />
            {t('nav.profile')}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => navigate('/settings')}>
            <Settings className="h-4 w-4" aria-hidden="true" />
            {t('nav.settings')}
          </button>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => void logout()}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('shell.userMenu.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
