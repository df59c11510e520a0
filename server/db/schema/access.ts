import type { Generated } from 'kysely';
import type { Flag, Ts } from './columns';

export interface BuildingRolesTable {
  id: Generated<number>;
  user_id: number;
  building_id: number;
  role: 'admin' | 'manager' | 'user' | 'guest';
}

export interface RolesTable {
  id: Generated<number>;
  code: string;
  name: string;
  role_type: 'global' | 'building' | 'unit';
  is_active: Flag;
}

export interface PermissionsTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_code: string;
}

export interface UserRolesTable {
  id: Generated<number>;
  user_id: number;
  role_id: number;
  building_id: number | null;
  unit_id: number | null;
  valid_from: Ts | null;
  valid_until: Ts | null;
  created_at: Ts;
}

export interface UserPermissionsTable {
  id: Generated<number>;
  user_id: number;
  permission_code: string;
  granted: Flag;
  building_id: number | null;
  unit_id: number | null;
  valid_from: Ts | null;
  valid_until: Ts | null;
  created_at: Ts;
}
