/**
 * The parking screen's pure parts: SWR keys (= API paths, so the live bridge's parking row reaches
 * them), the vehicle form's values, checks and payload (spec 000 §5) and the access log's query.
 * No React. (The palette's ids are in screen.ts: commands.ts is in the first screen, this is not.)
 */
import type { Vehicle, VehicleInput } from '../../../contract/parking';
import { PARKING_LOG_PAGE_SIZE, normalizePlate, plateProblem, type VehicleType } from '../../../contract/rules/parking';

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

const unitBase = (buildingId: number, unitId: number) => `/buildings/${buildingId}/units/${unitId}`;
export const vehiclesKey = (buildingId: number, unitId: number) => `${unitBase(buildingId, unitId)}/license-plates`;
export const vehicleKey = (buildingId: number, unitId: number, plateId: number) => `${vehiclesKey(buildingId, unitId)}/${plateId}`;
export const spacesKey = (buildingId: number, unitId: number) => `${unitBase(buildingId, unitId)}/parking-spaces`;
export const logImagePath = (buildingId: number, logId: number) => `/buildings/${buildingId}/parking/access-logs/${logId}/image`;
export const plateSearchKey = (buildingId: number, search: string) =>
  `/buildings/${buildingId}/license-plates?${new URLSearchParams({ search }).toString()}`;

export interface LogFilters {
  search: string;
  /** yyyy-MM-dd or '' */
  from: string;
  to: string;
}

/**
 * The access log page's key: page size 20 from page 1 (spec 000 §9); empty filters are left out.
 * A null unit is the whole building's log (staff), which takes the same query.
 */
export function historyKey(buildingId: number, unitId: number | null, filters: LogFilters, page: number): string {
  const q: Record<string, string> = { page: String(page), per_page: String(PARKING_LOG_PAGE_SIZE) };
  const search = normalizePlate(filters.search);
  if (search) q.search = search;
  if (filters.from) q.from_date = filters.from;
  if (filters.to) q.to_date = filters.to;
  const path = unitId === null ? `/buildings/${buildingId}/parking/history` : `${unitBase(buildingId, unitId)}/parking-history`;
  return `${path}?${new URLSearchParams(q).toString()}`;
}

// ---- the vehicle form (spec 000 §5) ----------------------------------------------------------

export interface VehicleFormValues {
  licensePlate: string;
  name: string;
  email: string;
  type: VehicleType;
  /** yyyy-MM-dd, used only for a temporary plate */
  validTo: string;
  /** a space id, or '' for 'none' */
  spaceId: string;
  note: string;
}

export function emptyVehicleForm(email: string): VehicleFormValues {
  return { licensePlate: '', name: '', email, type: 'permanent', validTo: '', spaceId: '', note: '' };
}

/** The stored plate as the form shows it; the date is the stored end's local day (yyyy-MM-dd). */
export function formFromVehicle(v: Vehicle, localDate: (iso: string) => string): VehicleFormValues {
  return {
    licensePlate: v.license_plate,
    name: v.name ?? '',
    email: v.user_email ?? '',
    type: v.type,
    validTo: v.type === 'temporary' && v.valid_to ? localDate(v.valid_to) : '',
    spaceId: v.parking_space_id === null ? '' : String(v.parking_space_id),
    note: v.note ?? '',
  };
}

export type VehicleField = 'licensePlate' | 'email' | 'validTo';
/** field → i18n key of its error */
export type VehicleFormErrors = Partial<Record<VehicleField, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The client-side checks; the server checks the same and more (duplicates) and answers in words. */
export function validateVehicle(v: VehicleFormValues, today: string): VehicleFormErrors {
  const errors: VehicleFormErrors = {};
  const problem = plateProblem(normalizePlate(v.licensePlate));
  if (problem) errors.licensePlate = `parking.form.errors.plate_${problem}`;
  if (v.email.trim() && !EMAIL_SHAPE.test(v.email.trim())) errors.email = 'parking.form.errors.email';
  if (v.type === 'temporary') {
    if (!v.validTo) errors.validTo = 'parking.form.errors.validToRequired';
    else if (v.validTo < today) errors.validTo = 'parking.form.errors.validToPast';
  }
  return errors;
}

/**
 * The request body: the plate normalised, 'none' as null, and valid_to only for a temporary plate
 * (spec 000 §5: "sent as yyyy-MM-dd, only when the type is not permanent").
 */
export function vehiclePayload(v: VehicleFormValues): VehicleInput {
  const body: VehicleInput = {
    license_plate: normalizePlate(v.licensePlate),
    name: v.name.trim() || null,
    email: v.email.trim() || null,
    type: v.type,
    parking_space_id: v.spaceId ? Number(v.spaceId) : null,
    note: v.note.trim() || null,
  };
  if (v.type !== 'permanent') body.valid_to = v.validTo;
  return body;
}
