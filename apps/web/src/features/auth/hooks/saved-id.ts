/** The login id remembered by the save-id checkbox (this browser only). */
export const SAVED_ID_STORAGE_KEY = 'savedId';

// Storage can throw (private mode, blocked storage); the checkbox then simply forgets.
export function readSavedId(): string | null {
  try {
    return window.localStorage.getItem(SAVED_ID_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Saves `id`, or forgets the saved one when `id` is null. */
export function writeSavedId(id: string | null): void {
  try {
    if (id === null) window.localStorage.removeItem(SAVED_ID_STORAGE_KEY);
    else window.localStorage.setItem(SAVED_ID_STORAGE_KEY, id);
  } catch {
    /* nothing to remember with */
  }
}
