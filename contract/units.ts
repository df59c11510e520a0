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

/** The caller's access to a unit (spec 000 §3: access {role, valid_from}). */
export const UnitAccess = z.object({ role: UnitAccessRole, valid_from: z.string().nullable() });
export type UnitAccess = z.infer<typeof UnitAccess>;

/** The spec's Unit (000 §3), as GET /units/{id} answers it. */
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
  access: UnitAccess.nullable(),
  features: UnitFeatures,
  /** present only for callers holding 'maintenance:view' for the unit's building (spec 000 §2, §6) */
  maintenance_note: z.string().optional(),
});
export type Unit = z.infer<typeof Unit>;

/**
 * One of the caller's own units as GET /units/my lists it: the spec's Unit with every field it
 * names (issue 30 §1: a client written to spec 000 reads floor, area, features and
 * access.valid_from from this list). `access` is always there (the list is made of the caller's
 * accesses). The maintenance note is not: it depends on grants per unit, and leaving it out keeps
 * the list the same for every caller, so SQLite can write it whole (my-units-json.ts); a screen
 * reads it from GET /units/{id}.
 *
 * Issue 8 had slimmed this list to summaries (398 KB → 200 KB for the bench user's 1,000 units);
 * that broke the spec's shape. It stays one statement for any number of units.
 */
export const MyUnit = Unit.omit({ maintenance_note: true }).extend({ access: UnitAccess });
export type MyUnit = z.infer<typeof MyUnit>;

/**
 * A unit as a staff list of a building's units shows it (GET /buildings/{id}/units): what pickers
 * and filters show, order and search by. A large building has hundreds of units and no screen needs
 * each one's detail, so the list stays a summary (docs/spec-differences.md); the detail is GET
 * /units/{id}. A MyUnit and a Unit are summaries too, so the SPA's pickers take either list.
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
  /** the caller's role; null where staff see the unit through the building */
  access: z.object({ role: UnitAccessRole }).nullable(),
});
export type UnitSummary = z.infer<typeof UnitSummary>;

/** GET /units/my (spec 000 §7): status 'success' and the caller's units, one per unique_id. */
export const MyUnitsResponse = z.object({ status: z.literal('success'), units: z.array(MyUnit) });
export type MyUnitsResponse = z.infer<typeof MyUnitsResponse>;
/** GET /buildings/{id}/units: summaries (the detail is GET /units/{id}). */
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
