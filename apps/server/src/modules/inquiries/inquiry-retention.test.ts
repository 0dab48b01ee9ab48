import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInquiry, placeTestOrder } from '../../../test/helpers/inquiries.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTokenService } from '../accounts/token-service.ts';
import { createRetentionService } from '../retention/retention-service.ts';

const START = new Date();
const DAY = 24 * 60 * 60 * 1000;
const yearsLater = (years: number, days = 0) => {
  const d = new Date(START);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return new Date(d.getTime() + days * DAY);
};

const clock = manualClock(START);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

const exists = async (id: number) =>
  (await ctx.db.query('SELECT 1 FROM inquiries WHERE id = $1', [id])).rowCount === 1;
const messages = async (id: number) =>
  (await ctx.db.query('SELECT 1 FROM inquiry_messages WHERE inquiry_id = $1', [id])).rowCount;

describe('1:1 문의: retention (consumer complaints, 3 years)', () => {
  it('removes an inquiry and its thread 3 years after its last activity, and nothing younger', async () => {
    const member = await createTestMember(ctx, { points: 1000, clock });
    const orderId = await placeTestOrder(ctx, member);
    const old = await createInquiry(ctx, member, { category: 'order', orderId });
    const revived = await createInquiry(ctx, member);
    // A year later the member adds to the second thread: its 3 years start again.
    clock.set(yearsLater(1));
    const tokens = createTokenService(ctx.config.JWT_SECRET ?? '', ctx.config.JWT_TTL_SECONDS, clock);
    const token = await tokens.sign({ memberId: member.id, tokenVersion: 0 });
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/service/inquiries/${revived.id}/messages`,
      headers: { authorization: `Bearer ${token}` },
      payload: { body: '다시 문의드립니다' },
    });
    expect(added.statusCode).toBe(200);
    const retention = createRetentionService({ db: ctx.db, clock });

    clock.set(yearsLater(3, -1));
    await retention.run();
    expect(await exists(old.id)).toBe(true);

    clock.set(yearsLater(3, 1));
    await retention.run();
    expect(await exists(old.id)).toBe(false);
    expect(await messages(old.id)).toBe(0);
    expect(await exists(revived.id)).toBe(true);
    expect(await messages(revived.id)).toBe(2);
    // The order it was about stays: orders follow the 5-year rule of contracts.
    const order = await ctx.db.query('SELECT 1 FROM orders WHERE id = $1', [orderId]);
    expect(order.rowCount).toBe(1);

    clock.set(yearsLater(4, 1));
    await retention.run();
    expect(await exists(revived.id)).toBe(false);
  });

  it('keeps the inquiry when the order it names is purged first, clearing the link', async () => {
    const member = await createTestMember(ctx, { points: 1000, clock });
    clock.set(START);
    const orderId = await placeTestOrder(ctx, member);
    const inquiry = await createInquiry(ctx, member, { category: 'order', orderId });
    await ctx.db.query('DELETE FROM orders WHERE id = $1', [orderId]);
    const { rows } = await ctx.db.query<{ order_id: number | null }>(
      'SELECT order_id FROM inquiries WHERE id = $1',
      [inquiry.id],
    );
    expect(rows).toEqual([{ order_id: null }]);
  });
});
