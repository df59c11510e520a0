/** What the registers' columns show alike: a time, a text that may be missing, whether the unit was told. */
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';

export function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="whitespace-nowrap">
      {formatDateTime(at)}
    </time>
  );
}

/** A text the desk may have left out (purpose, sender): a dash, not an empty cell. */
export function Maybe({ text }: { text: string | null }) {
  return text ? <>{text}</> : <span className="text-slate-400 dark:text-slate-500">—</span>;
}

export function Notified({ notified }: { notified: boolean }) {
  const { t } = useTranslation();
  return <>{t(notified ? 'reception.notified.yes' : 'reception.notified.no')}</>;
}
