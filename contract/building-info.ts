import { z } from 'zod';
import { Text } from './common';
import {
  BUILDING_TEXT_MAX,
  BUILDING_TYPE_MAX,
  CONTACTS_MAX,
  CONTACT_PHONE_PATTERN,
  ELEVATOR_COUNT_MAX,
  FLOOR_COUNT_MAX,
  PARKING_COUNT_MAX,
  RANGES_PER_DAY_MAX,
  TIME_OF_DAY_PATTERN,
  WEEKDAYS,
  YEAR_MAX,
  YEAR_MIN,
} from './rules/building-info';
import { PHONE_MAX } from './rules/auth';

/**
 * Building information (spec 000 §3). One shape for the signed-in overview
 * (GET /buildings/{id}/info) and the public page (GET /buildings/{id}/public-info):
 * only the building's own public facts and its staff contacts — never units or residents.
 */

export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

/** 'HH:MM', 24-hour clock */
export const TimeOfDay = Text().regex(TIME_OF_DAY_PATTERN, 'server.building_info.time_format');

export const TimeRange = z
  .object({ from: TimeOfDay, to: TimeOfDay })
  .refine((r) => r.from < r.to, { message: 'server.building_info.range_order', path: ['to'] });
export type TimeRange = z.infer<typeof TimeRange>;

/** A day key mapped to its from/to ranges; a day that is missing or empty is closed. */
export const OpeningHours = z.partialRecord(Weekday, z.array(TimeRange).max(RANGES_PER_DAY_MAX));
export type OpeningHours = z.infer<typeof OpeningHours>;

export const BuildingParking = z.object({
  visitor_spots: z.number().nullable(),
  resident_spots: z.number().nullable(),
  garage_count: z.number().nullable(),
});

export const BuildingDetails = z.object({
  /** 'association' = apartment building owned by an owners' association; any other value is shown raw */
  type: z.string().nullable(),
  construction_year: z.number().nullable(),
  reconstruction_year: z.number().nullable(),
  floor_count: z.number().nullable(),
  elevator_count: z.number().nullable(),
  parking: BuildingParking,
});
export type BuildingDetails = z.infer<typeof BuildingDetails>;

export const BuildingManager = z.object({
  id: z.number(),
  name: z.string(),
  position: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type BuildingManager = z.infer<typeof BuildingManager>;

export const EmergencyContact = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type EmergencyContact = z.infer<typeof EmergencyContact>;

export const Reception = z.object({
  is_present: z.boolean(),
  location: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  opening_hours: OpeningHours,
});
export type Reception = z.infer<typeof Reception>;

export const BuildingInfo = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  /** API path of the hero image (public, GET /v1/buildings/{id}/image), or null when there is none */
  image_url: z.string().nullable(),
  details: BuildingDetails,
  managers: z.array(BuildingManager),
  emergency_contacts: z.array(EmergencyContact),
  reception: Reception,
  updated_at: z.string().nullable(),
});
export type BuildingInfo = z.infer<typeof BuildingInfo>;

export const BuildingInfoResponse = z.object({ building: BuildingInfo });
export type BuildingInfoResponse = z.infer<typeof BuildingInfoResponse>;

// ---- editing (PUT /buildings/{id}/info) ----

const optionalText = (max = BUILDING_TEXT_MAX) =>
  Text()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const optionalEmail = z
  .union([z.literal(''), Text().max(BUILDING_TEXT_MAX).meta({ format: 'email' }).pipe(z.email('server.building_info.email_invalid'))])
  .nullish()
  .transform((v) => (v ? v.trim() : null));
const optionalPhone = Text()
  .trim()
  .max(PHONE_MAX)
  .regex(CONTACT_PHONE_PATTERN, 'server.validation.phone_format')
  .nullish()
  .transform((v) => (v ? v : null));
const count = (max: number) => z.number().int().min(0).max(max).nullish().transform((v) => v ?? null);
const year = z.number().int().min(YEAR_MIN).max(YEAR_MAX).nullish().transform((v) => v ?? null);

export const BuildingDetailsInput = z.object({
  type: optionalText(BUILDING_TYPE_MAX),
  construction_year: year,
  reconstruction_year: year,
  floor_count: count(FLOOR_COUNT_MAX),
  elevator_count: count(ELEVATOR_COUNT_MAX),
  parking: z
    .object({ visitor_spots: count(PARKING_COUNT_MAX), resident_spots: count(PARKING_COUNT_MAX), garage_count: count(PARKING_COUNT_MAX) })
    .default({ visitor_spots: null, resident_spots: null, garage_count: null }),
});

export const ManagerInput = z.object({
  name: Text().trim().min(1, 'server.building_info.name_required').max(BUILDING_TEXT_MAX),
  position: optionalText(),
  email: optionalEmail,
  phone: optionalPhone,
});
export type ManagerInput = z.input<typeof ManagerInput>;

export const EmergencyContactInput = z.object({
  name: Text().trim().min(1, 'server.building_info.name_required').max(BUILDING_TEXT_MAX),
  type: optionalText(BUILDING_TYPE_MAX),
  phone: optionalPhone,
  email: optionalEmail,
});
export type EmergencyContactInput = z.input<typeof EmergencyContactInput>;

export const ReceptionInput = z.object({
  is_present: z.boolean(),
  location: optionalText(),
  phone: optionalPhone,
  email: optionalEmail,
  opening_hours: OpeningHours.default({}),
});

/** The whole building information; lists replace what was there. Name and address are not edited here. */
export const BuildingInfoInput = z.object({
  details: BuildingDetailsInput,
  managers: z.array(ManagerInput).max(CONTACTS_MAX),
  emergency_contacts: z.array(EmergencyContactInput).max(CONTACTS_MAX),
  reception: ReceptionInput,
});
export type BuildingInfoInput = z.input<typeof BuildingInfoInput>;
export type BuildingInfoValues = z.output<typeof BuildingInfoInput>;
