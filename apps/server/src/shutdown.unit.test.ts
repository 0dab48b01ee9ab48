import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startJobRunner } from './jobs/job-runner.ts';
import { closeHttpServer, gracefulShutdown, type ShutdownParts } from './shutdown.ts';

const quietLog = { info: () => undefined, error: () => undefined };

/** A gate a test opens by hand: the slow request and the slow sweep wait on it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('graceful shutdown', () => {
  it('lets the request and the sweep in flight finish, refuses new work, then closes the database and exits 0', async () => {
    const events: string[] = [];
    const release = gate();
    const app = Fastify({ logger: false });
    let requestStarted!: () => void;
    const started = new Promise<void>((resolve) => (requestStarted = resolve));
    app.get('/slow', async () => {
      requestStarted();
      await release.opened;
      events.push('request finished');
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    let sweepRuns = 0;
    const jobs = startJobRunner(
      [
        {
          name: 'slow-sweep',
          run: async () => {
            sweepRuns++;
            await release.opened;
            events.push('sweep finished');
          },
        },
      ],
      { intervalMs: 5, log: quietLog },
    );
    const exit = vi.fn<(code: number) => void>();
    const shutdown = gracefulShutdown({
      closeHttp: () => closeHttpServer(app),
      stopJobs: () => jobs.stop(),
      closeDatabase: async () => void events.push('database closed'),
      log: quietLog,
      exit,
      forceAfterMs: 10_000,
    });

    // A keep-alive connection, as browsers and proxies hold: it must not keep the drain waiting.
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    await started;
    const done = shutdown('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Draining: nothing closed yet, and a new connection is refused.
    expect(events).toEqual([]);
    expect(exit).not.toHaveBeenCalled();
    await expect(
      fetch(`http://127.0.0.1:${port}/slow`, { headers: { connection: 'close' } }),
    ).rejects.toThrow();

    release.open();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    // A drain held by the idle keep-alive connection would end in the forced exit(1) instead.
    await done;
    expect(events.at(-1)).toBe('database closed');
    expect(events).toEqual(expect.arrayContaining(['request finished', 'sweep finished']));
    expect(sweepRuns).toBe(1);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('exits 1 when draining outlasts the deadline, or on a second signal', async () => {
    const never = new Promise<void>(() => undefined);
    const parts = (exit: ShutdownParts['exit']): ShutdownParts => ({
      closeHttp: () => never,
      stopJobs: async () => undefined,
      closeDatabase: async () => undefined,
      log: quietLog,
      exit,
      forceAfterMs: 30,
    });
    const timedOut = vi.fn<(code: number) => void>();
    void gracefulShutdown(parts(timedOut))('SIGTERM');
    await vi.waitFor(() => expect(timedOut).toHaveBeenCalledExactlyOnceWith(1));

    const twice = vi.fn<(code: number) => void>();
    const shutdown = gracefulShutdown({ ...parts(twice), forceAfterMs: 60_000 });
    void shutdown('SIGTERM');
    await shutdown('SIGINT');
    expect(twice).toHaveBeenCalledExactlyOnceWith(1);
  });
});
