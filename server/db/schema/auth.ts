import type { Generated } from 'kysely';
import type { Flag, Ts } from './columns';

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Ts;
  last_seen_at: Ts;
  expires_at: Ts;
  ip: string | null;
  user_agent: string | null;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Ts;
  expires_at: Ts;
  used_at: Ts | null;
}

export interface InvitationsTable {
  id: Generated<number>;
  email: string | null;
  code: string;
  created_by: number | null;
  created_at: Ts;
  expires_at: Ts;
  is_used: Flag;
  used_at: Ts | null;
  used_by: number | null;
  /** JSON: [{ building_id, role, permission_role?, units?: [{ unit_id, role }] }] */
  grants: string;
}
