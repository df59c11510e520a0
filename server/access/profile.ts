/** Everything the access engine needs to know about one user, loaded once per request. */
export interface Grant {
  code: string;
  granted: boolean;
  buildingId: number | null;
  unitId: number | null;
  validFrom: string | null;
  validUntil: string | null;
  /** where the grant came from, for the admin screens and for debugging */
  source: 'role' | 'building_role' | 'direct';
}

export interface UnitAccess {
  unitId: number;
  buildingId: number;
  role: 'owner' | 'tenant' | 'admin' | 'guest';
  validFrom: string | null;
  validUntil: string | null;
}

export interface AccessProfile {
  userId: number;
  globalAdmin: boolean;
  /** building id → the user's role there (admin, manager, user, guest) */
  buildingRoles: Map<number, string>;
  units: UnitAccess[];
  grants: Grant[];
  /** the whole permission catalogue; a global admin holds every code in it */
  catalogue: string[];
}

export interface AccessContext {
  buildingId?: number | null;
  unitId?: number | null;
}
