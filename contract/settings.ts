import { z } from 'zod';

export const ThemePreference = z.enum(['light', 'dark', 'system']);
export type ThemePreference = z.infer<typeof ThemePreference>;

export const SettingsLanguage = z.enum(['en', 'cs']);
export type SettingsLanguage = z.infer<typeof SettingsLanguage>;

/** GET /users/me/settings — defaults when the user never saved any. */
export const UserSettings = z.object({
  email_notifications: z.boolean(),
  push_notifications: z.boolean(),
  theme: ThemePreference,
  language: SettingsLanguage,
});
export type UserSettings = z.infer<typeof UserSettings>;

/** PATCH /users/me/settings — any subset; what is left out keeps its value. */
export const UpdateSettingsRequest = UserSettings.partial();
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequest>;
