/**
 * The one way to touch local storage. Storage can throw (private mode, blocked site data, a full
 * quota); every caller then behaves as if nothing were stored and keeps working for this visit.
 */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* remembered for this visit only */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing stored */
    }
  },
};
