/** The member's jwt lives in local storage under this key (spec section 3). */
export const JWT_STORAGE_KEY = 'jwt';

// Storage can throw (private mode, blocked cookies); a session must then simply be signed out.
export const tokenStorage = {
  get(): string | null {
    try {
      return window.localStorage.getItem(JWT_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    try {
      window.localStorage.setItem(JWT_STORAGE_KEY, token);
    } catch {
      /* the session still works for this page view */
    }
  },
  clear(): void {
    try {
      window.localStorage.removeItem(JWT_STORAGE_KEY);
    } catch {
      /* nothing stored */
    }
  },
};
