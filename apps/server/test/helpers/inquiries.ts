import type { InquiryDetail } from '@smm/contract/inquiries';
import { createTestService } from './order-fixtures.ts';
import type { TestMember } from './members.ts';
import type { TestContext } from './test-context.ts';

/** `POST /api/service/inquiries` as the member. */
export function postInquiry(ctx: TestContext, member: TestMember | null, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/service/inquiries',
    headers: member?.headers ?? {},
    payload: payload as Record<string, unknown>,
  });
}

/** A general inquiry that must succeed; answers its thread. */
export async function createInquiry(
  ctx: TestContext,
  member: TestMember,
  extra: Record<string, unknown> = {},
): Promise<InquiryDetail> {
  const res = await postInquiry(ctx, member, { category: 'other', title: '문의', body: '내용', ...extra });
  if (res.statusCode !== 201) throw new Error(`inquiry failed: ${res.statusCode} ${res.body}`);
  return res.json<InquiryDetail>();
}

/** One order of the member on a fresh test service; answers its id. */
export async function placeTestOrder(ctx: TestContext, member: TestMember): Promise<number> {
  const serviceId = await createTestService(ctx, { price: 1 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/service/order',
    headers: member.headers,
    payload: { link: 'https://instagram.com/p/inquiry', serviceId, amount: 100 },
  });
  if (res.statusCode !== 200) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json<{ orderId: number }>().orderId;
}

/** How many rows a table holds (for "changes nothing" checks). */
export async function countRows(ctx: TestContext, table: 'inquiries' | 'inquiry_messages'): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? -1;
}
