import { useCallback, useMemo, useState } from 'react';
import { localStore } from '../../../lib/local-store.ts';
import {
  compileReplacements,
  loadReplacements,
  REPLACEMENTS_STORAGE_KEY,
  type NameReplacement,
} from '../components/import/name-replacements.ts';

/** localStore speaks the reader loadReplacements takes. */
const reader = { getItem: (key: string) => localStore.get(key) };

/** The operator's replace list, kept in this browser, and the compiled rename it gives. */
export function useNameReplacements() {
  const [list, setList] = useState<NameReplacement[]>(() => loadReplacements(reader));
  const rename = useMemo(() => compileReplacements(list), [list]);
  const save = useCallback((next: NameReplacement[]) => {
    setList(next);
    localStore.set(REPLACEMENTS_STORAGE_KEY, JSON.stringify(next));
  }, []);
  return { list, rename, save };
}
