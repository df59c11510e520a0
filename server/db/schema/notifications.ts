import type { Generated } from 'kysely';
import type { Flag, Ts } from './columns';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  building_id: number | null;
  source: string;
  /** the cause, unique per user (019_notifications.ts) */
  source_key: string;
  type: 'general' | 'warning' | 'maintenance';
  importance: 'low' | 'normal' | 'high';
  title_key: string;
  body_key: string;
  /** JSON object of the keys' parameters */
  params: string;
  link: string | null;
  created_at: Ts;
  read_at: Ts | null;
  mail_pending: Generated<Flag>;
}

export interface NotificationMailStateTable {
  user_id: number;
  last_sent_at: Ts;
}
