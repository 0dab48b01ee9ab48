import { localStore } from './local-store.ts';

/** The member's jwt lives in local storage under this key (spec section 3). */
export const JWT_STORAGE_KEY = 'jwt';

// Unreadable storage reads as "no token": the session is then simply signed out.
export const tokenStorage = {
  get: (): string | null => localStore.get(JWT_STORAGE_KEY),
  set: (token: string): void => localStore.set(JWT_STORAGE_KEY, token),
  clear: (): void => localStore.remove(JWT_STORAGE_KEY),
};
