/** Czech/English menu; choosing saves the user's setting and reloads the page (spec 000 §2). */
import { useTranslation } from 'react-i18next';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Check, Languages } from 'lucide-react';
import { currentLanguage, LANGUAGES } from '../lib/i18n';
import { chooseLanguage } from '../lib/choosePreference';

export function LanguageMenu() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Menu as="div" className="relative">
      <MenuButton
        aria-label={t('shell.language.menu')}
        title={t('shell.language.menu')}
        className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-medium uppercase text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Languages className="h-5 w-5" aria-hidden="true" />
        <span className="hidden sm:inline">{current}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-800"
      >
        {LANGUAGES.map((lng) => (
          <MenuItem key={lng}>
            <button
              type="button"
              lang={lng}
              onClick={() => lng !== current && void chooseLanguage(lng)}
              className="flex w-full items-center justify-between rounded px-2 py-1.5 text-left text-sm data-[focus]:bg-slate-100 dark:data-[focus]:bg-slate-700"
            >
              {t(`shell.language.${lng}`)}
              {lng === current && <Check className="h-4 w-4" aria-label={t('palette.current')} />}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
