import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;
type ModuleInfo = Pick<Rolldown.ModuleInfo, 'importedIds' | 'dynamicallyImportedIds'>;
type GetModuleInfo = (id: string) => ModuleInfo | null;

/** Every module `start` reaches through static imports (and dynamic ones when asked), never past `stop`. */
export function reachable(
  start: string,
  get: GetModuleInfo,
  opts: { dynamic: boolean; stop?: string },
): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || id === opts.stop) continue;
    seen.add(id);
    const info = get(id);
    stack.push(...(info?.importedIds ?? []));
    if (opts.dynamic) stack.push(...(info?.dynamicallyImportedIds ?? []));
  }
  return seen;
}

/**
 * The app modules `page` shares with other lazily loaded pages: reached from `page` and from the
 * entry by some other way than `page` itself. Modules only `page` uses stay in its own chunk.
 * Library modules never join by the module graph: a package's index re-exports every hook, so
 * `/order` "reaches" `useMutation` and `useInfiniteQuery` too, which it never runs.
 */
export function sharedWith(page: string, entry: string, get: GetModuleInfo): Set<string> {
  const fromPage = reachable(page, get, { dynamic: false });
  const elsewhere = reachable(entry, get, { dynamic: true, stop: page });
  return new Set([...fromPage].filter((id) => elsewhere.has(id) && !id.includes('node_modules')));
}

/**
 * Code-splitting groups for a fast first load of `page` (docs/decisions/web-speed.md):
 *
 * - `index`: whatever the entry imports statically stays in the entry chunk. Left alone, Rolldown
 *   cuts a module the entry shares with lazy pages (React itself, the colour helpers) into a chunk
 *   of its own that every page then fetches anyway.
 * - `<name>-shared`: the small modules `page` shares with other pages (money, order rules, the form
 *   kit, the platform icons...) in one chunk instead of a dozen tiny ones, each of
 *   which costs per-file overhead on the first load. Lower priority, so the entry keeps its own.
 */
export function firstLoadGroups(opts: { entry: string; page: string; name: string }): CodeSplittingGroup[] {
  // Computed once per chunking pass (Rolldown asks `name` about every candidate module with the
  // same context), again for the next build of a watch.
  const perPass = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  return [
    { name: 'index', tags: ['$initial'], priority: 2 },
    {
      name: (id, ctx) => {
        let shared = perPass.get(ctx);
        if (!shared) {
          shared = sharedWith(opts.page, opts.entry, (moduleId) => ctx.getModuleInfo(moduleId));
          perPass.set(ctx, shared);
        }
        return shared.has(id) ? `${opts.name}-shared` : null;
      },
      debugName: `${opts.name}-shared`,
      // Whatever a shared app module imports is shared too (reached the same two ways) or, for a
      // library, sits in the entry. Pulling dependencies in would drag the entry's query-core code
      // (utils, subscribable) out of it and into a chunk every page then imports.
      includeDependenciesRecursively: false,
    },
  ];
}
