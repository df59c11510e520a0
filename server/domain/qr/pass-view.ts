import type { QrAccessType } from '../../../contract/rules/qr';

/** A stored pass's columns that both the unit's list and the holder's page show. */
interface PassColumns {
  code: string;
  type: QrAccessType;
  valid_from: string | null;
  valid_to: string | null;
  is_active: number;
  used_at: string | null;
  recipient_name: string | null;
}

/** The pass as answers show it: flags as booleans, used when `used_at` is set (spec 001 §3). */
export function passView(row: PassColumns) {
  return {
    qr_code: row.code,
    type: row.type,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    is_active: row.is_active === 1,
    is_used: row.used_at !== null,
    recipient_name: row.recipient_name,
  };
}
