import { useTranslation } from 'react-i18next';
import { formatChord } from './shortcuts';

const kbd = 'rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-[11px] text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300';

/** Renders 'Ctrl+K' / '⌘K' or a sequence 'g then d' as keycaps. */
export function ShortcutHint({ shortcut, keySequence }: { shortcut?: string; keySequence?: readonly string[] }) {
  const { t } = useTranslation();
  if (shortcut) {
    return <kbd className={kbd}>{formatChord(shortcut)}</kbd>;
  }
  if (keySequence?.length) {
    return (
      <span className="flex items-center gap-1 text-[11px] text-slate-500" aria-label={keySequence.join(' ')}>
        {keySequence.map((k, i) => (
          <span key={i} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">{t('palette.then')}</span>}
            <kbd className={kbd}>{k.toUpperCase()}</kbd>
          </span>
        ))}
      </span>
    );
  }
  return null;
}
