/** The admin screens' client rules (spec 001 §5); limits, enums and messages come from the contract. */
import {
  INVITATION_BUILDING_ROLE_DEFAULT,
  INVITATION_UNIT_ROLE_DEFAULT,
  type InvitationBuildingRole,
  type InvitationUnitRole,
  parseUnitIdList,
} from '../../../contract/rules/admin';

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

/** One building row of the invitation form, as typed (the body's names, so the schema's errors land on its fields). */
export interface BuildingRow {
  building_id: string;
  role: InvitationBuildingRole | '';
  permission_role: string;
  units: string;
  unit_role: InvitationUnitRole;
}

export const emptyBuildingRow = (): BuildingRow => ({
  building_id: '',
  role: INVITATION_BUILDING_ROLE_DEFAULT,
  permission_role: '',
  units: '',
  unit_role: INVITATION_UNIT_ROLE_DEFAULT,
});

export interface InvitationValues {
  email: string;
  expires_in_hours: string;
  buildings: BuildingRow[];
}

/**
 * The body sent for the form (spec 001 §5): units as a list of numbers (blanks and non-numbers
 * dropped, none sent when none is left); no building chosen is left out, so the schema answers it
 * with 'Budova je povinná'.
 */
export function invitationBody(f: InvitationValues) {
  return {
    email: f.email.trim(),
    expires_in_hours: Number(f.expires_in_hours),
    buildings: f.buildings.map((r) => {
      const ids = parseUnitIdList(r.units);
      return {
        building_id: r.building_id ? Number(r.building_id) : undefined,
        role: r.role,
        ...(r.permission_role ? { permission_role: r.permission_role } : {}),
        ...(ids.length ? { units: ids.map((unit_id) => ({ unit_id, role: r.unit_role })) } : {}),
      };
    }),
  };
}
