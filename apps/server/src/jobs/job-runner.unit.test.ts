import { describe, expect, it, vi } from 'vitest';
import { startJobRunner, type JobLogger } from './job-runner.ts';

function recordingLog(): JobLogger & { entries: Array<{ details: object; message: string }> } {
  const entries: Array<{ details: object; message: string }> = [];
  return { entries, error: (details, message) => entries.push({ details, message }) };
}

const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 });

describe('the job runner', () => {
  it('runs every sweep again and again', async () => {
    const counts = { a: 0, b: 0 };
    const runner = startJobRunner(
      [
        { name: 'a', run: async () => void counts.a++ },
        { name: 'b', run: async () => void counts.b++ },
      ],
      { intervalMs: 10, log: recordingLog() },
    );
    await waitFor(() => expect(Math.min(counts.a, counts.b)).toBeGreaterThanOrEqual(3));
    await runner.stop();
  });

  it('logs a throwing sweep with its name, retries it, and keeps the others running', async () => {
    const log = recordingLog();
    let failures = 0;
    let healthy = 0;
    const runner = startJobRunner(
      [
        {
          name: 'broken',
          run: async () => {
            failures++;
            throw new Error('boom');
          },
        },
        { name: 'healthy', run: async () => void healthy++ },
      ],
      { intervalMs: 10, log },
    );
    await waitFor(() => expect(failures >= 3 && healthy >= 3).toBe(true));
    await runner.stop();
    expect(log.entries.length).toBeGreaterThanOrEqual(3);
    expect(log.entries[0]).toMatchObject({
      message: 'background sweep failed',
      details: { sweep: 'broken' },
    });
    expect((log.entries[0]?.details as { err: Error }).err.message).toBe('boom');
  });

  it('never overlaps a sweep with itself', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const runner = startJobRunner(
      [
        {
          name: 'slow',
          run: async () => {
            active++;
            maxActive = Math.max(maxActive, active);
            // Slower than the interval: a timer-per-interval runner would start a second run meanwhile.
            await new Promise((resolve) => setTimeout(resolve, 30));
            active--;
            runs++;
          },
        },
      ],
      { intervalMs: 10, log: recordingLog() },
    );
    await waitFor(() => expect(runs).toBeGreaterThanOrEqual(3));
    await runner.stop();
    expect(maxActive).toBe(1);
  });

  it('stop() waits for the run in flight and starts no new one', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    let finished = 0;
    const runner = startJobRunner(
      [
        {
          name: 'gated',
          run: async () => {
            started++;
            await gate;
            finished++;
          },
        },
      ],
      { intervalMs: 10, log: recordingLog() },
    );
    await waitFor(() => expect(started).toBe(1));
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(started).toBe(1);
  });
});
