import { localStore } from '../../../lib/local-store.ts';

/** The login id remembered by the save-id checkbox (this browser only). */
export const SAVED_ID_STORAGE_KEY = 'savedId';

export function readSavedId(): string | null {
  return localStore.get(SAVED_ID_STORAGE_KEY);
}

/** Saves `id`, or forgets the saved one when `id` is null. */
export function writeSavedId(id: string | null): void {
  if (id === null) localStore.remove(SAVED_ID_STORAGE_KEY);
  else localStore.set(SAVED_ID_STORAGE_KEY, id);
}
