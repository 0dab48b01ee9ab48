import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember } from '../../../test/helpers/members.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';
import { httpTransport } from '../fulfilment/api-v2-http-transport.ts';
import { createApiV2Provider } from '../fulfilment/api-v2-provider.ts';
import { ProviderError } from '../fulfilment/provider-error.ts';
import { apiKeyHash } from '../accounts/account-secrets.ts';

let ctx: TestContext;
let service: number;
let provider: ReturnType<typeof createApiV2Provider>;
let memberId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  service = await createTestService(ctx, { price: 0.5, min: 10, max: 1000 });
  const member = await createTestMember(ctx, { points: 100 });
  memberId = member.id;
  const key = randomBytes(24).toString('base64url');
  await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
  // Real HTTP: the same adapter that talks to upstream panels talks to our own /api/v2.
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = ctx.app.server.address() as AddressInfo;
  provider = createApiV2Provider(
    httpTransport(`http://127.0.0.1:${port}/api/v2`, 5000, { allowPrivate: true }),
    key,
  );
});
afterAll(() => ctx.close());

describe('our fulfilment API v2 adapter against our own /api/v2', () => {
  it('reads our services', async () => {
    const services = await provider.services();
    expect(services.find((s) => s.service === String(service))).toEqual({
      service: String(service),
      name: '테스트 서비스',
      type: 'Default',
      category: '테스트 카테고리',
      rate: '500',
      min: 10,
      max: 1000,
      dripfeed: false,
      refill: false,
      cancel: false,
    });
  });

  it('adds an order, then reads its status singly and in a batch, and the balance', async () => {
    const { providerOrderId } = await provider.add({
      service: String(service),
      link: 'https://x.com/a',
      quantity: 20,
    });
    const expected = {
      status: OrderStatus.Processing,
      rawStatus: 'Pending',
      startCount: 0,
      remains: 20,
      charge: '10',
    };
    expect(await provider.status(providerOrderId)).toEqual(expected);
    await ctx.db.query('UPDATE orders SET status = 1, start_count = 55, remains = 12 WHERE id = $1', [
      Number(providerOrderId),
    ]);
    const batch = await provider.multiStatus([providerOrderId, '999999999']);
    expect(batch.get(providerOrderId)).toEqual({
      ok: true,
      value: {
        status: OrderStatus.InProgress,
        rawStatus: 'In progress',
        startCount: 55,
        remains: 12,
        charge: '10',
      },
    });
    expect(batch.get('999999999')).toEqual({ ok: false, error: 'Incorrect order ID' });
    expect(await provider.balance()).toEqual({ balance: '90', currency: 'KRW' });
    expect(await balanceAndLedger(ctx, memberId)).toEqual({ balance: 90_000, ledger: 90_000 });
  });

  it('hears a refusal as a provider error carrying our Korean message', async () => {
    const error = await provider
      .add({ service: String(service), link: 'https://x.com/a', quantity: 1000 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toBe('포인트가 부족합니다.');
  });
});
