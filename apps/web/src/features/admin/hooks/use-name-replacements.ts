import { useCallback, useMemo, useState } from 'react';
import {
  compileReplacements,
  loadReplacements,
  REPLACEMENTS_STORAGE_KEY,
  type NameReplacement,
} from '../components/import/name-replacements.ts';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a private window's policy): the list lives for this visit only.
    return undefined;
  }
}

/** The operator's replace list, kept in this browser, and the compiled rename it gives. */
export function useNameReplacements() {
  const [list, setList] = useState<NameReplacement[]>(() => loadReplacements(storage()));
  const rename = useMemo(() => compileReplacements(list), [list]);
  const save = useCallback((next: NameReplacement[]) => {
    setList(next);
    try {
      storage()?.setItem(REPLACEMENTS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // A full or refused storage keeps the list for this visit; nothing else depends on it.
    }
  }, []);
  return { list, rename, save };
}
