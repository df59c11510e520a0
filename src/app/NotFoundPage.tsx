import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';

/** A page that only says something, with the way home. */
function MessagePage({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(title)} />
      <Card>
        <EmptyState
          title={t(description)}
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

export const NotFoundPage = () => <MessagePage title="shell.notFound.title" description="shell.notFound.description" />;

/** The common unauthorized message (spec 001 §6): a screen the server does not let this user use. */
export const UnauthorizedPage = () => <MessagePage title="shell.unauthorized.title" description="shell.unauthorized.description" />;
