import type { SimulatedOrder } from './simulator-engine.ts';

export type NewSimulatedOrder = Omit<SimulatedOrder, 'id' | 'canceledAt' | 'refilledAt'>;

/** Where the simulator keeps its orders: memory for the standalone server, the database in-process. */
export interface SimulatorStore {
  insert(order: NewSimulatedOrder): Promise<SimulatedOrder>;
  find(ids: readonly number[]): Promise<Map<number, SimulatedOrder>>;
  /** Marks the order canceled at `at` unless it already was. */
  markCanceled(id: number, at: Date): Promise<void>;
  /** Starts (or restarts) the order's refill at `at`. */
  markRefilled(id: number, at: Date): Promise<void>;
}

/** The standalone simulator's store: one process, forgotten on restart like a scratch panel. */
export function memorySimulatorStore(): SimulatorStore {
  const orders = new Map<number, SimulatedOrder>();
  let nextId = 1;
  return {
    async insert(order) {
      const saved = {
        ...order,
        fields: order.fields ?? {},
        id: nextId++,
        canceledAt: null,
        refilledAt: null,
      };
      orders.set(saved.id, saved);
      return saved;
    },
    async find(ids) {
      return new Map(
        ids.flatMap((id) => {
          const order = orders.get(id);
          return order ? [[id, order] as const] : [];
        }),
      );
    },
    async markCanceled(id, at) {
      const order = orders.get(id);
      if (order && !order.canceledAt) order.canceledAt = at;
    },
    async markRefilled(id, at) {
      const order = orders.get(id);
      if (order) order.refilledAt = at;
    },
  };
}
