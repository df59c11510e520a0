/**
 * /svj, the housing association (spec 001 §2; issue 15 §4): three tabs — general information, bank
 * account, data box — each laying out the fields the association's system will fill, and saying
 * plainly that the area awaits that connection. No figure is made up: every value reads "not
 * connected" until real data exists.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlugZap } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { SVJ_TABS } from './fields';

const tabClass = ({ selected }: { selected: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-blue-500 sm:px-4',
    selected ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
  );

/**
 * The tabs are written here, not taken from headlessui's TabGroup as on the parking and sensors
 * screens: pulling TabGroup into one more lazy chunk re-splits headlessui's shared internals into
 * chunks the signed-in first screen then lists (+0.6 KB over a budget with 0.1 KB left). Three
 * static tabs need only the WAI-ARIA pattern: roles, one tab stop, arrows, Home and End.
 */
export default function SvjPage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (index: number) => {
    const next = (index + SVJ_TABS.length) % SVJ_TABS.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: SVJ_TABS.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    choose(moves[e.key]);
  };
  const tab = SVJ_TABS[selected];
  return (
    <>
      <PageHeader title={t('svj.title')} description={t('svj.description')} />
      <div role="tablist" aria-label={t('svj.tabs.label')} onKeyDown={onKey} className="mb-4 inline-flex max-w-full gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {SVJ_TABS.map((item, index) => (
          <button
            key={item.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`svj-tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls={`svj-panel-${item.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className={tabClass({ selected: index === selected })}
          >
            {t(`svj.tabs.${item.id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`svj-panel-${tab.id}`} aria-labelledby={`svj-tab-${tab.id}`} tabIndex={0} className="flex min-w-0 flex-col gap-4">
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
      </div>
    </>
  );
}
