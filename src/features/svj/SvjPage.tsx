/**
 * /svj, the housing association (spec 001 §2; issue 15 §4): three tabs — general information, bank
 * account, data box — each laying out the fields the association's system will fill, and saying
 * plainly that the area awaits that connection. No figure is made up: every value reads "not
 * connected" until real data exists.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlugZap } from 'lucide-react';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { SVJ_TABS } from './fields';

/** Three static tabs (ui/Tabs.tsx: the ARIA pattern by hand, not headlessui's TabGroup, for the first screen's budget). */
export default function SvjPage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<(typeof SVJ_TABS)[number]['id']>(SVJ_TABS[0].id);
  const tab = SVJ_TABS.find((item) => item.id === selected) ?? SVJ_TABS[0];
  return (
    <>
      <PageHeader title={t('svj.title')} description={t('svj.description')} />
      <Tabs
        idPrefix="svj"
        label={t('svj.tabs.label')}
        items={SVJ_TABS.map((item) => ({ id: item.id, label: t(`svj.tabs.${item.id}`) }))}
        selected={selected}
        onSelect={setSelected}
        panelClassName="flex flex-col gap-4"
      >
        <div role="status" className="flex items-start gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100">
          <PlugZap className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-medium">{t('svj.pending.title')}</p>
            <p className="text-sm">{t('svj.pending.description')}</p>
          </div>
        </div>
        <Card title={t(`svj.tabs.${tab.id}`)}>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {tab.fields.map((field) => (
              <div key={field} className="min-w-0">
                <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{t(`svj.fields.${field}`)}</dt>
                <dd className="text-sm text-slate-500 italic dark:text-slate-400">{t('svj.notConnected')}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </Tabs>
    </>
  );
}
