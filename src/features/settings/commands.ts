/** Palette commands of the settings screen: theme preference and the two notification switches. */
import type { Command, CommandContext } from '../../commands/types';
import type { ThemePreference, UserSettings } from '../../../contract/settings';
import { appStore } from '../../state/store';
import { currentSettings } from '../../lib/userSettings';
import { saveSettings } from './save';
import { userSettingsAtom } from '../../state/userSettings';

const PREFS = 'palette.groups.preferences';
const THEMES: ThemePreference[] = ['light', 'dark', 'system'];

async function toggle(field: 'email_notifications' | 'push_notifications', ctx: CommandContext): Promise<void> {
  let current: UserSettings;
  try {
    current = await currentSettings();
  } catch {
    // the save below reports the failure in a toast; without the current value assume the default
    current = { email_notifications: true, push_notifications: false, theme: 'system', language: 'cs' };
  }
  await saveSettings({ [field]: !current[field] }, ctx.t);
}

export const settingsCommands: Command[] = [
  {
    id: 'settings.themePreference',
    group: PREFS,
    title: 'settings.commands.theme',
    keywords: ['theme', 'motiv', 'dark', 'light', 'system', 'tmavý', 'světlý', 'systém', 'vzhled'],
    page: {
      kind: 'list',
      placeholder: 'settings.commands.themePlaceholder',
      items: (ctx) => {
        const saved = appStore.get(userSettingsAtom)?.theme;
        return THEMES.map((theme) => ({
          id: `theme-${theme}`,
          label: ctx.t(`settings.theme.${theme}`),
          active: saved === theme,
          run: async (c) => {
            await saveSettings({ theme }, c.t);
          },
        }));
      },
    },
  },
  {
    id: 'settings.toggleEmailNotifications',
    group: PREFS,
    title: 'settings.commands.toggleEmail',
    keywords: ['email', 'e-mail', 'mail', 'notifications', 'alerts', 'switch', 'upozornění', 'notifikace', 'zapnout', 'vypnout'],
    run: (ctx) => toggle('email_notifications', ctx),
  },
  {
    id: 'settings.togglePushNotifications',
    group: PREFS,
    title: 'settings.commands.togglePush',
    keywords: ['push', 'browser', 'notifications', 'alerts', 'switch', 'upozornění', 'notifikace', 'prohlížeč', 'zapnout', 'vypnout'],
    run: (ctx) => toggle('push_notifications', ctx),
  },
];
