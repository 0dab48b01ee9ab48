import { lazy, type ComponentType } from 'react';

/** Route-level code splitting: a page component loaded from its own chunk on first visit. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
