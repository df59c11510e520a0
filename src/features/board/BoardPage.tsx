/**
 * The live operations board (/board; issue 12 §3) for facility managers: without a building the
 * portfolio of every building they watch (PortfolioPage, issue 29 §1); with `?building=` one
 * building as colour-coded tiles updated live. `?wall=1` is the wall mode:
 * no navigation (AuthenticatedApp), large type, no cursor, a full-screen button; it rides out server
 * restarts and network loss by itself (useBoard: retries forever, fresh snapshot on reconnect).
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { FullscreenButton } from './FullscreenButton';
import { PERMISSION } from '../../../contract/rules/permissions';
import { useScreenContext } from '../../commands/screenContext';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/http';
import { useBuildings } from '../../state/building';
import { can } from '../../state/permissions';
import { useSession } from '../../state/session';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SkeletonRows } from '../../ui/Skeleton';
import { ConnectionBadge } from './ConnectionBadge';
import { BOARD_FILTERS, boardFilterAtom, SCREEN_BOARD, type BoardFilter } from './filter';
import { openBoardDoor } from './openDoor';
import { needsAttention } from './state';
import { DoorsTile, FireTile, GateTile, IssuesTile, ReceptionTile, SensorsTile } from './Tiles';
import { useBoard } from './useBoard';
import { PortfolioPage } from './PortfolioPage';
import { PortfolioWall } from './PortfolioWall';

export function boardUrl(buildingId: number | null, wall: boolean): string {
  const q = new URLSearchParams();
  if (buildingId !== null) q.set('building', String(buildingId));
  if (wall) q.set('wall', '1');
  const s = q.toString();
  return s ? `/board?${s}` : '/board';
}

const show = (filter: BoardFilter, tile: BoardFilter) => filter === 'all' || filter === 'alarms' || filter === tile;

/**
 * /board without a building is the portfolio (issue 29 §1: the status grid of every watched
 * building, or its wall); with `?building=` the building's full board below.
 */
export default function BoardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { buildings } = useBuildings();
  const params = new URLSearchParams(useSearch());
  const wall = params.get('wall') === '1';
  const buildingId = Number(params.get('building')) || null;
  const mayWatch = (buildings ?? []).some((b) => can(user, b.id, PERMISSION.boardView)) || Boolean(user?.global_role === 'admin');
  useEffect(() => {
    if (!wall) return;
    document.documentElement.classList.add('board-wall');
    return () => document.documentElement.classList.remove('board-wall');
  }, [wall]);
  if (buildingId !== null) return <BuildingBoard buildingId={buildingId} wall={wall} />;
  if (user && !mayWatch) return <EmptyState title={t('board.noAccess')} />;
  return wall ? <PortfolioWall /> : <PortfolioPage />;
}

function BuildingBoard({ buildingId, wall }: { buildingId: number; wall: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { buildings } = useBuildings();
  const [, navigate] = useLocation();
  const [filter, setFilter] = useAtom(boardFilterAtom);
  const watched = useMemo(() => (buildings ?? []).filter((b) => can(user, b.id, PERMISSION.boardView)), [buildings, user]);
  const mayWatch = watched.length > 0 || Boolean(user?.global_role === 'admin');
  const { state, status, error, isLoading, retry } = useBoard(mayWatch ? buildingId : null);
  useScreenContext(SCREEN_BOARD, state?.buildings);

  if (user && !mayWatch) {
    return <EmptyState title={t('board.noAccess')} />;
  }

  const shown = (state?.buildings ?? []).filter((b) => filter !== 'alarms' || needsAttention(b));
  return (
    <div className={cn('space-y-4', wall && 'min-h-screen cursor-none bg-slate-50 p-4 text-xl dark:bg-slate-950')} data-testid="board" data-wall={wall}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-[1.5em] font-bold">{t('board.title')}</h1>
        <div className="flex flex-wrap items-center gap-2 text-[0.875em]">
          <ConnectionBadge status={status} asOf={state?.asOf ?? null} failed={Boolean(error)} />
          {!wall && (
            <>
              <label className="sr-only" htmlFor="board-building">
                {t('board.building')}
              </label>
              <select
                id="board-building"
                className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
                value={buildingId ?? ''}
                onChange={(e) => navigate(boardUrl(Number(e.target.value) || null, false))}
              >
                <option value="">{t('board.allBuildings')}</option>
                {watched.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
              <label className="sr-only" htmlFor="board-filter">
                {t('board.filter')}
              </label>
              <select
                id="board-filter"
                className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
                value={filter}
                onChange={(e) => setFilter(e.target.value as BoardFilter)}
              >
                {BOARD_FILTERS.map((f) => (
                  <option key={f} value={f}>
                    {t(`board.filters.${f}`)}
                  </option>
                ))}
              </select>
              <a className="rounded-md border border-slate-300 px-2 py-1 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800" href={boardUrl(buildingId, true)}>
                {t('board.wallMode')}
              </a>
            </>
          )}
          {wall && <FullscreenButton />}
        </div>
      </div>
      {error && !state && <ErrorAlert message={errorMessage(error, t('board.loadFailed'))} onRetry={retry} />}
      {isLoading && !state && <SkeletonRows count={4} />}
      {state && shown.length === 0 && <EmptyState title={filter === 'alarms' ? t('board.empty.alarms') : t('board.empty.buildings')} />}
      {shown.map((b) => (
        <section key={b.id} aria-labelledby={`board-b-${b.id}`} data-testid="board-building" className="space-y-2">
          {(shown.length > 1 || buildingId === null) && (
            <h2 id={`board-b-${b.id}`} className="text-[1.125em] font-semibold">
              {b.name}
            </h2>
          )}
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {show(filter, 'alarms') && <FireTile zones={b.fire_zones} />}
            {show(filter, 'sensors') && <SensorsTile sensors={b.sensors} doors={b.doors} />}
            {show(filter, 'doors') && <DoorsTile doors={b.doors} sensors={b.sensors} onOpen={(door) => void openBoardDoor(b.id, door)} />}
            {show(filter, 'gate') && <GateTile events={b.gate_events} />}
            {show(filter, 'issues') && <IssuesTile issues={b.issues} />}
            {filter === 'all' && <ReceptionTile reception={b.reception} />}
          </div>
        </section>
      ))}
    </div>
  );
}
