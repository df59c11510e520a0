/**
 * How a pass at the gate is toasted (issue 9 §2): plate, entry or exit, granted or denied. One toast
 * per pass (its id is the log entry's), however many places ask for it: the app for the selected
 * unit (src/app/useGateToasts.ts) and the parking screen for the unit it shows. Beside the live
 * hooks because both the shell and the parking feature use it; its texts (parking.live,
 * parking.direction) stay in the first screen's locale (src/lib/pageTexts.ts).
 */
import toast from 'react-hot-toast';
import type { ParkingLogEntry } from '../../contract/parking';
import { directionKind } from '../../contract/rules/gate-direction';
import { i18n } from '../lib/i18n';

export function toastGateEvent(entry: ParkingLogEntry): void {
  const text = i18n.t(entry.was_granted ? 'parking.live.granted' : 'parking.live.denied', {
    plate: entry.license_plate,
    direction: i18n.t(`parking.direction.${directionKind(entry.direction)}`),
  });
  const options = { id: `gate-${entry.log_id}` };
  if (entry.was_granted) toast.success(text, options);
  else toast.error(text, options);
}
