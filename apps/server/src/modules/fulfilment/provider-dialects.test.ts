import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { ledgerRows, STEP_MS } from '../../../test/helpers/fulfilment-harness.ts';
import { useDialectSuite } from '../../../test/helpers/dialect-harness.ts';

// Each test places 100-unit orders (50 points) against the real HTTP simulator in one dialect
// (SIMULATOR_DIALECT), submits them and syncs them to the end (docs/decisions/provider-dialects.md).
const clock = manualClock();
const s = useDialectSuite(clock);

const ALL_CANCELED = { cancelRate: 1 };
const ALL_PARTIAL = { partialRate: 1 };

describe('panels that spell ids, counts and statuses their own way', () => {
  it.each([
    'numeric-ids,counts-number',
    'string-ids',
    'lowercase-status',
    'uppercase-status,counts-number',
    'processing-status',
    'bom',
    'whitespace,bom,string-ids',
    'form-only',
    'json-only',
  ])('%s: submits once, follows the order through its steps and settles it', async (quirks) => {
    const panel = await s.panel(quirks);
    const orderId = await s.order();
    await s.h.fulfilment.submission.submitDueOrders();
    expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'submitted', provider_order_id: '1' });

    clock.advance(s.h.fulfilment.options.syncIntervalMs);
    await s.h.fulfilment.statusSync.syncOrderStatuses();
    expect(await s.h.state(orderId)).toMatchObject({ status: OrderStatus.Processing, remains: 100 });

    clock.advance(STEP_MS);
    await s.h.fulfilment.statusSync.syncOrderStatuses();
    expect(await s.h.state(orderId)).toMatchObject({ status: OrderStatus.InProgress, needs_operator: false });

    await s.finish();
    expect(await s.h.state(orderId)).toMatchObject({
      status: OrderStatus.Completed,
      remains: 0,
      refunded_milli: 0,
      needs_operator: false,
    });
    expect(panel.adds).toHaveLength(1);
    await s.h.expectBalance(s.member, 50);
  });

  it.each(['cancelled-status', 'lowercase-status', 'uppercase-status,counts-null', 'counts-empty'])(
    '%s: refunds a canceled order in full, once',
    async (quirks) => {
      await s.panel(quirks, ALL_CANCELED);
      const orderId = await s.order();
      await s.h.fulfilment.submission.submitDueOrders();
      await s.finish();
      await s.finish();
      expect(await s.h.state(orderId)).toMatchObject({
        status: OrderStatus.Canceled,
        refunded_milli: 50_000,
      });
      expect(await ledgerRows(s.h.ctx, `order:${orderId}:refund`)).toHaveLength(1);
      await s.h.expectBalance(s.member, 100);
    },
  );

  it.each(['counts-number', 'lowercase-status', 'string-ids,bom'])(
    '%s: refunds a Partial by what the panel says remains',
    async (quirks) => {
      await s.panel(quirks, ALL_PARTIAL);
      const orderId = await s.order();
      await s.h.fulfilment.submission.submitDueOrders();
      await s.finish();
      const { status, remains, refunded_milli: refunded } = await s.h.state(orderId);
      expect(status).toBe(OrderStatus.Partial);
      expect(remains).toBeGreaterThan(0);
      expect(refunded).toBe((remains ?? 0) * 500);
    },
  );

  it.each(['counts-empty', 'counts-null'])(
    '%s: a Partial without a remains waits for the operator, nothing guessed',
    async (quirks) => {
      await s.panel(quirks, ALL_PARTIAL);
      const orderId = await s.order();
      await s.h.fulfilment.submission.submitDueOrders();
      await s.finish();
      expect(await s.h.state(orderId)).toMatchObject({
        status: OrderStatus.Partial,
        remains: null,
        refunded_milli: 0,
        needs_operator: true,
      });
      await s.h.expectBalance(s.member, 50);
    },
  );

  it('counts-empty and counts-null: a completed order needs no count', async () => {
    for (const quirks of ['counts-empty', 'counts-null']) {
      await s.panel(quirks);
      const orderId = await s.order();
      await s.h.fulfilment.submission.submitDueOrders();
      await s.finish();
      expect(await s.h.state(orderId)).toMatchObject({ status: OrderStatus.Completed, refunded_milli: 0 });
    }
  });
});

describe('status words the store does not know', () => {
  it.each([
    ['refunded-status', 'Refunded'],
    ['fail-status', 'Fail'],
    ['error-status', 'Error'],
    ['fail-status,lowercase-status', 'fail'],
  ])('%s: keeps the order open, flags it with the raw word, refunds nothing', async (quirks, word) => {
    await s.panel(quirks, ALL_CANCELED);
    const orderId = await s.order();
    await s.h.fulfilment.submission.submitDueOrders();
    clock.advance(s.h.fulfilment.options.syncIntervalMs);
    await s.h.fulfilment.statusSync.syncOrderStatuses();
    await s.finish();
    await s.finish();
    expect(await s.h.state(orderId)).toMatchObject({
      status: OrderStatus.Processing,
      submit_state: 'submitted',
      needs_operator: true,
      refunded_milli: 0,
      last_error: `unknown provider status "${word}"`,
    });
    const { rows } = await s.h.ctx.db.query<{ provider_status: string }>(
      'SELECT provider_status FROM orders WHERE id = $1',
      [orderId],
    );
    expect(rows[0]?.provider_status).toBe(word);
    expect(await ledgerRows(s.h.ctx, `order:${orderId}:refund`)).toEqual([]);
    await s.h.expectBalance(s.member, 50);
  });
});

describe('multi-status answers with gaps', () => {
  it.each([
    ['multi-missing', 'status: missing from the answer'],
    ['multi-error', 'status: Incorrect order ID'],
  ])('%s: flags the order left out, settles the others', async (quirks, error) => {
    await s.panel(quirks);
    s.member = await s.h.member(200);
    const ids = [await s.order(), await s.order(), await s.order()];
    await s.h.fulfilment.submission.submitDueOrders();
    await s.finish();
    const states = await Promise.all(ids.map((id) => s.h.state(id)));
    const flagged = states.filter((o) => o.needs_operator);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toMatchObject({ status: OrderStatus.Pending, last_error: error, refunded_milli: 0 });
    expect(states.filter((o) => o.status === OrderStatus.Completed)).toHaveLength(2);
    await s.h.expectBalance(s.member, 50);
  });
});
