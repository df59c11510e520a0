import useSWR, { mutate as mutateGlobal } from 'swr';
import type { UpdateSettingsRequest, UserSettings } from '../../../contract/settings';
import { fetcher, http, type ApiError } from '../../lib/http';
import { appStore } from '../../state/store';
import { userSettingsAtom } from './state';

export const SETTINGS_KEY = '/users/me/settings';

export function useUserSettings(enabled = true) {
  const swr = useSWR<UserSettings, ApiError>(enabled ? SETTINGS_KEY : null, fetcher, {
    onSuccess: (data) => appStore.set(userSettingsAtom, data),
  });
  return swr;
}

/** PATCH /users/me/settings with only the changed fields; remembers and caches the answer. */
export async function patchSettings(patch: UpdateSettingsRequest): Promise<UserSettings> {
  const next = await http.patch<UserSettings>(SETTINGS_KEY, patch);
  appStore.set(userSettingsAtom, next);
  await mutateGlobal(SETTINGS_KEY, next, { revalidate: false });
  return next;
}

/** The current settings for code outside React (palette): remembered, else fetched. */
export async function currentSettings(): Promise<UserSettings> {
  const known = appStore.get(userSettingsAtom);
  if (known) return known;
  const fresh = await http.get<UserSettings>(SETTINGS_KEY);
  appStore.set(userSettingsAtom, fresh);
  return fresh;
}
