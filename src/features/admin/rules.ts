/** The admin forms' client rules (spec 001 §5); limits and enums come from contract/rules/admin. */
import {
  INVITATION_BUILDING_ROLE_DEFAULT,
  INVITATION_HOURS_MAX,
  INVITATION_HOURS_MIN,
  INVITATION_UNIT_ROLE_DEFAULT,
  type InvitationBuildingRole,
  type InvitationUnitRole,
  parseUnitIdList,
  validityInOrder,
} from '../../../contract/rules/admin';
import type { CreateInvitationRequest } from '../../../contract/admin';

export const ADMIN_TABS = [
  { id: 'users', path: '/admin/users', title: 'admin.tabs.users' },
  { id: 'invitations', path: '/admin/invitations', title: 'admin.tabs.invitations' },
  { id: 'roles', path: '/admin/roles-permissions', title: 'admin.tabs.roles' },
] as const;

/** ?user=ID of the roles-and-permissions tab (the palette jumps there). */
export function readUserParam(search: string): number | null {
  const v = new URLSearchParams(search).get('user');
  return v && /^\d+$/.test(v) ? Number(v) : null;
}
export const SEARCH_DEBOUNCE_MS = 300;
export const rolesHref = (userId: number) => `/admin/roles-permissions?user=${userId}`;

export interface BuildingRow {
  buildingId: string;
  role: InvitationBuildingRole | '';
  permissionRole: string;
  units: string;
  unitRole: InvitationUnitRole;
}

export const emptyBuildingRow = (): BuildingRow => ({
  buildingId: '',
  role: INVITATION_BUILDING_ROLE_DEFAULT,
  permissionRole: '',
  units: '',
  unitRole: INVITATION_UNIT_ROLE_DEFAULT,
});

export interface InvitationForm {
  email: string;
  hours: string;
  rows: BuildingRow[];
}

export interface InvitationErrors {
  email?: string;
  hours?: string;
  rows: { building?: string; role?: string }[];
}

/** i18n keys of the form's errors; none → valid. */
export function validateInvitation(f: InvitationForm): InvitationErrors {
  const errors: InvitationErrors = { rows: f.rows.map(() => ({})) };
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())) errors.email = 'admin.validation.email';
  const hours = Number(f.hours);
  if (f.hours.trim() === '' || !Number.isInteger(hours)) errors.hours = 'admin.validation.hoursMin';
  else if (hours < INVITATION_HOURS_MIN) errors.hours = 'admin.validation.hoursMin';
  else if (hours > INVITATION_HOURS_MAX) errors.hours = 'admin.validation.hoursMax';
  f.rows.forEach((r, i) => {
    if (!r.buildingId) errors.rows[i].building = 'admin.validation.buildingRequired';
    if (!r.role) errors.rows[i].role = 'admin.validation.roleRequired';
  });
  return errors;
}

export function hasErrors(e: InvitationErrors): boolean {
  return Boolean(e.email || e.hours || e.rows.some((r) => r.building || r.role));
}

export function invitationBody(f: InvitationForm): CreateInvitationRequest {
  return {
    email: f.email.trim(),
    expires_in_hours: Number(f.hours),
    buildings: f.rows.map((r) => {
      const ids = parseUnitIdList(r.units);
      return {
        building_id: Number(r.buildingId),
        role: r.role || INVITATION_BUILDING_ROLE_DEFAULT,
        ...(r.permissionRole ? { permission_role: r.permissionRole } : {}),
        ...(ids.length ? { units: ids.map((unit_id) => ({ unit_id, role: r.unitRole })) } : {}),
      };
    }),
  };
}

/** The validity pair of the permission and role dialogs: an i18n key when out of order. */
export function validityError(from: string, until: string): string | undefined {
  return validityInOrder(from || null, until || null) ? undefined : 'admin.validation.validityOrder';
}

export const optionalId = (v: string): number | null => (v ? Number(v) : null);
export const optionalText = (v: string): string | null => (v ? v : null);
