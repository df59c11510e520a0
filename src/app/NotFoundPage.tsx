import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('shell.notFound.title')} />
      <Card>
        <EmptyState
          title={t('shell.notFound.description')}
          action={
            <Link href="/" className="text-sm font-medium text-blue-700 underline dark:text-blue-400">
              {t('shell.notFound.home')}
            </Link>
          }
        />
      </Card>
    </>
  );
}
