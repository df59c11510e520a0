import { z } from 'zod';
import { ID_MAX, Id, IdText, Password, Text, Timestamp, IntText } from './common';
import { EMAIL_MAX, PERSON_NAME_MAX, PHONE_MAX } from './rules/auth';
import {
  GLOBAL_ROLES,
  INVITATION_BUILDINGS_MAX,
  INVITATION_BUILDING_ROLES,
  INVITATION_BUILDING_ROLE_DEFAULT,
  INVITATION_HOURS_DEFAULT,
  INVITATION_HOURS_MAX,
  INVITATION_HOURS_MIN,
  INVITATION_UNITS_MAX,
  INVITATION_UNIT_ROLES,
  INVITATION_UNIT_ROLE_DEFAULT,
  USER_PAGE_SIZE_DEFAULT,
  USER_PAGE_SIZE_MAX,
  USER_SEARCH_MAX,
  USER_SORTS,
  validityInOrder,
} from './rules/admin';

/** Administration (spec 001 §3 "User (admin)", "Invitation", "Role definition", §7 "Users and admin"; issue 13). */

// ---------------------------------------------------------------- users

/** A user as the admin area reads it (spec 001 §3). The password is write-only and never returned. */
export const AdminUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** 1 active, 0 deactivated (the spec's server sends 1 for active) */
  is_active: z.number(),
  global_role: z.enum(GLOBAL_ROLES),
  created_at: Timestamp,
  last_login: Timestamp.nullable(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const UserListQuery = z.object({
  /** accent- and case-insensitive match in name or e-mail */
  search: Text().trim().max(USER_SEARCH_MAX).optional(),
  sort: z.enum(USER_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: IntText(1, 1_000_000).default(1),
  per_page: IntText(1, USER_PAGE_SIZE_MAX).default(USER_PAGE_SIZE_DEFAULT),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

export const UserListResponse = z.object({
  users: z.array(AdminUser),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type UserListResponse = z.infer<typeof UserListResponse>;

/** The admin forms' e-mail: the spec's own message (spec 001 §5 'Neplatný formát emailu'). */
const Email = Text().trim().toLowerCase().max(EMAIL_MAX).meta({ format: 'email' }).pipe(z.email('admin.validation.email'));

/** A field left out or empty gets the spec's "required" text; any other wrong value the usual message. */
const requiredOr = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' ? message : undefined);

/** The user form's messages are the spec's own (spec 001 §5 "User form"): the server answers them, the form shows them. */
const PersonName = Text().trim().min(1, 'admin.validation.nameRequired').max(PERSON_NAME_MAX);
const GlobalRole = z.enum(GLOBAL_ROLES, { error: requiredOr('admin.validation.roleRequired') });
/** A new user's password: required in the spec's words, then the password rule (the pipe runs only on a non-empty one). */
const NewPassword = z
  .string()
  .min(1, 'admin.validation.passwordRequired')
  .meta({ description: 'at least 8 characters, with at least one letter and one digit' })
  .pipe(Password);

export const CreateUserRequest = z.strictObject({
  name: PersonName,
  email: Email,
  phone: Text().trim().max(PHONE_MAX).optional().nullable(),
  password: NewPassword,
  global_role: GlobalRole.default('user'),
});
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;

/** Edit: every field optional; the password only when it is to change (spec 001 §3). */
export const UpdateUserRequest = z.strictObject({
  name: PersonName.optional(),
  email: Email.optional(),
  phone: Text().trim().max(PHONE_MAX).optional().nullable(),
  password: Password.optional(),
  global_role: GlobalRole.optional(),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const UserIdParam = z.object({ id: IdText });

// ---------------------------------------------------------------- invitations

export const InvitationUnitGrant = z.strictObject({
  unit_id: Id,
  role: z.enum(INVITATION_UNIT_ROLES).default(INVITATION_UNIT_ROLE_DEFAULT),
});

/** 'Budova je povinná', 'Role je povinná' (spec 001 §5 "Invitation form"). */
const BUILDING_REQUIRED = 'admin.validation.buildingRequired';
export const InvitationBuildingGrant = z.strictObject({
  building_id: z.number({ error: requiredOr(BUILDING_REQUIRED) }).int().min(1, BUILDING_REQUIRED).max(ID_MAX),
  role: z.enum(INVITATION_BUILDING_ROLES, { error: requiredOr('admin.validation.roleRequired') }).default(INVITATION_BUILDING_ROLE_DEFAULT),
  /** a building- or unit-type role code (roles.code) given within this building */
  permission_role: Text().trim().min(1).max(100).optional().nullable(),
  units: z.array(InvitationUnitGrant).max(INVITATION_UNITS_MAX).optional(),
});
export type InvitationBuildingGrant = z.infer<typeof InvitationBuildingGrant>;

export const CreateInvitationRequest = z.strictObject({
  email: Email,
  expires_in_hours: z
    .number()
    .int()
    .min(INVITATION_HOURS_MIN, 'admin.validation.hoursMin')
    .max(INVITATION_HOURS_MAX, 'admin.validation.hoursMax')
    .default(INVITATION_HOURS_DEFAULT),
  buildings: z.array(InvitationBuildingGrant).min(1).max(INVITATION_BUILDINGS_MAX),
});
export type CreateInvitationRequest = z.infer<typeof CreateInvitationRequest>;

/** An invitation (spec 001 §3). `code` is the registration code the e-mail's link carries. */
export const Invitation = z.object({
  id: z.number(),
  email: z.string().nullable(),
  code: z.string(),
  created_at: Timestamp,
  expires_at: Timestamp,
  is_used: z.number(),
  used_at: Timestamp.nullable(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  buildings: z.array(
    z.object({
      building_id: z.number(),
      building_role: z.string(),
      permission_role: z.string().nullable(),
      units: z.array(z.object({ unit_id: z.number(), role: z.string() })),
    }),
  ),
});
export type Invitation = z.infer<typeof Invitation>;

export const InvitationListResponse = z.object({ data: z.object({ invitations: z.array(Invitation) }) });
export type InvitationListResponse = z.infer<typeof InvitationListResponse>;

// ---------------------------------------------------------------- roles and permissions

export const RoleDefinition = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  role_type: z.enum(['global', 'building', 'unit']),
  is_active: z.number(),
});
export type RoleDefinition = z.infer<typeof RoleDefinition>;
export const RoleListResponse = z.object({ roles: z.array(RoleDefinition) });

export const AvailablePermission = z.object({ id: z.number(), code: z.string(), name: z.string(), description: z.string() });
export type AvailablePermission = z.infer<typeof AvailablePermission>;
export const AvailablePermissionsResponse = z.object({ permissions: z.array(AvailablePermission) });

export const InheritedPermission = z.object({
  user_role_id: z.number(),
  role_id: z.number(),
  role_code: z.string(),
  role_name: z.string(),
  building_id: z.number().nullable(),
  unit_id: z.number().nullable(),
  valid_from: Timestamp.nullable(),
  valid_until: Timestamp.nullable(),
});
export type InheritedPermission = z.infer<typeof InheritedPermission>;

export const DirectPermission = z.object({
  assignment_id: z.number(),
  code: z.string(),
  /** true granted, false denied */
  granted: z.boolean(),
  building_id: z.number().nullable(),
  unit_id: z.number().nullable(),
  valid_from: Timestamp.nullable(),
  valid_until: Timestamp.nullable(),
});
export type DirectPermission = z.infer<typeof DirectPermission>;

export const UserPermissionsQuery = z.object({ include_inherited: z.enum(['true', 'false']).default('true') });

export const UserPermissionsResponse = z.object({
  user_id: z.number(),
  global_role: z.enum(GLOBAL_ROLES),
  permissions: z.object({ inherited: z.array(InheritedPermission), direct: z.array(DirectPermission) }),
});
export type UserPermissionsResponse = z.infer<typeof UserPermissionsResponse>;

/**
 * A bare date (YYYY-MM-DD) or a full ISO timestamp. A bare date means the whole day in the building
 * time zone (Europe/Prague): from its first instant, until its last.
 */
const ValidityMoment = Text()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, 'server.validation.date_format')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'server.validation.date_format');

const validity = <T extends { valid_from?: string | null; valid_until?: string | null }>(v: T) => validityInOrder(v.valid_from, v.valid_until);
const VALIDITY_ORDER = { message: 'admin.validation.validityOrder', path: ['valid_until'] };

export const AssignRoleRequest = z
  .strictObject({
    role_id: z
      .number({ error: () => 'admin.validation.roleSelect' })
      .int('admin.validation.roleSelect')
      .min(1, 'admin.validation.roleSelect')
      .max(ID_MAX),
    building_id: Id.nullable().optional(),
    unit_id: Id.nullable().optional(),
    valid_from: ValidityMoment.nullable().optional(),
    valid_until: ValidityMoment.nullable().optional(),
  })
  .refine(validity, VALIDITY_ORDER);
export type AssignRoleRequest = z.infer<typeof AssignRoleRequest>;

export const CreatePermissionRequest = z
  .strictObject({
    permission_code: z
      .string({ error: () => 'admin.validation.permissionRequired' })
      .pipe(Text().trim().min(1, 'admin.validation.permissionRequired').max(100)),
    building_id: Id.nullable().optional(),
    unit_id: Id.nullable().optional(),
    is_granted: z.boolean().default(true),
    valid_from: ValidityMoment.nullable().optional(),
    valid_until: ValidityMoment.nullable().optional(),
  })
  .refine(validity, VALIDITY_ORDER);
export type CreatePermissionRequest = z.infer<typeof CreatePermissionRequest>;

/** Edit of a direct permission: the code cannot change (spec 001 §5), so it is not a field. */
export const UpdatePermissionRequest = z
  .strictObject({
    building_id: Id.nullable().optional(),
    unit_id: Id.nullable().optional(),
    is_granted: z.boolean().optional(),
    valid_from: ValidityMoment.nullable().optional(),
    valid_until: ValidityMoment.nullable().optional(),
  })
  .refine(validity, VALIDITY_ORDER);
export type UpdatePermissionRequest = z.infer<typeof UpdatePermissionRequest>;

export const UserRoleParams = z.object({ id: IdText, userRoleId: IdText });
export const UserPermissionParams = z.object({ id: IdText, assignmentId: IdText });

// ---------------------------------------------------------------- memberships

/**
 * Memberships (issue 13 follow-up): what makes a user one of a building's people — a building role
 * or an access to one of its units. Invitations give them; these calls change and remove them.
 */
export const BuildingMembership = z.object({ building_id: z.number(), building_name: z.string(), role: z.string() });
export type BuildingMembership = z.infer<typeof BuildingMembership>;

export const UnitMembership = z.object({
  unit_id: z.number(),
  unit_number: z.string(),
  building_id: z.number(),
  building_name: z.string(),
  role: z.string(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
});
export type UnitMembership = z.infer<typeof UnitMembership>;

export const MembershipsResponse = z.object({ user_id: z.number(), buildings: z.array(BuildingMembership), units: z.array(UnitMembership) });
export type MembershipsResponse = z.infer<typeof MembershipsResponse>;

export const SetBuildingMembershipRequest = z.strictObject({
  role: z.enum(INVITATION_BUILDING_ROLES, { error: () => 'server.admin.membership_role_invalid' }),
});
export type SetBuildingMembershipRequest = z.infer<typeof SetBuildingMembershipRequest>;

export const SetUnitMembershipRequest = z
  .strictObject({
    role: z.enum(INVITATION_UNIT_ROLES, { error: () => 'server.admin.membership_role_invalid' }),
    valid_from: ValidityMoment.nullable().optional(),
    valid_until: ValidityMoment.nullable().optional(),
  })
  .refine(validity, VALIDITY_ORDER);
export type SetUnitMembershipRequest = z.infer<typeof SetUnitMembershipRequest>;

export const MembershipBuildingParams = z.object({ id: IdText, buildingId: IdText });
export const MembershipUnitParams = z.object({ id: IdText, unitId: IdText });
