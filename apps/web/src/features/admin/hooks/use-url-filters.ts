import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A table's filters live in the URL, so a reload or a shared link keeps them. Returns the current
 * values ('' when absent) and a setter that merges a patch and drops empty values.
 */
export function useUrlFilters<K extends string>(
  keys: readonly K[],
): [Record<K, string>, (patch: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>,
    // keys is a constant list per table
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params],
  );
  const update = useCallback(
    (patch: Partial<Record<K, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [values, update];
}

/** `?a=1&b=x` from the non-empty values, for the admin API's list calls. */
export function toQueryString(values: Record<string, string | number | boolean | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '' && value !== false) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
