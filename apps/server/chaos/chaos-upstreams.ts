import { systemClock } from '../src/clock.ts';
import type { RunningServer } from '../src/simulator/api-v2-http-server.ts';
import { parseDialect } from '../src/simulator/simulator-dialect.ts';
import {
  chargeOf,
  stateAt,
  type SimulatedOrder,
  type SimulatedState,
  type SimulatorSettings,
} from '../src/simulator/simulator-engine.ts';
import { startSimulatorServer } from '../src/simulator/simulator-server.ts';
import { memorySimulatorStore, type SimulatorStore } from '../src/simulator/simulator-store.ts';
import { UPSTREAM_COUNT } from './chaos-plan.ts';

/**
 * The run's upstream panels: standalone simulators (real HTTP) in different dialects and fault
 * rates. Each `slow` answer comes after SLOW_MS, beyond the store's PROVIDER_TIMEOUT_MS.
 */
export const PROVIDER_TIMEOUT_MS = 1500;
const SLOW_MS = 3000;
export const SIMULATOR_STEP_MS = 400;
const DIALECTS: { dialect: string; faultRate: number }[] = [
  { dialect: 'numeric-ids,lowercase-status,counts-number,lost-submit', faultRate: 0.03 },
  {
    dialect: 'string-ids,uppercase-status,cancelled-status,bom,whitespace,json-only,http-500',
    faultRate: 0.06,
  },
  { dialect: 'form-only,processing-status,counts-empty,slow', faultRate: 0.03 },
];

/** One `add` an upstream recorded (it created the order), with its state now. */
export interface UpstreamAdd {
  upstream: number;
  providerOrderId: string;
  link: string;
  quantity: number;
  state: SimulatedState;
  charge: string;
}

export interface Upstream {
  index: number;
  dialect: string;
  faultRate: number;
  url: string;
  down: boolean;
  /** Requests that met the dialect's faults (html, http-500, slow or lost-submit). */
  faults: number;
}

export interface Upstreams {
  list: Upstream[];
  outage(index: number): Promise<void>;
  recover(index: number): Promise<void>;
  /** Every `add` each upstream recorded so far. */
  adds(): UpstreamAdd[];
  close(): Promise<void>;
}

export async function startUpstreams(seed: number): Promise<Upstreams> {
  const recorded: { upstream: number; order: SimulatedOrder; settings: SimulatorSettings }[] = [];
  const running: (RunningServer | null)[] = [];
  const list: Upstream[] = [];
  const starts: (() => Promise<RunningServer>)[] = [];
  for (let index = 0; index < UPSTREAM_COUNT; index += 1) {
    const { dialect, faultRate } = DIALECTS[index]!;
    const settings: SimulatorSettings = {
      stepMs: SIMULATOR_STEP_MS,
      partialRate: 0.15,
      cancelRate: 0.08,
      seed: `chaos-${seed}-${index}`,
    };
    const store = recordingStore(memorySimulatorStore(), (order) =>
      recorded.push({ upstream: index, order, settings }),
    );
    let port: number | undefined = undefined;
    const start = async () => {
      const server = await startSimulatorServer({
        settings,
        store,
        port,
        dialect: parseDialect(dialect).dialect,
        slowMs: SLOW_MS,
        faultRate,
        faultSeed: `chaos-${seed}-${index}-faults`,
        onFault: () => (list[index]!.faults += 1),
      });
      port = server.port;
      return server;
    };
    const server = await start();
    starts.push(start);
    running.push(server);
    list.push({ index, dialect, faultRate, url: server.url, down: false, faults: 0 });
  }
  return {
    list,
    async outage(index) {
      await running[index]?.close();
      running[index] = null;
      list[index]!.down = true;
    },
    async recover(index) {
      if (running[index]) return;
      running[index] = await starts[index]!();
      list[index]!.down = false;
    },
    adds() {
      const now = systemClock.now();
      return recorded.map(({ upstream, order, settings }) => {
        const state = stateAt(order, now, settings);
        return {
          upstream,
          providerOrderId: String(order.id),
          link: order.link,
          quantity: order.quantity,
          state,
          charge: chargeOf(order, state),
        };
      });
    },
    async close() {
      await Promise.all(running.flatMap((server) => (server ? [server.close()] : [])));
    },
  };
}

/** The simulator's memory store, telling `onInsert` of every order it creates. */
function recordingStore(store: SimulatorStore, onInsert: (order: SimulatedOrder) => void): SimulatorStore {
  return {
    ...store,
    async insert(order) {
      const saved = await store.insert(order);
      onInsert(saved);
      return saved;
    },
  };
}
