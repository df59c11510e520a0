import { useTranslation } from 'react-i18next';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../state/theme';
import { chooseTheme } from '../lib/choosePreference';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme } = useTheme();
  const label = t(theme === 'dark' ? 'shell.theme.toLight' : 'shell.theme.toDark');
  return (
    <button
      type="button"
      onClick={() => void chooseTheme(theme === 'dark' ? 'light' : 'dark')}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {theme === 'dark' ? <Sun className="h-5 w-5" aria-hidden="true" /> : <Moon className="h-5 w-5" aria-hidden="true" />}
    </button>
  );
}
