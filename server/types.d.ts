import type { Kysely } from 'kysely';
import type { DB } from './db/schema';
import type { Dialect } from './db/engine';
import type { Config } from './config';
import type { AccessProfile } from './access/profile';
import type { EventBus } from './lib/event-bus';
import type { Lang } from './lib/i18n';

export interface AuthState {
  userId: number;
  sessionId: number;
  profile: AccessProfile;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<DB>;
    dialect: Dialect;
    bus: EventBus;
  }
  interface FastifyRequest {
    /** set by the auth hook on every non-public route; null on public ones without a token */
    auth: AuthState | null;
    lang: Lang;
  }
  interface FastifyContextConfig {
    /** a route reachable without a session (login, register, public building information…) */
    public?: boolean;
  }
}
