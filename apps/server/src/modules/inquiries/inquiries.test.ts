import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InquiryDetail, type InquiryRow } from '@smm/contract/inquiries';
import { INQUIRY_BODY_MAX } from '@smm/contract/inquiry-limits';
import { INQUIRY_MESSAGES as M } from '@smm/contract/inquiries-messages';
import { MESSAGES } from '@smm/contract/messages';
import { countRows, createInquiry, placeTestOrder, postInquiry } from '../../../test/helpers/inquiries.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createPendingTopUp } from '../../../test/helpers/points.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { OPERATOR_WEBHOOK_URL: 'http://127.0.0.1:9/hook', RATE_LIMIT_INQUIRIES_PER_HOUR: '3' },
  });
});
afterAll(() => ctx.close());

const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
const call = (member: TestMember | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: member?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('1:1 문의: the member side', () => {
  it('answers 401 to a caller without a session before looking at the body', async () => {
    const before = await countRows(ctx, 'inquiries');
    for (const payload of [
      {},
      { category: 'nope', title: '', body: '' },
      { category: 'other', title: 't', body: 'b' },
    ]) {
      const res = await postInquiry(ctx, null, payload);
      expect(res.statusCode).toBe(401);
      expect(message(res)).toBe(MESSAGES.server.unauthorized);
    }
    const bad = await call(null, 'POST', '/api/service/inquiries/1/messages', { body: '' });
    expect(bad.statusCode).toBe(401);
    for (const url of [
      '/api/service/inquiries',
      '/api/service/inquiries/1',
      '/api/service/inquiries/subjects',
    ])
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect(await countRows(ctx, 'inquiries')).toBe(before);
  });

  it.each([
    [{ title: '제목', body: '내용' }, M.categoryRequired],
    [{ category: 'billing', title: '제목', body: '내용' }, M.categoryRequired],
    [{ category: 'other', title: '   ', body: '내용' }, M.titleRequired],
    [{ category: 'other', body: '내용' }, M.titleRequired],
    [{ category: 'other', title: 'x'.repeat(101), body: '내용' }, M.titleTooLong],
    [{ category: 'other', title: '한 줄\n두 줄', body: '내용' }, M.titleOneLine],
    [{ category: 'other', title: '제목', body: ' \n ' }, M.bodyRequired],
    [{ category: 'other', title: '제목', body: 'x'.repeat(INQUIRY_BODY_MAX + 1) }, M.bodyTooLong],
    [{ category: 'order', title: '제목', body: '내용', orderId: 1, pointRequestId: 1 }, M.oneSubject],
    [{ category: 'order', title: '제목', body: '내용', orderId: 'abc' }, M.subjectNotFound],
  ])('refuses %j with its Korean message and stores nothing', async (payload, expected) => {
    const member = await createTestMember(ctx);
    const before = await countRows(ctx, 'inquiries');
    const res = await postInquiry(ctx, member, payload);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
    expect(await countRows(ctx, 'inquiries')).toBe(before);
  });

  it('asks about an own order, keeps the text as written and tells the operator', async () => {
    const member = await createTestMember(ctx, { points: 1000 });
    const orderId = await placeTestOrder(ctx, member);
    const body = '주문이 안 들어왔어요.\n\n<b>확인</b> 부탁드립니다 <script>x()</script>';
    const res = await postInquiry(ctx, member, { category: 'order', title: ' 주문 문의 ', body, orderId });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<InquiryDetail>();
    expect(created).toMatchObject({
      category: 'order',
      title: '주문 문의',
      status: 'waiting',
      subject: { kind: 'order', id: orderId },
      unread: false,
      messages: [{ author: 'member', body }],
    });
    const { rows } = await ctx.db.query<{ text: string }>(
      `SELECT text FROM operator_notifications WHERE type = 'inquiry.created' AND data->>'id' = $1`,
      [String(created.id)],
    );
    expect(rows.map((r) => r.text)).toEqual([
      `[1:1 문의] ${member.loginId}님이 주문 문의를 남겼습니다: 주문 문의 (문의 #${created.id})`,
    ]);
  });

  it("refuses another member's order or top-up as the subject (nothing stored)", async () => {
    const owner = await createTestMember(ctx, { points: 1000 });
    const other = await createTestMember(ctx);
    const orderId = await placeTestOrder(ctx, owner);
    const topupId = await createPendingTopUp(ctx, owner, '홍길동', 10000);
    const before = await countRows(ctx, 'inquiries');
    for (const subject of [{ orderId }, { pointRequestId: topupId }, { orderId: 99_999_999 }]) {
      const res = await postInquiry(ctx, other, {
        category: 'order',
        title: '제목',
        body: '내용',
        ...subject,
      });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(M.subjectNotFound);
    }
    expect(await countRows(ctx, 'inquiries')).toBe(before);
    const own = await createInquiry(ctx, owner, { category: 'charge', pointRequestId: topupId });
    expect(own.subject).toEqual({ kind: 'topup', id: topupId });
  });

  it("answers 404 for another member's inquiry, for reading, writing and closing alike", async () => {
    const owner = await createTestMember(ctx);
    const stranger = await createTestMember(ctx);
    const inquiry = await createInquiry(ctx, owner);
    const base = `/api/service/inquiries/${inquiry.id}`;
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['POST', `${base}/messages`, { body: '끼어들기' }],
      ['POST', `${base}/close`, undefined],
    ] as const) {
      const res = await call(stranger, method, url, payload);
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe(M.notFound);
    }
    const list = await call(stranger, 'GET', '/api/service/inquiries');
    expect(list.json<InquiryRow[]>()).toEqual([]);
    const thread = await call(owner, 'GET', base);
    expect(thread.json<InquiryDetail>()).toMatchObject({ status: 'waiting', messages: [{ body: '내용' }] });
  });

  it('adds to an open thread, closes it, and then refuses more', async () => {
    const member = await createTestMember(ctx);
    const inquiry = await createInquiry(ctx, member);
    const base = `/api/service/inquiries/${inquiry.id}`;
    const added = await call(member, 'POST', `${base}/messages`, { body: '추가로\n여쭙니다' });
    expect(added.statusCode).toBe(200);
    expect(added.json<InquiryDetail>().messages.map((m) => m.body)).toEqual(['내용', '추가로\n여쭙니다']);
    const closed = await call(member, 'POST', `${base}/close`);
    expect(closed.json<InquiryDetail>().status).toBe('closed');
    const late = await call(member, 'POST', `${base}/messages`, { body: '하나 더' });
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe(M.closed);
    expect((await call(member, 'POST', `${base}/close`)).statusCode).toBe(409);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM inquiry_messages WHERE inquiry_id = $1',
      [inquiry.id],
    );
    expect(rows[0]?.n).toBe(2);
  });

  it("offers only the member's own recent orders and top-ups as subjects", async () => {
    const member = await createTestMember(ctx, { points: 1000 });
    const other = await createTestMember(ctx, { points: 1000 });
    const orderId = await placeTestOrder(ctx, member);
    await placeTestOrder(ctx, other);
    const topupId = await createPendingTopUp(ctx, member, '홍길동', 5000);
    const res = await call(member, 'GET', '/api/service/inquiries/subjects');
    expect(res.statusCode).toBe(200);
    const subjects = res.json<{ orders: { id: number }[]; topups: { id: number; point: number }[] }>();
    expect(subjects.orders.map((o) => o.id)).toEqual([orderId]);
    expect(subjects.topups).toMatchObject([{ id: topupId, point: 5000 }]);
  });
});

describe('1:1 문의: the limit on new inquiries', () => {
  it('refuses the member past the hourly limit with 429, and still takes messages to a thread', async () => {
    const member = await createTestMember(ctx);
    const first = await createInquiry(ctx, member);
    await createInquiry(ctx, member);
    await createInquiry(ctx, member);
    const before = await countRows(ctx, 'inquiries');
    const res = await postInquiry(ctx, member, { category: 'other', title: '네 번째', body: '내용' });
    expect(res.statusCode).toBe(429);
    expect(message(res)).toBe(MESSAGES.server.tooManyRequests);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await countRows(ctx, 'inquiries')).toBe(before);
    const more = await call(member, 'POST', `/api/service/inquiries/${first.id}/messages`, { body: '추가' });
    expect(more.statusCode).toBe(200);
    // Another member has a budget of their own.
    await createInquiry(ctx, await createTestMember(ctx));
  });
});
