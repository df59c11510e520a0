import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { useProfile } from './api';
import { BuildingAccessCard } from './BuildingAccessCard';
import { PermissionsCard } from './PermissionsCard';
import { PersonalInfoCard } from './PersonalInfoCard';

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" role="status" aria-label={t('common.loading')}>
      {[0, 1, 2].map((i) => (
        <Card key={i}>
          <Skeleton className="mb-3 h-5 w-40" />
          <Skeleton className="mb-2 h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </div>
  );
}

/** /profile: personal information (view/edit), building accesses and permissions (spec 000 §2). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user, error, isLoading, reload } = useProfile();

  let body;
  if (user) {
    body = (
      <div className="space-y-4">
        <PersonalInfoCard user={user} />
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <BuildingAccessCard buildings={user.buildings ?? []} />
          <PermissionsCard permissions={user.permissions ?? []} />
        </div>
      </div>
    );
  } else if (error) {
    body = <ErrorAlert title={t('profile.loadError')} message={error.message} onRetry={() => void reload()} />;
  } else if (isLoading) {
    body = <ProfileSkeleton />;
  } else {
    body = <ErrorAlert title={t('profile.loadError')} onRetry={() => void reload()} />;
  }

  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      {body}
    </>
  );
}
