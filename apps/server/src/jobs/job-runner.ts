/** A named piece of background work, run periodically (design.md "Orders and fulfilment"). */
export interface Sweep {
  name: string;
  run(): Promise<unknown>;
}

/** The part of the app logger (pino) the runner needs. */
export interface JobLogger {
  error(details: object, message: string): void;
}

export interface JobRunner {
  /** No new runs start; resolves once every run in flight has finished. */
  stop(): Promise<void>;
}

/**
 * Runs each sweep every `intervalMs`, measured from the end of its previous run, so a sweep never
 * overlaps itself in this process (several processes coordinate through `FOR UPDATE SKIP LOCKED`
 * in the sweeps' own SQL). A sweep that throws is logged and tried again on its next tick; it
 * neither stops the runner nor delays the other sweeps, which each keep their own timer.
 */
export function startJobRunner(
  sweeps: readonly Sweep[],
  options: { intervalMs: number; log: JobLogger },
): JobRunner {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();

  const schedule = (sweep: Sweep, delay: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      const running = runOnce(sweep).finally(() => {
        inFlight.delete(running);
        schedule(sweep, options.intervalMs);
      });
      inFlight.add(running);
    }, delay);
    timers.add(timer);
  };

  const runOnce = async (sweep: Sweep) => {
    try {
      await sweep.run();
    } catch (error) {
      options.log.error({ err: error, sweep: sweep.name }, 'background sweep failed');
    }
  };

  for (const sweep of sweeps) schedule(sweep, 0);

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}
