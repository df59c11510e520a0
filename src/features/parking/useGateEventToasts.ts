/**
 * On the parking screen, passes of the unit shown there are toasted: staff may be looking at a unit
 * that is not the sidebar's (the app toasts the sidebar's unit everywhere, src/app/useGateToasts.ts;
 * one toast per pass either way). The access log itself updates through the live bridge.
 */
import type { LiveEventData } from '../../../contract/live';
import { useLiveEvent } from '../../live/useLive';
import { toastGateEvent } from '../../live/gateToast';

export function useGateEventToasts(unitId: number | null): void {
  useLiveEvent('parking.gate_event', (event) => {
    const entry = event.data as LiveEventData['parking.gate_event'];
    // staff receive every unit's passes; only the shown unit's are news here
    if (unitId === null || entry.unit_id !== unitId) return;
    toastGateEvent(entry);
  });
}
