import toast from 'react-hot-toast';
import type { TFunction } from 'i18next';
import type { UpdateSettingsRequest, UserSettings } from '../../../contract/settings';
import { errorMessage } from '../../lib/http';
import { patchSettings } from '../../lib/userSettings';
import { applyLanguage, applyThemePreference } from '../../lib/preferences';

/**
 * Saves a change to the server, says so in a toast, then applies theme and language here.
 * Shared by the settings screen and the palette so both behave the same. Resolves to the saved
 * settings, or null when the save failed (the toast already said why).
 */
export async function saveSettings(patch: UpdateSettingsRequest, t: TFunction): Promise<UserSettings | null> {
  let saved: UserSettings;
  try {
    saved = await patchSettings(patch);
  } catch (e) {
    toast.error(errorMessage(e, t('settings.toast.saveFailed')), { id: 'settings-save' });
    return null;
  }
  toast.success(t('settings.toast.saved'), { id: 'settings-save' });
  if (patch.theme) applyThemePreference(patch.theme);
  if (patch.language) applyLanguage(patch.language);
  return saved;
}
