/**
 * The provider of `npm run bench:sync`: the simulator's API v2 over HTTP, as its own process, holding
 * SYNC_ORDERS orders (ids 1..n) placed half way through their In progress step, so every status
 * check finds a change. Prints its URL on standard output.
 */
import { systemClock } from '../src/clock.ts';
import { startApiV2Server } from '../src/simulator/api-v2-http-server.ts';
import { createSimulatorPanel } from '../src/simulator/simulator-panel.ts';
import { memorySimulatorStore } from '../src/simulator/simulator-store.ts';

const ORDERS = Number(process.env.SYNC_ORDERS ?? 100_000);
const STEP_MS = 3_600_000;
const settings = { stepMs: STEP_MS, partialRate: 0, cancelRate: 0, seed: 'sync-bench' };
const store = memorySimulatorStore();
const placedAt = new Date(Date.now() - 1.5 * STEP_MS);
for (let i = 0; i < ORDERS; i += 1) {
  await store.insert({
    service: '1',
    link: 'https://www.instagram.com/p/bench/',
    quantity: 1000,
    rate: 1,
    placedAt,
  });
}
const panel = createSimulatorPanel({ store, clock: systemClock, settings });
const server = await startApiV2Server((fields) => panel.handle(fields), { port: 0, host: '127.0.0.1' });
console.log(`ready ${server.url}`);
