import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { resolveSession } from '../domain/auth/sessions';
import { loadAccessProfile } from '../access/load';
import { unauthorized } from '../lib/http-error';
import type { AuthState } from '../types';
import type { AccessProfile } from '../access/profile';

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The caller's auth state on a route that requires a session (the hook has already checked it). */
export function authOf(req: FastifyRequest): AuthState {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

/**
 * Authentication is one hook: every /v1 route needs a live session unless its config says
 * `public: true`. 401 only for a missing or dead session.
 */
export default fp(
  async (app) => {
    const policy = { idleMinutes: app.config.sessionIdleMinutes, absoluteDays: app.config.sessionAbsoluteDays };

    // The session is checked on every call (logout and deactivation act at once). The user's roles
    // and units are kept while their access version is current: the session lookup reads the version
    // each call, and every change to roles, units or permissions raises it in its own transaction
    // (access/version.ts), so a change made through any instance is seen at the next request here.
    // The TTL only bounds memory held for users who went quiet.
    const ttl = app.config.accessCacheMs;
    const profiles = new Map<number, { profile: AccessProfile; version: number; at: number }>();
    const profileOf = async (userId: number, version: number) => {
      const hit = ttl > 0 ? profiles.get(userId) : undefined;
      if (hit && hit.version === version && Date.now() - hit.at < ttl) return hit.profile;
      const profile = await loadAccessProfile(app.db, userId);
      if (ttl > 0 && profile) {
        if (profiles.size >= 10_000) profiles.clear();
        profiles.set(userId, { profile, version, at: Date.now() });
      }
      return profile;
    };
    // this instance's copy goes at once too (the same bus call that moves the user's live sockets)
    const stop = app.bus.onAccessChanged((userId) => profiles.delete(userId));
    app.addHook('onClose', async () => stop());

    app.decorate('resolveAuth', async (token: string | null): Promise<AuthState | null> => {
      if (!token) return null;
      const session = await resolveSession(app.db, token, policy);
      if (!session) return null;
      const profile = await profileOf(session.userId, session.accessVersion);
      if (!profile) return null;
      return { userId: session.userId, sessionId: session.sessionId, profile };
    });

    app.decorateRequest('auth', null);
    // onRequest, before validation: an anonymous caller gets 401, never a 400 about its input.
    app.addHook('onRequest', async (req) => {
      if (!req.url.startsWith('/v1/') || req.routeOptions.url === undefined) return;
      // The OpenAPI document and its viewer describe the contract; they hold no data.
      if (req.url.startsWith('/v1/docs')) return;
      const isPublic = req.routeOptions.config?.public === true;
      const token = bearerToken(req);
      if (isPublic && !token) return;
      req.auth = await app.resolveAuth(token);
      if (!req.auth && !isPublic) throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['db', 'bus'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    resolveAuth(token: string | null): Promise<AuthState | null>;
  }
}
