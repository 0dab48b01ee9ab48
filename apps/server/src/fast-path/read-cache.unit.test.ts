import { describe, expect, it } from 'vitest';
import { ANY_TABLE, createChangeFeed } from '../db/change-feed.ts';
import { createReadCache, type ReadCacheOptions } from './read-cache.ts';

// The cache's own rules, with the database's change feed driven by hand (the real feed and
// triggers: fast-path/read-cache.test.ts and modules/public-api/api-key-owners.test.ts).
function setup(options?: ReadCacheOptions) {
  let live = true;
  const feed = createChangeFeed(() => live);
  const cache = createReadCache(
    { onChange: (l) => feed.subscribe(l), changesLive: () => feed.live() },
    options,
  );
  let loads = 0;
  const load = (value: unknown) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { feed, cache, load, loads: () => loads, setLive: (v: boolean) => (live = v) };
}

/** A load the test finishes when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('read cache', () => {
  it('never keeps a value whose load began before a change', async () => {
    const { feed, cache, load, loads } = setup();
    const slow = deferred<string>();
    const first = cache.get('k', () => slow.promise);
    feed.emit('services');
    slow.resolve('read before the change');
    expect(await first).toBe('read before the change');
    expect(await cache.get('k', load('read after'))).toBe('read after');
    expect(loads()).toBe(1);
  });

  it('follows only its tables, and `*` (changes may have been missed)', async () => {
    const { feed, cache, load, loads } = setup({ tables: ['members'] });
    await cache.get('k', load(1));
    feed.emit('services');
    await cache.get('k', load(2));
    expect(loads()).toBe(1);
    feed.emit('members');
    await cache.get('k', load(3));
    feed.emit(ANY_TABLE);
    expect(await cache.get('k', load(4))).toBe(4);
    expect(loads()).toBe(3);
  });

  it('does not keep what `keep` refuses, and drops the oldest past `maxEntries`', async () => {
    const { cache, load, loads } = setup({ keep: (v) => v !== null, maxEntries: 2 });
    await cache.get('unknown', load(null));
    await cache.get('unknown', load(null));
    expect(loads()).toBe(2);
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(loads()).toBe(5);
    await cache.get('a', load('a'));
    expect(loads()).toBe(6);
  });

  it('reads through while the feed is not live', async () => {
    const { cache, load, loads, setLive } = setup();
    setLive(false);
    await cache.get('k', load(1));
    await cache.get('k', load(1));
    expect(loads()).toBe(2);
  });

  it('peeks only a value loaded and kept in the current generation', async () => {
    const { feed, cache, load, setLive } = setup({ keep: (v) => v !== null, maxEntries: 2 });
    const slow = deferred<string>();
    const loading = cache.get('k', () => slow.promise);
    expect(cache.peek('k')).toBeUndefined(); // still loading
    slow.resolve('v');
    await loading;
    expect(cache.peek('k')).toBe('v');
    feed.emit('services');
    expect(cache.peek('k')).toBeUndefined(); // a change empties it at once

    const before = deferred<string>();
    const old = cache.get('k', () => before.promise);
    feed.emit('services');
    before.resolve('read before the change');
    await old;
    expect(cache.peek('k')).toBeUndefined();

    await cache.get('unknown', load(null));
    expect(cache.peek('unknown')).toBeUndefined(); // not kept
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(cache.peek('a')).toBeUndefined(); // the oldest went
    expect(cache.peek('c')).toBe('c');
    setLive(false);
    expect(cache.peek('c')).toBeUndefined(); // another process's change might not have arrived
  });
});
