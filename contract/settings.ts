import { z } from 'zod';
import { SETTINGS_LANGUAGES, THEME_PREFERENCES } from './rules/settings';

export const ThemePreference = z.enum(THEME_PREFERENCES);
export type ThemePreference = z.infer<typeof ThemePreference>;

export const SettingsLanguage = z.enum(SETTINGS_LANGUAGES);
export type SettingsLanguage = z.infer<typeof SettingsLanguage>;

/** GET /users/me/settings — a user who never saved any gets DEFAULT_SETTINGS (contract/rules/settings.ts). */
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
