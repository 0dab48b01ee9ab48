/** How long a third-party script may take before the caller gives up on it. */
export const SCRIPT_TIMEOUT_MS = 10_000;

/** Loads that are under way, by src: callers arriving meanwhile share one script element. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Loads a classic script that defines a global, on demand, and resolves with that global.
 *
 * The global is the record of what is loaded: when `readGlobal()` already answers nothing is
 * injected, and only a load under way is memoised. A failed load (error event, timeout, or a script
 * that ran without defining its global) removes its element and is forgotten, so a later call tries
 * again instead of repeating a stale failure.
 */
export function loadGlobalScript<T>(
  src: string,
  readGlobal: () => T | undefined,
  timeoutMs: number = SCRIPT_TIMEOUT_MS,
): Promise<T> {
  const ready = readGlobal();
  if (ready !== undefined) return Promise.resolve(ready);
  const pending = inFlight.get(src) as Promise<T> | undefined;
  if (pending) return pending;

  const load = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    const finish = (error?: Error) => {
      clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      inFlight.delete(src);
      const value = error ? undefined : readGlobal();
      if (value !== undefined) {
        resolve(value);
        return;
      }
      // A late arrival after a timeout may still run; then the next call finds the global.
      script.remove();
      reject(error ?? new Error(`${src} loaded without defining its global`));
    };
    const onLoad = () => finish();
    const onError = () => finish(new Error(`${src} failed to load`));
    const timer = setTimeout(
      () => finish(new Error(`${src} did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  });
  inFlight.set(src, load);
  return load;
}
