import { z } from 'zod';
import { Text, Timestamp } from './common';
import { PERSON_NAME_MAX, PHONE_MAX } from './rules/auth';

export const BuildingRole = z.enum(['admin', 'manager', 'user', 'guest']);
export type BuildingRole = z.infer<typeof BuildingRole>;

export const UserBuilding = z.object({
  building_id: z.number(),
  building_name: z.string(),
  building_code: z.string(),
  /** building role, or the unit role ('owner', 'tenant', …) when the user reaches it through a unit */
  role: z.string(),
  building_address: z.string(),
  /** the permission codes the user holds in this building (beyond the spec: lets the SPA show only what the server allows) */
  permissions: z.array(z.string()),
  /**
   * Units of this building whose documents the user may upload, edit and delete without holding
   * 'document:manage' (their owner or unit admin, or a unit-bound grant); the server's own rule.
   */
  document_unit_ids: z.array(z.number()),
});
export type UserBuilding = z.infer<typeof UserBuilding>;

export const Me = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  is_active: z.number(),
  global_role: z.enum(['admin', 'user']),
  created_at: Timestamp,
  last_login: Timestamp.nullable(),
  avatar_url: z.string().nullable(),
  permissions: z.array(z.string()),
  buildings: z.array(UserBuilding),
});
export type Me = z.infer<typeof Me>;

/** strict: e-mail, role or state are not the user's to set here (issue 13, mass assignment) */
export const UpdateMeRequest = z.strictObject({
  name: Text().trim().min(1).max(PERSON_NAME_MAX),
  phone: Text().trim().max(PHONE_MAX).optional().nullable(),
});
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;
