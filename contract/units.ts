import { z } from 'zod';

export const UnitType = z.enum(['apartment', 'commercial', 'garage', 'cellar', 'storage', 'parking', 'other']);
export type UnitType = z.infer<typeof UnitType>;

export const UnitFeatures = z.object({
  doorbell: z.object({ enabled: z.boolean(), name: z.string() }),
  elevator: z.object({ enabled: z.boolean(), auto_on_card: z.boolean(), auto_on_intercom: z.boolean() }),
});
export type UnitFeatures = z.infer<typeof UnitFeatures>;

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
  access: z.object({ role: z.enum(['owner', 'tenant', 'admin']), valid_from: z.string().nullable() }).nullable(),
  features: UnitFeatures,
});
export type Unit = z.infer<typeof Unit>;

export const MyUnitsResponse = z.object({ status: z.literal('success'), units: z.array(Unit) });
export const UnitListResponse = z.object({ units: z.array(Unit) });
export const UnitResponse = z.object({ unit: Unit });
