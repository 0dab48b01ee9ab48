import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { AdminOrderDetail } from '@smm/contract/admin-orders';
import { OrderStatus } from '@smm/contract/enums';
import type { ServiceBackups } from '@smm/contract/admin-service-backups';
import type { ApiV2FakeServer } from '../fakes/api-v2-fake-server.ts';
import type { ManualClock } from './manual-clock.ts';
import { createTestMember, type TestMember } from './members.ts';
import { createHarness, expectLedgersBalanced, startFake, type Harness } from './fulfilment-harness.ts';

/**
 * Two fault-injecting panels over HTTP: the service's own provider (`main`) and a backup provider
 * (`backup`), each recording every `add`. One store and service (0.5 points a unit, the main's
 * service '1' at 0.25 won a unit) per file; a member with 100 points per test.
 */
export interface FailoverSuite {
  h: Harness;
  main: ApiV2FakeServer;
  backup: ApiV2FakeServer;
  backupProviderId: number;
  serviceId: number;
  admin: TestMember;
  member: TestMember;
  /** PUT /api/admin/services/{id}/backups as the console does; answers the response. */
  saveBackups(
    backups: { providerId: number; providerServiceId: string }[],
    allowLoss?: boolean,
  ): Promise<{ statusCode: number; json: ServiceBackups & { message?: string } }>;
  /** Places an order of 100 units (50 points) with a link of its own. */
  order(): Promise<{ orderId: number; link: string }>;
  /** The `add`s a panel recorded for one link. */
  addsAt(panel: ApiV2FakeServer, link: string): Record<string, string>[];
  /** GET /api/admin/orders/{id}. */
  detail(orderId: number): Promise<AdminOrderDetail>;
  /** The order's provider and cost basis. */
  basis(orderId: number): Promise<{
    provider_id: number;
    provider_currency: string | null;
    unit_cost_milli: string | null;
    provider_cost_milli: number | null;
  }>;
}

let links = 0;

export function useFailoverSuite(clock: ManualClock): FailoverSuite {
  const s = {
    async saveBackups(backups, allowLoss = false) {
      const response = await s.h.ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/services/${s.serviceId}/backups`,
        headers: s.admin.headers,
        payload: { backups, allowLoss },
      });
      return { statusCode: response.statusCode, json: response.json() };
    },
    async order() {
      const link = `https://www.instagram.com/p/failover${++links}/`;
      return { orderId: await s.h.order(s.member, { serviceId: s.serviceId, amount: 100, link }), link };
    },
    addsAt: (panel, link) => panel.requestsOf('add').filter((r) => r.link === link),
    async detail(orderId) {
      const response = await s.h.ctx.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: s.admin.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminOrderDetail>();
    },
    async basis(orderId) {
      const { rows } = await s.h.ctx.db.query<Awaited<ReturnType<FailoverSuite['basis']>>>(
        `SELECT provider_id, provider_currency, unit_cost_milli::text AS unit_cost_milli, provider_cost_milli
           FROM orders WHERE id = $1`,
        [orderId],
      );
      return rows[0]!;
    },
  } as FailoverSuite;
  beforeAll(async () => {
    s.main = await startFake(clock);
    s.backup = await startFake(clock);
    s.h = await createHarness({ apiUrl: s.main.url }, clock);
    const { rows } = await s.h.ctx.db.query<{ id: number }>(
      `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('백업 패널', 'api_v2', $1, 'test-key') RETURNING id`,
      [s.backup.url],
    );
    s.backupProviderId = rows[0]!.id;
    s.serviceId = await s.h.service(0.5);
    s.admin = await createTestMember(s.h.ctx, { isAdmin: true, clock });
  });
  afterAll(async () => {
    await s.h.ctx.close();
    await Promise.all([s.main.close(), s.backup.close()]);
  });
  beforeEach(async () => {
    s.member = await s.h.member(100);
  });
  afterEach(async () => {
    await expectLedgersBalanced(s.h.ctx);
    // Orders a test left waiting (a retry, a lost answer) must not be sent by the next test's sweeps.
    await s.h.ctx.db.query(
      `UPDATE orders SET status = ${OrderStatus.Canceled}, submit_state = 'failed' WHERE submit_state <> 'submitted'`,
    );
  });
  return s;
}
