import type { Me } from '../../../contract/users';
import { getMe, updateMe } from '../../../contract/routes/users';
import { call, useRead } from '../../lib/api';

/** The profile is the session's own /users/me answer: the same route and key, so both stay in step. */
export function useProfile() {
  const { data, error, isLoading, mutate } = useRead(getMe, {});
  return { user: data ?? null, error, isLoading, reload: () => mutate() };
}

export interface ProfileValues {
  name: string;
  phone: string;
}

/** The body of PATCH /users/me (spec 000 §7): an empty phone is sent as null. */
export const profileBody = (values: ProfileValues) => ({ name: values.name.trim(), phone: values.phone.trim() || null });

export function updateProfile(values: ProfileValues): Promise<Me> {
  return call(updateMe, { body: profileBody(values) });
}
