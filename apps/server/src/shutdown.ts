import type { FastifyInstance } from 'fastify';

/** What a graceful shutdown closes, in order: the HTTP server and the sweeps, then the database. */
export interface ShutdownParts {
  /** Fastify's close: stops accepting, lets requests in flight finish, closes idle connections. */
  closeHttp(): Promise<void>;
  /** The job runner's stop: starts no sweep, waits for the runs in flight (their transactions). */
  stopJobs(): Promise<void>;
  closeDatabase(): Promise<void>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  exit(code: number): void;
  /** A request or sweep that never ends must not keep the process alive forever. */
  forceAfterMs: number;
}

/**
 * Returns the handler for SIGTERM and SIGINT. The first signal drains: no new connections or
 * sweeps, the ones in flight finish, and only then is the database closed and the process ends
 * with 0. A second signal, or the deadline, ends it at once with 1.
 */
export function gracefulShutdown(parts: ShutdownParts): (signal: string) => Promise<void> {
  let closing = false;
  return async (signal) => {
    if (closing) {
      parts.log.error({ signal }, 'second signal while draining: exiting now');
      parts.exit(1);
      return;
    }
    closing = true;
    parts.log.info({ signal }, 'shutting down: draining requests and background sweeps');
    const deadline = setTimeout(() => {
      parts.log.error({ forceAfterMs: parts.forceAfterMs }, 'shutdown did not finish in time: exiting');
      parts.exit(1);
    }, parts.forceAfterMs);
    deadline.unref();
    try {
      await Promise.all([parts.closeHttp(), parts.stopJobs()]);
      await parts.closeDatabase();
      clearTimeout(deadline);
      parts.log.info({ signal }, 'shut down cleanly');
      parts.exit(0);
    } catch (error) {
      clearTimeout(deadline);
      parts.log.error({ err: error }, 'shutdown failed');
      parts.exit(1);
    }
  };
}

/**
 * Fastify's close, plus what it leaves out: it closes the connections idle at that moment, but a
 * keep-alive connection whose request finishes during the drain then idles for keepAliveTimeout
 * (72 s in Fastify) and holds the close. Closing idle connections until the close completes ends
 * each one as soon as its last response is out.
 */
export async function closeHttpServer(app: FastifyInstance, everyMs = 100): Promise<void> {
  const closing = app.close();
  const timer = setInterval(() => app.server.closeIdleConnections(), everyMs);
  try {
    await closing;
  } finally {
    clearInterval(timer);
  }
}
