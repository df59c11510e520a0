import useSWR from 'swr';
import type { Me, UpdateMeRequest } from '../../../contract/users';
import { fetcher, http, type ApiError } from '../../lib/http';
import { ME_KEY, pickUser } from '../../state/session';

/** The profile is the session's own /users/me answer: the same SWR key, so both stay in step. */
export const PROFILE_KEY = ME_KEY;

export function useProfile() {
  const { data, error, isLoading, mutate } = useSWR<unknown, ApiError>(PROFILE_KEY, fetcher);
  return { user: pickUser(data), error, isLoading, reload: () => mutate() };
}

/** PATCH /users/me with name and phone (spec 000 §7); an empty phone is sent as null. */
export function updateProfile(input: { name: string; phone: string }): Promise<Me> {
  const body: UpdateMeRequest = { name: input.name.trim(), phone: input.phone.trim() || null };
  return http.patch<Me>('/users/me', body);
}
