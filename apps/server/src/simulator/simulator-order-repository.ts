import type { Queryable } from '../db/database.ts';
import type { SimulatedOrder } from './simulator-engine.ts';
import type { SimulatorStore } from './simulator-store.ts';

interface Row {
  id: number;
  service: string;
  link: string;
  quantity: number;
  fields: Record<string, string> | string;
  rate: string;
  placed_at: Date;
  canceled_at: Date | null;
  refilled_at: Date | null;
}

const toOrder = (row: Row): SimulatedOrder => ({
  id: Number(row.id),
  service: row.service,
  link: row.link,
  quantity: row.quantity,
  fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, string>) : row.fields,
  rate: Number(row.rate),
  placedAt: new Date(row.placed_at),
  canceledAt: row.canceled_at ? new Date(row.canceled_at) : null,
  refilledAt: row.refilled_at ? new Date(row.refilled_at) : null,
});

/**
 * The in-process simulator keeps its orders in the database (simulator_orders), so the embedded
 * demo survives restarts and several server processes on one PostgreSQL see the same "panel".
 * Each call is its own statement: the simulator is an outside provider and never joins our
 * transactions.
 */
export function createSimulatorOrderRepository(db: Queryable): SimulatorStore {
  return {
    async insert(order) {
      const { rows } = await db.query<Row>(
        `INSERT INTO simulator_orders (service, link, quantity, fields, rate, placed_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6)
         RETURNING id, service, link, quantity, fields, rate::text AS rate, placed_at, canceled_at, refilled_at`,
        [
          order.service,
          order.link,
          order.quantity,
          JSON.stringify(order.fields ?? {}),
          order.rate,
          order.placedAt,
        ],
      );
      const [row] = rows;
      if (!row) throw new Error('simulator order insert returned no row');
      return toOrder(row);
    },
    async find(ids) {
      if (ids.length === 0) return new Map();
      const { rows } = await db.query<Row>(
        `SELECT id, service, link, quantity, fields, rate::text AS rate, placed_at, canceled_at, refilled_at
           FROM simulator_orders WHERE id = ANY($1::bigint[])`,
        [ids],
      );
      return new Map(rows.map((row) => [Number(row.id), toOrder(row)]));
    },
    async markCanceled(id, at) {
      await db.query('UPDATE simulator_orders SET canceled_at = $2 WHERE id = $1 AND canceled_at IS NULL', [
        id,
        at,
      ]);
    },
    async markRefilled(id, at) {
      await db.query('UPDATE simulator_orders SET refilled_at = $2 WHERE id = $1', [id, at]);
    },
  };
}
