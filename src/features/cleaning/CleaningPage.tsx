/**
 * The cleaning overview (/cleaning; spec 001 §2 "Cleaning overview", issue 15 §1): two tabs, the
 * building's cleanings (default) and their monthly statistics. Holders of cleaning:record in the
 * selected building (the server's answer on /users/me) start a cleaning, finish the one in progress
 * and record one that happened. The tab and the month live in the address (`?tab=stats&month=2026-11`),
 * so the palette, a reload and a shared link reach them.
 *
 * Live: every read is an SWR key under /buildings/{id}/utilities/cleaning, which cleaning.changed
 * revalidates (live/keys.ts) and SWR polls. The history loads whichever tab shows: the header's
 * Start or Finish depends on whether a cleaning is in progress.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { CirclePlay, CircleStop, ClipboardPen } from 'lucide-react';
import { PERMISSION } from '../../../contract/rules/permissions';
import { usePendingAction } from '../../commands/pendingAction';
import { useScreenContext } from '../../commands/screenContext';
import { useSelectedBuilding } from '../../state/building';
import { can } from '../../state/permissions';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { Tabs } from '../../ui/Tabs';
import { useCleaningEvents } from './api';
import { EventsTab } from './EventsTab';
import { currentMonth, monthParam, parseMonthParam, type Month } from './months';
import { RecordDialog } from './RecordDialog';
import { CLEANING_HREF, FINISH_CLEANING, MONTH_PARAM, RECORD_CLEANING, SCREEN_CLEANING, START_CLEANING, TAB_PARAM, type CleaningScreenState } from './screen';
import { StatsTab } from './StatsTab';
import { useCleaningActions } from './useCleaningActions';

type TabId = 'events' | 'stats';

export default function CleaningPage() {
  const { t } = useTranslation();
  const { buildingId, building } = useSelectedBuilding();
  const description = building ? t('cleaning.descriptionFor', { building: building.name }) : t('cleaning.description');
  if (buildingId === null) {
    return (
      <>
        <PageHeader title={t('cleaning.title')} description={description} />
        <SelectBuildingPrompt />
      </>
    );
  }
  // a fresh screen per building: its pages, dialog and busy state belong to that building
  return <CleaningScreen key={buildingId} buildingId={buildingId} description={description} />;
}

function CleaningScreen({ buildingId, description }: { buildingId: number; description: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const tab: TabId = search.get(TAB_PARAM) === 'stats' ? 'stats' : 'events';
  const chosenMonth = parseMonthParam(search.get(MONTH_PARAM));
  const month = chosenMonth ?? currentMonth();

  const [pages, setPages] = useState(1);
  const events = useCleaningEvents(buildingId, pages);
  const loaded = events.data !== undefined;
  // the server names the one in progress with every page: it may lie beyond the pages loaded
  const inProgress = Boolean(events.data?.meta?.inProgress);
  const mayRecord = can(user, buildingId, PERMISSION.cleaningRecord);
  const actions = useCleaningActions(buildingId);
  const [recordOpen, setRecordOpen] = useState(false);

  // the palette shows Start or Finish by what this screen knows (commands.ts)
  const screenState = useMemo<CleaningScreenState | undefined>(() => (loaded ? { inProgress } : undefined), [loaded, inProgress]);
  useScreenContext(SCREEN_CLEANING, screenState);
  // the palette's commands, handed over after it navigated here (they show only with cleaning:record too)
  usePendingAction(START_CLEANING, () => {
    if (mayRecord) void actions.start();
  });
  usePendingAction(FINISH_CLEANING, () => {
    if (mayRecord) void actions.finish();
  });
  usePendingAction(RECORD_CLEANING, () => {
    if (mayRecord) setRecordOpen(true);
  });

  const go = (next: { tab: TabId; month?: Month }) => {
    const query = new URLSearchParams();
    if (next.tab === 'stats') {
      query.set(TAB_PARAM, 'stats');
      if (next.month) query.set(MONTH_PARAM, monthParam(next.month));
    }
    const text = query.toString();
    navigate(text ? `${CLEANING_HREF}?${text}` : CLEANING_HREF, { replace: true });
  };

  const headerActions = mayRecord && (
    <>
      {inProgress ? (
        <Button onClick={() => void actions.finish()} loading={actions.busy === 'finish'} data-command="cleaning.finish">
          <CircleStop className="h-4 w-4" aria-hidden="true" />
          {t('cleaning.actions.finish')}
        </Button>
      ) : (
        // until the history has loaded it is not known whether one is in progress already
        <Button onClick={() => void actions.start()} loading={actions.busy === 'start'} disabled={!loaded && !events.error} data-command="cleaning.start">
          <CirclePlay className="h-4 w-4" aria-hidden="true" />
          {t('cleaning.actions.start')}
        </Button>
      )}
      <Button variant="secondary" onClick={() => setRecordOpen(true)} data-command="cleaning.record">
        <ClipboardPen className="h-4 w-4" aria-hidden="true" />
        {t('cleaning.actions.record')}
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title={t('cleaning.title')} description={description} actions={headerActions} />
      <Tabs
        idPrefix="cleaning"
        label={t('cleaning.tabs.label')}
        items={[
          { id: 'events', label: t('cleaning.tabs.events') },
          { id: 'stats', label: t('cleaning.tabs.stats'), command: 'cleaning.stats' },
        ]}
        selected={tab}
        onSelect={(id) => go({ tab: id, month: chosenMonth ?? undefined })}
      >
        {tab === 'events' ? (
          <EventsTab list={events} onLoadMore={() => setPages((events.data?.pages ?? pages) + 1)} />
        ) : (
          <StatsTab buildingId={buildingId} month={month} onMonth={(m) => go({ tab: 'stats', month: m })} />
        )}
      </Tabs>
      {mayRecord && <RecordDialog buildingId={buildingId} open={recordOpen} onClose={() => setRecordOpen(false)} />}
    </>
  );
}
