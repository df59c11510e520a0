/** All / Unread (ui/SegmentedControl.tsx). */
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../ui/SegmentedControl';

export function ReadFilter({ unreadOnly, onChange }: { unreadOnly: boolean; onChange: (unreadOnly: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      name="notifications-filter"
      legend={t('notifications.filter.label')}
      legendHidden
      choices={[
        { value: false, label: t('notifications.filter.all') },
        { value: true, label: t('notifications.filter.unread') },
      ]}
      value={unreadOnly}
      onChange={onChange}
    />
  );
}
