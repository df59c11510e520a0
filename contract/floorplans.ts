import { z } from 'zod';
import { IdText, MultilineText, singleLine, IntText } from './common';
import {
  FLOORPLAN_ACCESS_LEVELS,
  FLOORPLAN_DESCRIPTION_MAX,
  FLOORPLAN_NAME_MAX,
  FLOORPLAN_TYPES,
  FLOOR_MAX,
  FLOOR_MIN,
} from './rules/floorplans';

/** Floor plans of a building (spec 000 §3, §5, §7). */

export const FloorplanType = z.enum(FLOORPLAN_TYPES);
export type FloorplanType = z.infer<typeof FloorplanType>;
/** Who sees which level: contract/rules/floorplans.ts */
export const FloorplanAccessLevel = z.enum(FLOORPLAN_ACCESS_LEVELS);
export type FloorplanAccessLevel = z.infer<typeof FloorplanAccessLevel>;

export const Floorplan = z.object({
  id: z.number(),
  building_id: z.number(),
  floor: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  type: FloorplanType,
  access_level: FloorplanAccessLevel,
  file: z.object({
    /** the download URL path: /v1/buildings/{id}/floorplans/{planId}/file (needs the bearer token) */
    path: z.string(),
    mime_type: z.string(),
    /** the name the file was uploaded with */
    name: z.string(),
    size: z.number(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Floorplan = z.infer<typeof Floorplan>;

export const FloorplanListResponse = z.object({ floorplans: z.array(Floorplan) });
export const FloorplanResponse = z.object({ floorplan: Floorplan });

export const FloorplanListQuery = z.object({
  floor: IntText(FLOOR_MIN, FLOOR_MAX).optional(),
});

export const FloorplanParams = z.object({
  id: IdText,
  planId: IdText,
});

const Floor = z.coerce
  .number({ error: 'server.floorplans.floor_range' })
  .int('server.floorplans.floor_range')
  .min(FLOOR_MIN, 'server.floorplans.floor_range')
  .max(FLOOR_MAX, 'server.floorplans.floor_range');
const Name = singleLine(z.string({ error: 'server.floorplans.name_required' }))
  .trim().min(1, 'server.floorplans.name_required').max(FLOORPLAN_NAME_MAX);
const Description = MultilineText()
  .trim()
  .max(FLOORPLAN_DESCRIPTION_MAX)
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * The text fields of the multipart upload (they arrive as strings). An empty floor is "missing",
 * not 0: the spec says floor is required.
 */
export const FloorplanUploadFields = z.object({
  floor: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), Floor),
  name: Name,
  description: Description,
  type: FloorplanType.default('public'),
  access_level: FloorplanAccessLevel.default('public'),
});
export type FloorplanUploadValues = z.output<typeof FloorplanUploadFields>;

/** PATCH: only what is sent changes. */
export const FloorplanPatch = z.object({
  floor: z
    .number({ error: 'server.floorplans.floor_range' })
    .int('server.floorplans.floor_range')
    .min(FLOOR_MIN, 'server.floorplans.floor_range')
    .max(FLOOR_MAX, 'server.floorplans.floor_range')
    .optional(),
  name: Name.optional(),
  description: Description.optional(),
  type: FloorplanType.optional(),
  access_level: FloorplanAccessLevel.optional(),
});
export type FloorplanPatch = z.input<typeof FloorplanPatch>;
export type FloorplanPatchValues = z.output<typeof FloorplanPatch>;
