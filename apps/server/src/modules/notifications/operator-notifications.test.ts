import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentType } from '@smm/contract/enums';
import { sendJson, startFakeServer, type FakeServer } from '../../../test/fakes/fake-http.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createNotificationDelivery } from './notification-delivery.ts';

interface Received {
  path: string;
  body: Record<string, unknown>;
}

/** A webhook or Bot API endpoint that records what it got and can be made to fail. */
async function startReceiver(): Promise<FakeServer & { received: Received[]; failing: boolean }> {
  const extra = { failing: false, received: [] as Received[] };
  const server = await startFakeServer(async (req, url, res) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    if (extra.failing) return sendJson(res, 503, { ok: false });
    extra.received.push({ path: url.pathname, body: JSON.parse(raw) as Record<string, unknown> });
    sendJson(res, 200, { ok: true });
  });
  // The handler reads `extra`, so the test flips failing on this same object.
  return Object.assign(extra, {
    url: server.url,
    paths: server.paths,
    delayMs: 0,
    close: () => server.close(),
  });
}

describe('operator notifications', () => {
  const clock = manualClock();
  let ctx: TestContext;
  let webhook: Awaited<ReturnType<typeof startReceiver>>;
  let telegram: Awaited<ReturnType<typeof startReceiver>>;
  let delivery: ReturnType<typeof createNotificationDelivery>;

  beforeAll(async () => {
    webhook = await startReceiver();
    telegram = await startReceiver();
    ctx = await createTestContext({
      clock,
      env: {
        OPERATOR_WEBHOOK_URL: `${webhook.url}/hook`,
        TELEGRAM_BOT_TOKEN: '123:abc',
        TELEGRAM_CHAT_ID: '-1001',
        TELEGRAM_API_BASE_URL: telegram.url,
      },
    });
    delivery = createNotificationDelivery({
      db: ctx.db,
      clock,
      config: ctx.config,
      options: { timeoutMs: 5_000 },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await webhook.close();
    await telegram.close();
  });

  const requestTopUp = async () => {
    const member = await createTestMember(ctx, { clock });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/point',
      headers: member.headers,
      payload: { name: '홍길동', point: 10000, feeType: PaymentType.None },
    });
    return { member, response };
  };

  it('a new top-up request succeeds while the webhook is down, and is delivered by a later retry', async () => {
    webhook.failing = true;
    telegram.failing = true;
    const { member, response } = await requestTopUp();
    expect(response.statusCode, response.body).toBe(201);
    expect(await delivery.deliverDue()).toBe(0);
    // Not due again before the backoff.
    webhook.failing = false;
    telegram.failing = false;
    expect(await delivery.deliverDue()).toBe(0);
    clock.advance(30_000);
    expect(await delivery.deliverDue()).toBe(2);
    expect(webhook.received).toHaveLength(1);
    expect(webhook.received[0]).toMatchObject({
      path: '/hook',
      body: {
        type: 'point_request.created',
        data: { memberId: member.id, point: 10000, depositorName: '홍길동' },
      },
    });
    expect(webhook.received[0]!.body.text).toBe(
      `[충전 요청] ${member.loginId}님이 10,000원 충전을 요청했습니다. 입금자명 홍길동, 입금액 10,000원 (요청 #${
        response.json<{ id: number }>().id
      })`,
    );
    expect(telegram.received).toEqual([
      { path: '/bot123:abc/sendMessage', body: { chat_id: '-1001', text: webhook.received[0]!.body.text } },
    ]);
    // Delivered once: nothing more to send.
    clock.advance(3_600_000);
    expect(await delivery.deliverDue()).toBe(0);
    const { rows } = await ctx.db.query<{ attempts: number; delivered: boolean }>(
      `SELECT attempts, delivered_at IS NOT NULL AS delivered FROM operator_notifications WHERE type = 'point_request.created'`,
    );
    expect(rows).toEqual([
      { attempts: 2, delivered: true },
      { attempts: 2, delivered: true },
    ]);
  });

  it('backs off exponentially and gives up after the last attempt', async () => {
    webhook.failing = true;
    telegram.failing = true;
    const local = createNotificationDelivery({
      db: ctx.db,
      clock,
      config: ctx.config,
      options: { timeoutMs: 5_000, maxAttempts: 3 },
    });
    await requestTopUp();
    const due = async () =>
      (
        await ctx.db.query<{ attempts: number; failed: boolean; next: Date }>(
          `SELECT attempts, failed_at IS NOT NULL AS failed, next_attempt_at AS next FROM operator_notifications
            WHERE delivered_at IS NULL AND channel = 'webhook'`,
        )
      ).rows[0]!;
    await local.deliverDue();
    expect((await due()).next.getTime() - clock.now().getTime()).toBe(30_000);
    clock.advance(30_000);
    await local.deliverDue();
    expect((await due()).next.getTime() - clock.now().getTime()).toBe(60_000);
    clock.advance(60_000);
    await local.deliverDue();
    expect(await due()).toMatchObject({ attempts: 3, failed: true });
    webhook.failing = false;
    telegram.failing = false;
  });

  it('tells the operator once when an order starts needing them', async () => {
    const { createFulfilmentServices } = await import('../fulfilment/fulfilment-services.ts');
    const { createOperatorNotifier } = await import('./operator-notifier.ts');
    const { createTestService } = await import('../../../test/helpers/order-fixtures.ts');
    const serviceId = await createTestService(ctx, { price: 1, min: 1, max: 1000 });
    const member = await createTestMember(ctx, { points: 100, clock });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: member.headers,
      payload: { serviceId, link: 'https://www.instagram.com/p/n/', amount: 10, runs: 0, interval: 0 },
    });
    const { orderId } = placed.json<{ orderId: number }>();
    const fulfilment = createFulfilmentServices({
      db: ctx.db,
      clock,
      config: ctx.config,
      notifier: createOperatorNotifier({ config: ctx.config, clock }),
    });
    await fulfilment.submission.submitDueOrders();
    await fulfilment.submission.submitDueOrders();
    webhook.received.length = 0;
    await delivery.deliverDue();
    expect(webhook.received.map((r) => r.body)).toEqual([
      {
        type: 'order.needs_operator',
        text: `[운영자 확인 필요] 주문 #${orderId}: 서비스에 연결된 공급처가 없어 직접 처리해야 합니다.`,
        data: { orderId, reason: 'no_provider' },
      },
    ]);
  });
});
