/**
 * A pass at the gate of the selected unit is toasted to its people wherever they are in the app
 * (issue 9 §2: "the unit's residents get a toast"). Staff receive every unit's passes but are only
 * toasted for the unit they selected.
 */
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import type { LiveEventData } from '../../contract/live';
import { subscribeLiveEvents } from '../live/events';
import { toastGateEvent } from '../live/gateToast';
import { selectedUnitIdAtom } from '../state/unit';

export function useGateToasts(): void {
  const unitId = useAtomValue(selectedUnitIdAtom);
  useEffect(
    () =>
      subscribeLiveEvents((event) => {
        if (event.type !== 'parking.gate_event' || unitId === null) return;
        const entry = event.data as LiveEventData['parking.gate_event'];
        if (entry.unit_id === unitId) toastGateEvent(entry);
      }),
    [unitId],
  );
}
