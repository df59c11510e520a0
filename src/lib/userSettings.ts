/** The user's saved settings (GET/PATCH /users/me/settings), for the shell, the palette and the Settings screen. */
import { useEffect } from 'react';
import { mutate as mutateGlobal } from 'swr';
import type { UpdateSettingsRequest, UserSettings } from '../../contract/settings';
import { getSettings, updateSettings } from '../../contract/routes/users';
import { appStore } from '../state/store';
import { userSettingsAtom } from '../state/userSettings';
import { call, routeUrl, useRead } from './api';

export const SETTINGS_KEY = routeUrl(getSettings, {});

export function useUserSettings(enabled = true) {
  const swr = useRead(getSettings, enabled ? {} : null);
  const data = swr.data;
  // remembered for the palette, which runs outside React
  useEffect(() => {
    if (data) appStore.set(userSettingsAtom, data);
  }, [data]);
  return swr;
}

/** PATCH /users/me/settings with only the changed fields; remembers and caches the answer. */
export async function patchSettings(patch: UpdateSettingsRequest): Promise<UserSettings> {
  const next = await call(updateSettings, { body: patch });
  appStore.set(userSettingsAtom, next);
  await mutateGlobal(SETTINGS_KEY, next, { revalidate: false });
  return next;
}

/** The current settings for code outside React (palette): remembered, else fetched. */
export async function currentSettings(): Promise<UserSettings> {
  const known = appStore.get(userSettingsAtom);
  if (known) return known;
  const fresh = await call(getSettings, {});
  appStore.set(userSettingsAtom, fresh);
  return fresh;
}
