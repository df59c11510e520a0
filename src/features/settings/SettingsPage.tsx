import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Monitor, Moon, Sun } from 'lucide-react';
import { NOTIFICATION_MAIL_GAP_MINUTES } from '../../../contract/rules/notifications';
import type { SettingsLanguage, ThemePreference, UpdateSettingsRequest, UserSettings } from '../../../contract/settings';
import { Card } from '../../ui/Card';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useUserSettings } from '../../lib/userSettings';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { saveSettings } from './save';
import { SwitchRow } from './SwitchRow';

const THEMES: ThemePreference[] = ['light', 'dark', 'system'];
const THEME_ICONS = { light: <Sun className="h-4 w-4" aria-hidden="true" />, dark: <Moon className="h-4 w-4" aria-hidden="true" />, system: <Monitor className="h-4 w-4" aria-hidden="true" /> };
const LANGUAGES: SettingsLanguage[] = ['cs', 'en'];

function SettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" role="status" aria-label={t('common.loading')}>
      {[0, 1].map((i) => (
        <Card key={i}>
          <Skeleton className="mb-3 h-5 w-48" />
          <Skeleton className="mb-2 h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </Card>
      ))}
    </div>
  );
}

/** /settings: notification switches, theme and language, saved to the server on each change. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useUserSettings();
  const [saving, setSaving] = useState(false);

  /** Shows the change at once; puts the old value back when the server refuses it. */
  const change = async (patch: UpdateSettingsRequest) => {
    if (!data) return;
    const previous = data;
    setSaving(true);
    await mutate({ ...data, ...patch } as UserSettings, { revalidate: false });
    const saved = await saveSettings(patch, t);
    await mutate(saved ?? previous, { revalidate: false });
    setSaving(false);
  };

  let body;
  if (data) {
    const themeChoices: Choice<ThemePreference>[] = THEMES.map((v) => ({ value: v, label: t(`settings.theme.${v}`), icon: THEME_ICONS[v] }));
    const languageChoices: Choice<SettingsLanguage>[] = LANGUAGES.map((v) => ({ value: v, label: t(`settings.language.${v}`) }));
    body = (
      <div className="space-y-4">
        <Card title={t('settings.notifications.title')} description={t('settings.notifications.description')}>
          <div className="divide-y divide-slate-200 dark:divide-slate-700">
            <SwitchRow
              label={t('settings.notifications.email')}
              description={t('settings.notifications.emailHint', { minutes: NOTIFICATION_MAIL_GAP_MINUTES })}
              checked={data.email_notifications}
              disabled={saving}
              onChange={(v) => void change({ email_notifications: v })}
            />
            <SwitchRow
              label={t('settings.notifications.push')}
              description={t('settings.notifications.pushHint')}
              checked={data.push_notifications}
              disabled={saving}
              onChange={(v) => void change({ push_notifications: v })}
            />
          </div>
        </Card>
        <Card title={t('settings.appearance.title')} description={t('settings.appearance.description')}>
          <ChoiceGroup
            name="theme"
            legend={t('settings.theme.label')}
            choices={themeChoices}
            value={data.theme}
            disabled={saving}
            onChange={(theme) => void change({ theme })}
          />
          <ChoiceGroup
            name="language"
            legend={t('settings.language.label')}
            choices={languageChoices}
            value={data.language}
            disabled={saving}
            onChange={(language) => void change({ language })}
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('settings.language.reloadHint')}</p>
        </Card>
      </div>
    );
  } else if (error) {
    body = <ErrorAlert title={t('settings.loadError')} message={error.message} onRetry={() => void mutate()} />;
  } else {
    body = isLoading ? <SettingsSkeleton /> : <ErrorAlert title={t('settings.loadError')} onRetry={() => void mutate()} />;
  }

  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {body}
    </>
  );
}
