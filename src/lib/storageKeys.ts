/**
 * Every browser-storage key the SPA uses, in one place so nobody invents a
 * second spelling. The first four are named by the spec (000 §3, §9).
 */
export const STORAGE_KEYS = {
  token: 'auth_token',
  selectedBuilding: 'selected_building',
  selectedUnit: 'selected_unit',
  theme: 'theme',
  language: 'language',
  /** sessionStorage: where to go back to after signing in */
  redirectAfterLogin: 'redirect_after_login',
  /** palette: ids of recently run commands, newest first */
  recentCommands: 'palette_recent',
  /** sessionStorage: when the page last reloaded itself for a missing code chunk (one reload, no loop) */
  chunkReloadAt: 'chunk_reload_at',
} as const;
