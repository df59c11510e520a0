/**
 * /reception, the building's desk (spec 001 §2 "Reception", issue 15 §2): visitors (the default
 * tab), mail and key loans, each a register read from the server. The tab is in the address
 * (`?tab=mail`), so a notification or the palette can link to a register. The palette's "Record a
 * visitor…" and its siblings arrive as a pending action naming the tab.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { usePendingAction } from '../../commands/pendingAction';
import { useSelectedBuilding } from '../../state/building';
import { PageHeader } from '../../ui/PageHeader';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { Tabs } from '../../ui/Tabs';
import { RegisterPanel } from './RegisterPanel';
import { OPEN_RECORD_DIALOG, RECEPTION_TABS, TAB_PARAM, receptionHref, type ReceptionTab } from './screen';

const isTab = (value: unknown): value is ReceptionTab => (RECEPTION_TABS as readonly unknown[]).includes(value);

export default function ReceptionPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const wanted = new URLSearchParams(useSearch()).get(TAB_PARAM);
  const tab: ReceptionTab = isTab(wanted) ? wanted : RECEPTION_TABS[0];
  const { buildingId } = useSelectedBuilding();
  const [recordRequested, setRecordRequested] = useState<ReceptionTab | null>(null);

  // replace, not push: switching tabs is not a page the back button should step through
  const select = useCallback((next: ReceptionTab) => navigate(receptionHref(next), { replace: true }), [navigate]);
  usePendingAction(OPEN_RECORD_DIALOG, (payload) => {
    if (!isTab(payload)) return;
    select(payload);
    setRecordRequested(payload);
  });
  const requestDone = useCallback(() => setRecordRequested(null), []);

  return (
    <>
      <PageHeader title={t('reception.title')} description={t('reception.description')} />
      {buildingId === null ? (
        <SelectBuildingPrompt description={t('reception.selectBuilding')} />
      ) : (
        <Tabs idPrefix="reception" label={t('reception.tabs.label')} items={RECEPTION_TABS.map((id) => ({ id, label: t(`reception.tabs.${id}`) }))} selected={tab} onSelect={select}>
          {/* a fresh panel per building and register: filters, search and paging belong to the one shown */}
          <RegisterPanel key={`${buildingId}:${tab}`} buildingId={buildingId} tab={tab} recordRequested={recordRequested === tab} onRecordRequestDone={requestDone} />
        </Tabs>
      )}
    </>
  );
}
