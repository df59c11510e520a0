import { z } from 'zod';
import { Id, IdText, MultilineText, Text, IntText } from './common';
import {
  EMAIL_MAX,
  GATE_DIRECTIONS,
  GATE_REASONS,
  PARKING_LOG_PAGE_MAX,
  PARKING_LOG_PAGE_SIZE,
  PARKING_LOG_PAGE_SIZE_MAX,
  withinLogWindow,
  PARKING_LOG_SEARCH_MAX,
  PARKING_SPACE_LOCATION_MAX,
  PARKING_SPACE_NAME_MAX,
  VEHICLE_NAME_MAX,
  VEHICLE_NOTE_MAX,
  VEHICLE_TYPES,
  normalizePlate,
  plateProblem,
} from './rules/parking';

export const VehicleType = z.enum(VEHICLE_TYPES);
export const GateDirection = z.enum(GATE_DIRECTIONS);
export const GateReason = z.enum(GATE_REASONS);

/** A licence plate record (spec 000 §3 "Vehicle"). */
export const Vehicle = z.object({
  id: z.number(),
  unit_id: z.number(),
  license_plate: z.string(),
  /** a label for the car or its driver */
  name: z.string().nullable(),
  /** who registered the plate */
  user_name: z.string().nullable(),
  /** the contact e-mail given with it (prefilled with the registering user's) */
  user_email: z.string().nullable(),
  parking_space_id: z.number().nullable(),
  parking_space_name: z.string().nullable(),
  type: VehicleType,
  /** ISO date-time (UTC) */
  valid_from: z.string(),
  /** ISO date-time (UTC), the end of the chosen day in Prague; null for a permanent plate */
  valid_to: z.string().nullable(),
  note: z.string().nullable(),
});
export type Vehicle = z.infer<typeof Vehicle>;

export const VehicleListResponse = z.object({ license_plates: z.array(Vehicle) });
export type VehicleListResponse = z.infer<typeof VehicleListResponse>;
export const VehicleResponse = z.object({ license_plate: Vehicle });
export type VehicleResponse = z.infer<typeof VehicleResponse>;

/** A plate as typed: normalised to upper case without spaces, then held to the plate rules. */
export const PlateText = Text()
  .max(64)
  .meta({ pattern: '^ *(?:[A-Za-z0-9] *){1,8}$', description: '1–8 letters A–Z or digits; spaces and case are ignored' })
  .transform(normalizePlate)
  .superRefine((plate, ctx) => {
    const problem = plateProblem(plate);
    if (problem) ctx.addIssue({ code: 'custom', message: `server.parking.plate_${problem}` });
  });

/** Optional text where '' and null both mean "none". */
const optionalText = (max: number, multiline = false) =>
  z
    .union([z.literal(''), (multiline ? MultilineText() : Text()).trim().max(max)])
    .nullish()
    .transform((v) => (v ? v : null));

const optionalEmail = z
  .union([z.literal(''), Text().trim().max(EMAIL_MAX).meta({ format: 'email' }).pipe(z.email('server.parking.email_invalid'))])
  .nullish()
  .transform((v) => (v ? v : null));

/** yyyy-MM-dd (spec 000 §9 "Vehicle add date sent"). */
const DateOnly = z.iso.date('server.parking.valid_to_invalid');

const vehicleFields = {
  license_plate: PlateText,
  name: optionalText(VEHICLE_NAME_MAX),
  email: optionalEmail,
  /** 'none' in the form means no space: null, '' or absent */
  parking_space_id: z.union([z.literal(''), Id]).nullish().transform((v) => (v ? v : null)),
  valid_to: z.union([z.literal(''), DateOnly]).nullish().transform((v) => (v ? v : null)),
  note: optionalText(VEHICLE_NOTE_MAX, true),
  type: VehicleType.default('permanent'),
  /** the proxy form repeats the unit in the body; the path's unit decides and a different one is refused */
  unit_id: Id.optional(),
};

/** A temporary plate needs its end date; a permanent one has none (spec 000 §4, §5). */
function typeAndEnd(v: { type: string; valid_to: string | null }, ctx: z.RefinementCtx) {
  if (v.type === 'temporary' && !v.valid_to) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'server.parking.valid_to_required' });
  if (v.type === 'permanent' && v.valid_to) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'server.parking.valid_to_permanent' });
}

export const VehicleInput = z.object(vehicleFields).superRefine(typeAndEnd);
export type VehicleInput = z.input<typeof VehicleInput>;
export type VehicleValues = z.output<typeof VehicleInput>;

/** PUT replaces the record; the same rules as adding one. */
export const VehicleUpdate = VehicleInput;

/** A parking space (spec 000 §3). */
export const ParkingSpace = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string().nullable(),
  floor: z.number().nullable(),
  unit_id: z.number().nullable(),
  /** 1 means active (spec 000 §3) */
  is_active: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ParkingSpace = z.infer<typeof ParkingSpace>;
export const ParkingSpaceListResponse = z.object({ parking_spaces: z.array(ParkingSpace) });
export type ParkingSpaceListResponse = z.infer<typeof ParkingSpaceListResponse>;
export const ParkingSpaceResponse = z.object({ parking_space: ParkingSpace });

export const ParkingSpaceInput = z.object({
  name: Text().trim().min(1, 'parking.spaces.nameRequired').max(PARKING_SPACE_NAME_MAX),
  location: optionalText(PARKING_SPACE_LOCATION_MAX),
  floor: z.number().int().min(-5).max(100).nullish().transform((v) => v ?? null),
  unit_id: Id.optional(),
});
export type ParkingSpaceInput = z.input<typeof ParkingSpaceInput>;

/** One gate event as the access log shows it (spec 000 §3 "Parking access log entry"). */
export const ParkingLogEntry = z.object({
  log_id: z.number(),
  /** the unit the event belongs to; null for a plate no unit has (staff see those) */
  unit_id: z.number().nullable(),
  license_plate: z.string(),
  /** 'forward' is entry, 'reverse' is exit, anything else unknown */
  direction: z.string(),
  /** ISO date-time (UTC) */
  access_time: z.string(),
  /** the gate's name */
  door_name: z.string(),
  was_granted: z.boolean(),
  reason: GateReason,
  has_image: z.boolean(),
});
export type ParkingLogEntry = z.infer<typeof ParkingLogEntry>;

export const ParkingHistoryQuery = z.object({
  page: IntText(1, PARKING_LOG_PAGE_MAX).default(1),
  per_page: IntText(1, PARKING_LOG_PAGE_SIZE_MAX).default(PARKING_LOG_PAGE_SIZE),
  /** part of a plate; matched after normalising */
  search: Text().max(PARKING_LOG_SEARCH_MAX * 2).optional(),
  /** yyyy-MM-dd, inclusive, in the building's zone */
  from_date: z.iso.date().optional(),
  to_date: z.iso.date().optional(),
  /** sent by the spec's client; per_page decides */
  limit: IntText(1, PARKING_LOG_PAGE_SIZE_MAX).optional(),
}).refine((q) => withinLogWindow(q.page, q.per_page), { message: 'server.parking.page_too_deep', path: ['page'] });
export type ParkingHistoryQuery = z.input<typeof ParkingHistoryQuery>;

export const ParkingHistoryResponse = z.object({
  history: z.array(ParkingLogEntry),
  pagination: z.object({
    page: z.number(),
    /** the pages that can be asked for: within PARKING_LOG_WINDOW rows */
    pages: z.number(),
    total: z.number(),
    per_page: z.number(),
    /**
     * false when `total` is a lower bound: a search or a date range counted the newest
     * PARKING_LOG_WINDOW rows of its range and there are older ones (the UI says "more than")
     */
    total_exact: z.boolean(),
  }),
});
export type ParkingHistoryResponse = z.infer<typeof ParkingHistoryResponse>;

export const AccessCheckInput = z.object({
  license_plate: PlateText,
  unit_id: Id,
  direction: GateDirection.default('forward'),
});
export type AccessCheckInput = z.input<typeof AccessCheckInput>;

export const GateDecisionResponse = z.object({
  granted: z.boolean(),
  reason: GateReason,
  log: ParkingLogEntry,
});
export type GateDecisionResponse = z.infer<typeof GateDecisionResponse>;

/** A pass recorded at the gate by staff (a camera that missed, a visitor at reception). */
export const GatePassInput = z.object({
  license_plate: PlateText,
  direction: GateDirection.default('forward'),
});
export type GatePassInput = z.input<typeof GatePassInput>;

export const SetParkingInput = z.object({ has_parking: z.boolean() });
export const SetParkingResponse = z.object({ status: z.literal('success'), unit: z.object({ id: z.number(), has_parking: z.boolean() }) });

/** Plates of the caller's units in a building (staff: every unit), for "find a plate". */
export const PlateSearchQuery = z.object({ search: Text().max(PARKING_LOG_SEARCH_MAX * 2).optional() });
export const PlateSearchResponse = z.object({
  license_plates: z.array(Vehicle.extend({ unit_number: z.string() })),
});
export type PlateSearchResponse = z.infer<typeof PlateSearchResponse>;

export const UnitPathParams = z.object({ id: IdText, unitId: IdText });
export const PlatePathParams = z.object({ id: IdText, unitId: IdText, plateId: z.string().min(1).max(64) });
export const LogImageParams = z.object({ id: IdText, logId: IdText });
