/** User settings: choices and the defaults of a user who never saved any (spec 000 §2). */

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export const SETTINGS_LANGUAGES = ['en', 'cs'] as const;

interface DefaultSettings {
  email_notifications: boolean;
  push_notifications: boolean;
  theme: (typeof THEME_PREFERENCES)[number];
  language: (typeof SETTINGS_LANGUAGES)[number];
}

/** Czech is the primary language; the theme follows the system until the user picks one. */
export const DEFAULT_SETTINGS: Readonly<DefaultSettings> = Object.freeze({
  email_notifications: true,
  push_notifications: false,
  theme: 'system',
  language: 'cs',
});
