import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

/** A registered route whose section is not built yet: says so honestly instead of showing made-up data. */
export function NotAvailablePage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(title)} />
      <Card>
        <EmptyState
          icon={<Construction className="h-10 w-10" />}
          title={t('common.notAvailable.title')}
          description={t('common.notAvailable.description')}
        />
      </Card>
    </>
  );
}
