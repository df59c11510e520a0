import { mutate } from 'swr';

/**
 * Empties every SWR cache entry (data and error) without refetching. Used when
 * the session ends so the next user never sees the previous user's answers.
 * The app uses SWR's default global cache, which is what `mutate` reaches.
 */
export async function clearSwrCache(): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
}

/** Drops one key (data and error) without refetching. */
export async function dropSwrKey(key: string): Promise<void> {
  await mutate(key, undefined, { revalidate: false });
}
