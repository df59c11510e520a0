/**
 * The parking screen's pure parts: the tabs and their URL, the access log's filters, and the vehicle
 * form's values, checks and payload (spec 000 §5).
 * No React. (The palette's ids are in screen.ts: commands.ts is in the first screen, this is not.)
 */
import type { Vehicle, VehicleInput } from '../../../contract/parking';
import { normalizePlate, type VehicleType } from '../../../contract/rules/parking';

/** Spec 000 §9: the access log's search is debounced by 300 ms. */
export const LOG_SEARCH_DEBOUNCE_MS = 300;

/** 'building' is the whole building's gate log, offered to holders of parking:manage only. */
export type ParkingTab = 'vehicles' | 'log' | 'building';
export const PARKING_TABS: readonly ParkingTab[] = ['vehicles', 'log', 'building'];

/**
 * /parking?tab=log&search=AB123&unit=7: what the palette navigates to. `unit` is the unit staff
 * chose on the screen (residents follow the sidebar's unit and never need it).
 */
export function parkingHref(tab: ParkingTab, search?: string, unit?: number | null): string {
  const params = new URLSearchParams();
  if (unit) params.set('unit', String(unit));
  if (tab !== 'vehicles') params.set('tab', tab);
  if (search) params.set('search', search);
  const q = params.toString();
  return q ? `/parking?${q}` : '/parking';
}

export function readParkingParams(search: string): { tab: ParkingTab; search: string; unit: number | null } {
  const params = new URLSearchParams(search);
  const tab = PARKING_TABS.find((k) => k === params.get('tab')) ?? 'vehicles';
  const unit = Number(params.get('unit'));
  return { tab, search: params.get('search') ?? '', unit: Number.isSafeInteger(unit) && unit > 0 ? unit : null };
}

export interface LogFilters {
  search: string;
  /** yyyy-MM-dd or '' */
  from: string;
  to: string;
}

// ---- the vehicle form (spec 000 §5) ----------------------------------------------------------

/** The form's values; the fields carry the body's names, so the schema's messages land under them. */
export interface VehicleFormValues {
  license_plate: string;
  name: string;
  email: string;
  type: VehicleType;
  /** yyyy-MM-dd, used only for a temporary plate */
  valid_to: string;
  /** a space id, or '' for 'none' */
  parking_space_id: string;
  note: string;
}

export function emptyVehicleForm(email: string): VehicleFormValues {
  return { license_plate: '', name: '', email, type: 'permanent', valid_to: '', parking_space_id: '', note: '' };
}

/** The stored plate as the form shows it; the date is the stored end's local day (yyyy-MM-dd). */
export function formFromVehicle(v: Vehicle, localDate: (iso: string) => string): VehicleFormValues {
  return {
    license_plate: v.license_plate,
    name: v.name ?? '',
    email: v.user_email ?? '',
    type: v.type,
    valid_to: v.type === 'temporary' && v.valid_to ? localDate(v.valid_to) : '',
    parking_space_id: v.parking_space_id === null ? '' : String(v.parking_space_id),
    note: v.note ?? '',
  };
}

/**
 * The request body: the plate normalised, 'none' as null, and valid_to only for a temporary plate
 * (spec 000 §5: "sent as yyyy-MM-dd, only when the type is not permanent").
 */
export function vehiclePayload(v: VehicleFormValues): VehicleInput {
  const body: VehicleInput = {
    license_plate: normalizePlate(v.license_plate),
    name: v.name.trim() || null,
    email: v.email.trim() || null,
    type: v.type,
    parking_space_id: v.parking_space_id ? Number(v.parking_space_id) : null,
    note: v.note.trim() || null,
  };
  if (v.type !== 'permanent') body.valid_to = v.valid_to;
  return body;
}
