import { getDefaultStore } from 'jotai';

/**
 * The app's jotai store: jotai's default (provider-less) store, so hooks and
 * code outside React (the 401 handler, login/logout, commands) always read and
 * write the same atoms without anyone having to remember a <Provider>.
 */
export const appStore = getDefaultStore();
