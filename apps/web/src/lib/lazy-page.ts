import { lazy, type ComponentType } from 'react';

/** A page component exported as `name` by the module `load` imports, once imported. */
export function loadPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => (await load())[name] as ComponentType;
}

/** Route-level code splitting: a page component loaded from its own chunk on first visit. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const component = loadPage(load, name);
  return lazy(async () => ({ default: await component() }));
}
