/**
 * The unit's passes grouped by recipient (spec 001 §2, §3): each code with its type, validity,
 * creation date and status; per code: show as image, copy or open its link, and deactivate — the
 * last only for active codes (spec 001 §4). A load failure is an alert with retry (spec 001 §8).
 */
import { useTranslation } from 'react-i18next';
import { Ban, Copy, ExternalLink, ScanQrCode as QrIcon } from 'lucide-react';
import type { QrCode, QrUser } from '../../../contract/qr';
import { canDeactivate } from '../../../contract/rules/qr';
import { formatDate } from '../../lib/format';
import { errorMessage } from '../../lib/http';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ListStates } from '../../ui/ListStates';
import { passHref } from './rules';
import { StatusBadge } from './StatusBadge';
import { validityText } from './validity';
import { copyLink } from './copyLink';

function CodeRow({ code, user, onShow, onDeactivate }: { code: QrCode; user: QrUser; onShow: () => void; onDeactivate: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid={`qr-code-${code.qr_code}`}>
      <div className="min-w-0 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{t(`qr.type.${code.type}`)}</span>
          <StatusBadge pass={code} />
        </div>
        <p className="text-slate-600 dark:text-slate-400">{validityText(t, code)}</p>
        <p className="text-xs text-slate-500">{t('qr.list.created', { date: formatDate(code.created_at) })}</p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button size="sm" variant="secondary" onClick={onShow} data-command="qr.show" aria-label={t('qr.actions.showNamed', { email: user.email })}>
          <QrIcon className="h-4 w-4" aria-hidden="true" />
          {t('qr.actions.show')}
        </Button>
        <Button size="icon" variant="ghost" onClick={() => void copyLink(code.qr_code, t)} data-command="qr.copyLink" aria-label={t('qr.actions.copyLink')} title={t('qr.actions.copyLink')}>
          <Copy className="h-4 w-4" aria-hidden="true" />
        </Button>
        <a
          href={passHref(code.qr_code)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('qr.actions.openLink')}
          title={t('qr.actions.openLink')}
          className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </a>
        {canDeactivate(code) && (
          <Button size="sm" variant="ghost" className="text-red-700 dark:text-red-400" onClick={onDeactivate} data-command="qr.deactivate" aria-label={t('qr.actions.deactivateNamed', { email: user.email })}>
            <Ban className="h-4 w-4" aria-hidden="true" />
            {t('qr.actions.deactivate')}
          </Button>
        )}
      </div>
    </li>
  );
}

export function PassList({
  users,
  error,
  isLoading,
  retry,
  onShow,
  onDeactivate,
}: {
  users: QrUser[] | undefined;
  error: Error | undefined;
  isLoading: boolean;
  retry: () => void;
  onShow: (code: string) => void;
  onDeactivate: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('qr.list.title')}>
      <ListStates
        loading={!(error && !users) && (isLoading || !users)}
        failure={error && !users ? { title: t('qr.list.loadFailed'), message: errorMessage(error, t('qr.list.loadFailed')) } : null}
        onRetry={retry}
        isEmpty={users?.length === 0}
        empty={<EmptyState icon={<QrIcon className="h-10 w-10" />} title={t('qr.list.empty')} description={t('qr.list.emptyDescription')} />}
      >
        <div className="flex flex-col gap-4">
          {(users ?? []).map((user) => (
            <section key={user.email} aria-label={t('qr.list.codes', { email: user.email })} data-testid="qr-user">
              <h3 className="min-w-0 font-medium">
                <span className="block truncate">{user.name ?? t('qr.list.noName')}</span>
                <span className="block truncate text-sm font-normal text-slate-600 dark:text-slate-400">{user.email}</span>
              </h3>
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {user.qr_codes.map((code) => (
                  <CodeRow key={code.qr_code} code={code} user={user} onShow={() => onShow(code.qr_code)} onDeactivate={() => onDeactivate(code.qr_code)} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </ListStates>
    </Card>
  );
}
