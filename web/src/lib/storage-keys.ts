/** Every key this app writes to localStorage, in one place so nothing collides or is forgotten at logout. */
export const STORAGE_KEYS = {
  accessToken: 'quizzical.auth.access',
  refreshToken: 'quizzical.auth.refresh',
  user: 'quizzical.auth.user',
} as const;

/** Keys that belong to the signed-in user and are removed at logout. */
export const SESSION_KEYS = [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user] as const;
