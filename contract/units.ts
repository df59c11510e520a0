import { z } from 'zod';
import { IdText, MultilineText, Text } from './common';
import { DOORBELL_NAME_MAX, MAINTENANCE_NOTE_MAX, UNIT_ACCESS_ROLES, UNIT_TYPES } from './rules/units';

export const UnitType = z.enum(UNIT_TYPES);
export type UnitType = z.infer<typeof UnitType>;

export const UnitFeatures = z.object({
  doorbell: z.object({ enabled: z.boolean(), name: z.string() }),
  elevator: z.object({ enabled: z.boolean(), auto_on_card: z.boolean(), auto_on_intercom: z.boolean() }),
});
export type UnitFeatures = z.infer<typeof UnitFeatures>;

export const UnitAccessRole = z.enum(UNIT_ACCESS_ROLES);
export type UnitAccessRole = z.infer<typeof UnitAccessRole>;

export const Unit = z.object({
  id: z.number(),
  unique_id: z.string(),
  number: z.string(),
  identifier: z.string(),
  type: UnitType,
  type_name: z.string(),
  floor: z.number(),
  area: z.number().nullable(),
  has_parking: z.boolean(),
  building: z.object({ id: z.number(), name: z.string() }),
  /** the caller's access to the unit; null for staff who see it through the building */
  access: z.object({ role: UnitAccessRole, valid_from: z.string().nullable() }).nullable(),
  features: UnitFeatures,
  /** present only for callers holding 'maintenance:view' for the unit's building (spec 000 §2, §6) */
  maintenance_note: z.string().optional(),
});
export type Unit = z.infer<typeof Unit>;

/**
 * One of the caller's units as GET /units/my lists it: what the sidebar's unit picker, the My unit
 * switcher, the documents filter and the palette show, order and search by (spec 000 §2, §4: picked
 * by building, sorted by building name then number, told apart by unique_id; has_parking drives the
 * parking screen's banner for the selected unit). The rest of the Unit — area, floor, validity,
 * features, maintenance note — comes from GET /units/{id} for the one unit a screen shows.
 *
 * Why a summary and not pages (issue 8): the list is ordered in Node (Czech collation, natural unit
 * numbers), so a page would still read every row, and every screen that uses the list needs all of
 * the user's units in it. Slimming halves what each unit costs to read, build and send
 * (bench data, 1,000 units: 398 KB → 200 KB).
 */
export const UnitSummary = Unit.pick({
  id: true,
  unique_id: true,
  number: true,
  identifier: true,
  type: true,
  type_name: true,
  has_parking: true,
  building: true,
}).extend({
  /** the caller's role; null only where staff lists (a full Unit is a summary too) carry none */
  access: z.object({ role: UnitAccessRole }).nullable(),
});
export type UnitSummary = z.infer<typeof UnitSummary>;

export const MyUnitsResponse = z.object({ status: z.literal('success'), units: z.array(UnitSummary) });
export type MyUnitsResponse = z.infer<typeof MyUnitsResponse>;
/** GET /buildings/{id}/units: summaries as in /units/my (the detail is GET /units/{id}). */
export const UnitListResponse = z.object({ units: z.array(UnitSummary) });
export type UnitListResponse = z.infer<typeof UnitListResponse>;
export const UnitResponse = z.object({ unit: Unit });
export type UnitResponse = z.infer<typeof UnitResponse>;

/** GET /units/my?building_id — an id that is not a positive integer is a 400. */
export const MyUnitsQuery = z.object({ building_id: IdText.optional() });

export const UnitIdParams = z.object({ id: IdText });
export const BuildingUnitParams = z.object({
  buildingId: IdText,
  unitId: IdText,
});

/**
 * PATCH /buildings/{buildingId}/units/{unitId}. Each part is optional; inside a part the omitted
 * values keep what is stored. Which parts a unit type may carry: featureRules in contract/rules/units.ts.
 */
export const DoorbellPatch = z.object({
  enabled: z.boolean(),
  name: Text().trim().max(DOORBELL_NAME_MAX).optional(),
});
export const ElevatorPatch = z.object({
  enabled: z.boolean(),
  auto_on_card: z.boolean().optional(),
  auto_on_intercom: z.boolean().optional(),
});
export const UpdateUnitRequest = z.object({
  features: z.object({ doorbell: DoorbellPatch.optional(), elevator: ElevatorPatch.optional() }).optional(),
  maintenance_note: MultilineText().max(MAINTENANCE_NOTE_MAX).optional(),
});
export type UpdateUnitRequest = z.infer<typeof UpdateUnitRequest>;
