import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember } from '../../../test/helpers/members.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { credit, debitIfCovered } from './ledger-repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ demoCatalog: false });
});
afterAll(() => ctx.close());

const entry = (memberId: number, key: string) => ({
  memberId,
  reason: 'order' as const,
  refType: 'test',
  refId: null,
  key,
});

describe('the ledger', () => {
  it('credits and debits exactly, keeping the balance equal to the sum of entries', async () => {
    const m = await createTestMember(ctx, { points: 1.5 });
    const after = await ctx.db.transaction((tx) =>
      debitIfCovered(tx, { ...entry(m.id, `d1-${m.id}`), amountMilli: 300 }),
    );
    expect(after).toBe(1200);
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 1200, ledger: 1200 });
  });

  it('refuses a debit the balance does not cover and changes nothing', async () => {
    const m = await createTestMember(ctx, { points: 1 });
    const after = await ctx.db.transaction((tx) =>
      debitIfCovered(tx, { ...entry(m.id, `d2-${m.id}`), amountMilli: 1001 }),
    );
    expect(after).toBeNull();
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 1000, ledger: 1000 });
  });

  it('never books the same key twice: the second credit rolls its transaction back', async () => {
    const m = await createTestMember(ctx);
    const book = () =>
      ctx.db.transaction((tx) =>
        credit(tx, { ...entry(m.id, `refund-${m.id}`), reason: 'refund', amountMilli: 500 }),
      );
    await book();
    const error = await book().catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 500, ledger: 500 });
  });

  it('keeps entries append-only', async () => {
    const m = await createTestMember(ctx, { points: 2 });
    await expect(
      ctx.db.query('UPDATE point_ledger SET delta_milli = 1 WHERE member_id = $1', [m.id]),
    ).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('DELETE FROM point_ledger WHERE member_id = $1', [m.id])).rejects.toThrow(
      /append-only/,
    );
  });

  it('lets concurrent debits take exactly what the balance covers', async () => {
    const m = await createTestMember(ctx, { points: 10 });
    const attempts = Array.from({ length: 30 }, (_, i) =>
      ctx.db.transaction((tx) => debitIfCovered(tx, { ...entry(m.id, `c-${m.id}-${i}`), amountMilli: 1000 })),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r !== null)).toHaveLength(10);
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 0, ledger: 0 });
  });
});
