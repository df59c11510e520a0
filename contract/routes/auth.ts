/** Sign-in, registration and sign-out (spec 000 §2–§3, §7 "Auth and users"). */
import { defineRoute } from '../route';

export const login = defineRoute({
  method: 'POST',
  path: '/auth/login/email',
  facts: { public: true, authLimit: 'login' },
  schemas: () => import('../auth').then((c) => ({ body: c.LoginRequest, response: c.LoginResponse })),
});

export const register = defineRoute({
  method: 'POST',
  path: '/auth/register',
  status: 201,
  facts: { public: true, authLimit: 'register', conflicts: true },
  schemas: () => import('../auth').then((c) => ({ body: c.RegisterRequest, response: c.MessageResponse })),
});

/**
 * The registration page asks before it shows its form (issue 29 §8a). Registration's limit: codes
 * cannot be tried here any faster than by registering (the limiter counts each route on its own).
 */
export const checkInvitation = defineRoute({
  method: 'POST',
  path: '/auth/invitations/check',
  facts: { public: true, authLimit: 'register' },
  schemas: () => import('../auth').then((c) => ({ body: c.InvitationCheckRequest, response: c.InvitationCheckResponse })),
});

export const logout = defineRoute({
  method: 'POST',
  path: '/auth/logout',
  schemas: () => import('../auth').then((c) => ({ response: c.MessageResponse })),
});
