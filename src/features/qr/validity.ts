import type { TFunction } from 'i18next';
import type { QrAccessType } from '../../../contract/rules/qr';
import { formatDateTime } from '../../lib/format';

/** A pass's validity in words: its window when time-limited, else what its type means. */
export function validityText(t: TFunction, pass: { type: QrAccessType; valid_from: string | null; valid_to: string | null }): string {
  if (pass.type === 'time_limited') return t('qr.list.validRange', { from: formatDateTime(pass.valid_from), to: formatDateTime(pass.valid_to) });
  return t(pass.type === 'one_time' ? 'qr.list.validOnce' : 'qr.list.validAlways');
}
