/** The signed-in user's own routes and the password reset (spec 000 §4, §7 "Auth and users"). */
import { defineRoute } from '../route';

export const getMe = defineRoute({
  method: 'GET',
  path: '/users/me',
  schemas: () => import('../users').then((c) => ({ response: c.Me })),
});

/** Name and phone; e-mail, role or state are not the user's to set here. */
export const updateMe = defineRoute({
  method: 'PATCH',
  path: '/users/me',
  schemas: () => import('../users').then((c) => ({ body: c.UpdateMeRequest, response: c.Me })),
});

export const getSettings = defineRoute({
  method: 'GET',
  path: '/users/me/settings',
  schemas: () => import('../settings').then((c) => ({ response: c.UserSettings })),
});

export const updateSettings = defineRoute({
  method: 'PATCH',
  path: '/users/me/settings',
  schemas: () => import('../settings').then((c) => ({ body: c.UpdateSettingsRequest, response: c.UserSettings })),
});

export const requestPasswordReset = defineRoute({
  method: 'POST',
  path: '/users/password/reset',
  facts: { public: true, authLimit: 'password_reset' },
  schemas: () => import('../auth').then((c) => ({ body: c.PasswordResetRequest, response: c.MessageResponse })),
});

export const confirmPasswordReset = defineRoute({
  method: 'POST',
  path: '/users/password/reset/confirm',
  facts: { public: true, authLimit: 'password_reset_confirm' },
  schemas: () => import('../auth').then((c) => ({ body: c.PasswordResetConfirmRequest, response: c.MessageResponse })),
});
