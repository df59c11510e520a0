/**
 * A pass at the gate of the selected unit is toasted to its people (issue 9 §2): plate, entry or
 * exit, granted or denied. The access log itself updates through the live bridge's revalidation.
 */
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { LiveEventData } from '../../../contract/live';
import { directionKind } from '../../../contract/rules/parking';
import { useLiveEvent } from '../../live/useLive';

export function useGateEventToasts(unitId: number | null): void {
  const { t } = useTranslation();
  useLiveEvent('parking.gate_event', (event) => {
    const entry = event.data as LiveEventData['parking.gate_event'];
    // staff receive every unit's passes; only the selected unit's are news here
    if (unitId === null || entry.unit_id !== unitId) return;
    const text = t(entry.was_granted ? 'parking.live.granted' : 'parking.live.denied', {
      plate: entry.license_plate,
      direction: t(`parking.direction.${directionKind(entry.direction)}`),
    });
    if (entry.was_granted) toast.success(text, { id: `gate-${entry.log_id}` });
    else toast.error(text, { id: `gate-${entry.log_id}` });
  });
}
