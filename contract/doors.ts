import { z } from 'zod';
import { IdText } from './common';
import { DOOR_AREAS, DOOR_VIAS } from './rules/doors';

export const DoorArea = z.enum(DOOR_AREAS);
export const DoorVia = z.enum(DOOR_VIAS);

/** The last thing the door reported: opened or closed, when, and how. Who did it is in the audit log (staff only). */
export const DoorEvent = z.object({
  action: z.enum(['opened', 'closed']),
  /** ISO date-time (UTC) */
  at: z.string(),
  via: DoorVia,
});
export type DoorEvent = z.infer<typeof DoorEvent>;

/** A door (spec 001 §3: id, name, location) with its place, its state and whether the caller may open it. */
export const Door = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string().nullable(),
  area: DoorArea,
  floor: z.number().nullable(),
  unit_id: z.number().nullable(),
  /** as the device last reported it */
  is_open: z.boolean(),
  /** ISO date-time (UTC) of the last change; null when the device never reported one */
  changed_at: z.string().nullable(),
  last_event: DoorEvent.nullable(),
  /** the server's decision for the caller now (the SPA never works it out itself) */
  can_open: z.boolean(),
});
export type Door = z.infer<typeof Door>;

export const DoorListResponse = z.object({ doors: z.array(Door) });
export type DoorListResponse = z.infer<typeof DoorListResponse>;

/** POST …/doors/{doorId}/toggle answers with the door as it is after opening. */
export const DoorToggleResponse = z.object({ status: z.literal('success'), door: Door });
export type DoorToggleResponse = z.infer<typeof DoorToggleResponse>;

export const DoorParams = z.object({ id: IdText, doorId: IdText });

/**
 * POST …/doors/{doorId}/toggle takes no input (the door and the caller are in the path and the
 * session): `{}`, or no body at all, which the route reads as `{}`.
 */
export const DoorToggleInput = z.object({});
