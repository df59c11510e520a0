/**
 * The one way the signed-in app changes the theme or the language, wherever it is asked (top bar,
 * palette): applied in this browser and saved to the server settings, so the top bar, the Settings
 * screen and the user's other devices always agree (issue 7). The Settings screen itself saves
 * through save.ts, which ends in the same server state and the same local state.
 */
import toast from 'react-hot-toast';
import type { UpdateSettingsRequest } from '../../contract/settings';
import { errorMessage } from './http';
import { i18n, type Language } from './i18n';
import { appStore } from '../state/store';
import { tokenAtom } from '../state/session';
import { setTheme, type Theme } from '../state/theme';
import { patchSettings } from './userSettings';
import { applyLanguage } from './preferences';

/** Resolves once the server has the change (or has refused it, which a toast says). */
async function remember(patch: UpdateSettingsRequest): Promise<void> {
  if (!appStore.get(tokenAtom)) return;
  try {
    await patchSettings(patch);
  } catch (e) {
    toast.error(errorMessage(e, i18n.t('settings.toast.saveFailed')), { id: 'settings-save' });
  }
}

export async function chooseTheme(theme: Theme): Promise<void> {
  setTheme(theme); // at once: the server answer is not needed to repaint
  await remember({ theme });
}

export async function chooseLanguage(lng: Language): Promise<void> {
  // saved before the reload that switches the language, which would cut the request short
  await remember({ language: lng });
  applyLanguage(lng);
}
