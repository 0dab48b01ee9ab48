import type { Database } from '../../db/database.ts';
import type { MetricsService } from './metrics-service.ts';
import { queueDepths } from './ops-repository.ts';

/**
 * Gauges read at scrape time: the work queues (one cheap statement over partial indexes, see
 * ops-repository.ts) and the connection pool. Every instance reports the same queues, so a
 * dashboard takes their max, not their sum.
 */
export function registerDatabaseGauges(metrics: MetricsService, db: Database): void {
  metrics.gauge('smm_queue_depth', 'Rows waiting in a work queue', ['queue'], async (set) => {
    const depths = await queueDepths(db);
    set({ queue: 'orders_new' }, depths.ordersNew);
    set({ queue: 'orders_submitting' }, depths.ordersSubmitting);
    set({ queue: 'orders_unknown' }, depths.ordersUnknown);
    set({ queue: 'orders_needs_operator' }, depths.ordersNeedsOperator);
    set({ queue: 'topups_pending' }, depths.topUpsPending);
  });
  const pool = db.poolStats?.bind(db);
  if (!pool) return;
  metrics.gauge('smm_db_pool_connections', 'PostgreSQL pool connections by state', ['state'], async (set) => {
    const stats = pool();
    set({ state: 'total' }, stats.total);
    set({ state: 'idle' }, stats.idle);
    set({ state: 'waiting' }, stats.waiting);
    set({ state: 'max' }, stats.max);
  });
}
