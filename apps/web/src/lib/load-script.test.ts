import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGlobalScript, SCRIPT_TIMEOUT_MS } from './load-script.ts';

type Sdk = { name: string };
let global: Sdk | undefined;
const readGlobal = () => global;

let count = 0;
/** A fresh src per test, so no test meets another's load. */
const uniqueSrc = () => `https://cdn.example/sdk-${++count}.js`;
const scriptsFor = (src: string) =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === src);

afterEach(() => {
  global = undefined;
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('loadGlobalScript', () => {
  it('injects one async script for concurrent callers and resolves with the global on load', async () => {
    const src = uniqueSrc();
    const first = loadGlobalScript(src, readGlobal);
    const second = loadGlobalScript(src, readGlobal);
    const [script, ...others] = scriptsFor(src);
    expect(others).toEqual([]);
    expect(script?.async).toBe(true);
    expect(script?.parentElement).toBe(document.head);

    global = { name: 'sdk' };
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(global);
    await expect(second).resolves.toBe(global);
    await expect(loadGlobalScript(src, readGlobal)).resolves.toBe(global);
    expect(scriptsFor(src)).toHaveLength(1);
  });

  it('injects nothing when the global is already there', async () => {
    const src = uniqueSrc();
    global = { name: 'preloaded' };
    await expect(loadGlobalScript(src, readGlobal)).resolves.toBe(global);
    expect(scriptsFor(src)).toEqual([]);
  });

  it('rejects on an error event, removes the element, and tries again on the next call', async () => {
    const src = uniqueSrc();
    const failed = loadGlobalScript(src, readGlobal);
    scriptsFor(src)[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('failed to load');
    expect(scriptsFor(src)).toEqual([]);

    const retry = loadGlobalScript(src, readGlobal);
    expect(scriptsFor(src)).toHaveLength(1);
    global = { name: 'sdk' };
    scriptsFor(src)[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(global);
  });

  it('rejects when the script ran without defining its global', async () => {
    const src = uniqueSrc();
    const loaded = loadGlobalScript(src, readGlobal);
    scriptsFor(src)[0]?.dispatchEvent(new Event('load'));
    await expect(loaded).rejects.toThrow('without defining its global');
    expect(scriptsFor(src)).toEqual([]);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const src = uniqueSrc();
    const slow = loadGlobalScript(src, readGlobal);
    const outcome = expect(slow).rejects.toThrow(`did not load within ${SCRIPT_TIMEOUT_MS} ms`);
    vi.advanceTimersByTime(SCRIPT_TIMEOUT_MS - 1);
    expect(scriptsFor(src)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await outcome;
    expect(scriptsFor(src)).toEqual([]);
  });
});
