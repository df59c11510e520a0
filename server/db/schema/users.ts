import type { Generated } from 'kysely';
import type { Flag, Ts } from './columns';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  phone: string | null;
  password_hash: string;
  is_active: Flag;
  global_role: 'admin' | 'user';
  avatar_url: string | null;
  created_at: Ts;
  updated_at: Ts;
  last_login: Ts | null;
  /** raised with every change to the user's access (006_access_version.ts) */
  access_version: Generated<number>;
  /** name and e-mail folded (domain/users/search-text.ts), for the admin search */
  search_text: Generated<string>;
}

export interface UserSettingsTable {
  user_id: number;
  email_notifications: Flag;
  push_notifications: Flag;
  theme: 'light' | 'dark' | 'system';
  language: 'cs' | 'en';
  updated_at: Ts;
}
