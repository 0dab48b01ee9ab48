import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MassOrderPreview } from '@smm/contract/mass-order';
import { MASS_ORDER_MESSAGES } from '@smm/contract/mass-order-messages';
import { SERVICE_TYPES } from '@smm/contract/service-types';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { orderFootprint } from '../../../test/helpers/order-fixtures.ts';
import { createTypedService } from '../../../test/helpers/typed-order-fixtures.ts';

// Issue 32: a mass order line is `serviceId | link | quantity`, a whole order only for a Default
// service; a line of any other type is refused, naming the type (service-types-resale.md).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function post(url: string, m: TestMember, text: string) {
  const res = await ctx.app.inject({ method: 'POST', url, headers: m.headers, payload: { text } });
  return {
    status: res.statusCode,
    body: res.json<MassOrderPreview & { message?: string; error?: string }>(),
  };
}

describe('mass order and service types', () => {
  it('refuses every type but Default with a Korean message naming the type, and places nothing', async () => {
    const m = await createTestMember(ctx, { points: 1000 });
    const plain = await createTypedService(ctx, 'Default');
    for (const type of SERVICE_TYPES.filter((t) => t !== 'Default')) {
      const typed = await createTypedService(ctx, type);
      const text = `${plain} | https://x.com/a | 10\n${typed} | https://x.com/b | 10`;
      const preview = await post('/api/service/mass-order/preview', m, text);
      expect(preview.status).toBe(200);
      expect(preview.body.lines[0]).toMatchObject({ error: null, cost: 10 });
      expect(preview.body.lines[1]).toMatchObject({
        serviceId: typed,
        serviceName: '테스트 서비스',
        error: MASS_ORDER_MESSAGES.typeRefused(type),
        cost: null,
      });
      expect(preview.body.error).toBe(
        `2번째 줄: ${type} 유형의 서비스는 대량 주문으로 주문할 수 없습니다. 주문하기에서 한 건씩 주문해 주세요.`,
      );
      const placed = await post('/api/service/mass-order', m, text);
      expect(placed.status).toBe(400);
      expect(placed.body).toMatchObject({ error: 'ORDER_RULE', message: preview.body.error });
    }
    expect(await orderFootprint(ctx, m.id)).toEqual({ orders: 0, autoOrders: 0, ledger: 1 });
  });

  it('places Default lines as before', async () => {
    const m = await createTestMember(ctx, { points: 1000 });
    const plain = await createTypedService(ctx, 'Default');
    const placed = await post(
      '/api/service/mass-order',
      m,
      `${plain} | https://x.com/a | 10\n${plain} | https://x.com/b | 5`,
    );
    expect(placed.status).toBe(200);
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 985_000, ledger: 985_000 });
  });
});
