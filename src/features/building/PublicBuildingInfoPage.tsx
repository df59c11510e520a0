/**
 * Public building information (spec 001 §2, route /building-info/{id}): reachable without signing
 * in, a link back to /, and only what spec 001 lists — address, type, years, floor and elevator
 * counts, parking, managers, emergency contacts and the reception if there is one.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Skeleton } from '../../ui/Skeleton';
import { isApiError } from '../../lib/http';
import { usePublicBuildingInfo } from './api';
import { BuildingInfoCards } from './BuildingInfoCards';
import { HeroImage } from './HeroImage';

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link href="/" className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-blue-300">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('building.public.back')}
    </Link>
  );
}

export default function PublicBuildingInfoPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const id = parseId(params.id);
  const { info, error, isLoading, reload } = usePublicBuildingInfo(id);
  const notFound = id === null || (isApiError(error) && (error.status === 404 || error.status === 400));

  let body;
  if (notFound) {
    body = (
      <Card>
        <EmptyState icon={<SearchX className="h-10 w-10" />} title={t('building.public.notFound.title')} description={t('building.public.notFound.description')} />
      </Card>
    );
  } else if (error) {
    body = <ErrorAlert message={t('building.errors.load')} onRetry={() => void reload()} />;
  } else if (isLoading || !info) {
    body = (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="aspect-[12/5] w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{info.name}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{info.address}</p>
        </div>
        <HeroImage src={info.image_url} alt={t('building.heroAlt', { name: info.name })} />
        <BuildingInfoCards info={info} hideAbsentReception />
      </div>
    );
  }

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <main className="mx-auto max-w-5xl space-y-4 px-4 py-6">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('building.public.kicker')}</p>
        <BackLink />
        {body}
      </main>
    </div>
  );
}
