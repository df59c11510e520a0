import { mutate as globalMutate, type ScopedMutator } from 'swr';
import { acknowledgeFireZone, activeFireAlarms } from '../../../contract/routes/fire-alarm';
import { call, routeUrl } from '../../lib/api';
import { PORTFOLIO_KEY } from './api';

/**
 * Acknowledges a zone's alarm from the portfolio's alarm list (issue 29 §1): the fire alarm's own
 * REST route, which checks fire:acknowledge and audits it; the summary and the app-wide alarm list
 * are loaded again in the caller's SWR cache (`mutate`; the app's default one outside React), and
 * the live event tells every other screen.
 */
export async function acknowledgeFromBoard(buildingId: number, zoneId: number, note: string, mutate: ScopedMutator = globalMutate): Promise<void> {
  await call(acknowledgeFireZone, { path: { id: buildingId, zoneId }, body: { note } });
  void mutate(PORTFOLIO_KEY);
  void mutate(routeUrl(activeFireAlarms, {}));
}
