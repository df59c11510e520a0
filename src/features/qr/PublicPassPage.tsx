/**
 * One pass for its recipient's phone (/qr-access/{key}, spec 001 §2, issue 10 §2): works without
 * signing in (App.tsx routes it beside the public screens) and signed in alike. The code as large as
 * the screen allows with the highest error correction, its validity, type, status, the building and
 * the recipient; an unknown code is a plain not-found message.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { isQrCode } from '../../../contract/rules/qr';
import { formatDateTime } from '../../lib/format';
import { errorMessage, isApiError } from '../../lib/http';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Skeleton } from '../../ui/Skeleton';
import { usePublicPass } from './api';
import { qrDataUrl } from './qrImage';
import { StatusBadge } from './StatusBadge';

/** Drawn this wide and scaled down by CSS to the screen: sharp on any phone. */
const BIG_QR_PX = 640;

function BigQr({ code }: { code: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    qrDataUrl(code, BIG_QR_PX).then(
      (u) => live && setUrl(u),
      () => live && setUrl(null),
    );
    return () => {
      live = false;
    };
  }, [code]);
  if (url === undefined) return <Skeleton className="aspect-square w-full" />;
  if (url === null) return <ErrorAlert message={t('qr.image.failed')} />;
  // the smaller of the width and most of the height, so the whole code is in view on a phone
  return <img src={url} alt={t('qr.image.alt')} className="mx-auto aspect-square w-full max-w-[min(100%,70vh)] bg-white [image-rendering:pixelated]" />;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 py-1.5">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
    </div>
  );
}

export default function PublicPassPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const key = params.key && isQrCode(params.key) ? params.key : null;
  const { pass, error, isLoading, retry } = usePublicPass(key);
  const notFound = key === null || (isApiError(error) && (error.status === 404 || error.status === 400));

  let body;
  if (notFound) {
    body = (
      <Card>
        <EmptyState icon={<SearchX className="h-10 w-10" />} title={t('qr.pass.notFoundTitle')} description={t('qr.pass.notFound')} />
      </Card>
    );
  } else if (error && !pass) {
    body = <ErrorAlert title={t('qr.pass.loadFailed')} message={errorMessage(error, t('qr.pass.loadFailed'))} onRetry={retry} />;
  } else if (isLoading || !pass) {
    body = (
      <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-3">
        <Skeleton className="aspect-square w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else {
    body = (
      <Card>
        <BigQr code={pass.qr_code} />
        <p className="mt-3 text-center text-sm text-slate-600 dark:text-slate-400">{t('qr.pass.hint')}</p>
        <dl className="mt-3 divide-y divide-slate-100 text-sm dark:divide-slate-800">
          <Row label={t('qr.pass.building')} value={pass.building_name} />
          {pass.recipient_name && <Row label={t('qr.pass.recipient')} value={pass.recipient_name} />}
          <Row label={t('qr.pass.type')} value={t(`qr.type.${pass.type}`)} />
          {pass.valid_from && <Row label={t('qr.pass.validFrom')} value={formatDateTime(pass.valid_from)} />}
          {pass.valid_to && <Row label={t('qr.pass.validTo')} value={formatDateTime(pass.valid_to)} />}
          <div className="flex justify-between gap-3 py-1.5">
            <dt className="text-slate-600 dark:text-slate-400">{t('qr.pass.status')}</dt>
            <dd>
              <StatusBadge pass={pass} />
            </dd>
          </div>
        </dl>
      </Card>
    );
  }

  return (
    <main className="mx-auto flex min-h-screen w-full max-w-md flex-col gap-4 px-3 py-4 sm:py-8">
      <p className="text-sm font-semibold text-slate-500">{t('common.appName')}</p>
      <h1 className="text-2xl font-semibold tracking-tight">{t('qr.pass.title')}</h1>
      {body}
    </main>
  );
}
