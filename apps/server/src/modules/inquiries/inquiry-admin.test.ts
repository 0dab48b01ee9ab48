import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInquiryDetail, AdminInquiryRow, InquiryTemplate } from '@smm/contract/admin-inquiries';
import type { Dashboard } from '@smm/contract/admin-dashboard';
import { type InquiryDetail, type InquiryRow } from '@smm/contract/inquiries';
import { INQUIRY_MESSAGES as M } from '@smm/contract/inquiries-messages';
import { countRows, createInquiry } from '../../../test/helpers/inquiries.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createPendingTopUp } from '../../../test/helpers/points.ts';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';

const clock = manualClock();
let ctx: TestContext;
let admin: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ clock, demoCatalog: false });
  admin = await createTestMember(ctx, { isAdmin: true, clock });
});
afterAll(() => ctx.close());

const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
const call = (who: TestMember, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const auditRows = async (targetType: string, targetId: number) =>
  (
    await ctx.db.query<{ action: string; operator_id: number; before: unknown; after: unknown }>(
      `SELECT action, operator_id, before, after FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id`,
      [targetType, String(targetId)],
    )
  ).rows;

describe('1:1 문의: the operator side', () => {
  it('lists waiting inquiries first, the longest waiting first, and filters by status and category', async () => {
    const member = await createTestMember(ctx, { clock });
    const older = await createInquiry(ctx, member, { category: 'account', title: '먼저' });
    clock.advance(60_000);
    const newer = await createInquiry(ctx, member, { category: 'other', title: '나중' });
    clock.advance(60_000);
    const answered = await createInquiry(ctx, member, { category: 'other', title: '답변됨' });
    expect(
      (await call(admin, 'POST', `/api/admin/inquiries/${answered.id}/reply`, { body: '답' })).statusCode,
    ).toBe(200);
    const queue = (await call(admin, 'GET', '/api/admin/inquiries')).json<AdminInquiryRow[]>();
    expect(queue.map((r) => r.id)).toEqual([older.id, newer.id, answered.id]);
    expect(queue[0]).toMatchObject({ memberId: member.id, loginId: member.loginId, status: 'waiting' });
    const waiting = await call(admin, 'GET', '/api/admin/inquiries?status=waiting&category=other');
    expect(waiting.json<AdminInquiryRow[]>().map((r) => r.id)).toEqual([newer.id]);
    const bad = await call(admin, 'GET', '/api/admin/inquiries?status=open');
    expect(bad.statusCode).toBe(400);
    // A later message from the member puts the answered one back in the queue, behind the others.
    await call(member, 'POST', `/api/service/inquiries/${answered.id}/messages`, { body: '아직이요' });
    const again = (await call(admin, 'GET', '/api/admin/inquiries?status=waiting')).json<AdminInquiryRow[]>();
    expect(again.map((r) => r.id)).toEqual([older.id, newer.id, answered.id]);
  });

  it('answers: the member sees it unread until they open the thread, and the reply is audited', async () => {
    const member = await createTestMember(ctx, { clock });
    const inquiry = await createInquiry(ctx, member);
    clock.advance(1_000);
    const res = await call(admin, 'POST', `/api/admin/inquiries/${inquiry.id}/reply`, {
      body: '확인했습니다.\n처리해 드렸습니다.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminInquiryDetail>()).toMatchObject({
      status: 'answered',
      waitingSince: null,
      messages: [
        { author: 'member', operatorLoginId: null },
        { author: 'operator', body: '확인했습니다.\n처리해 드렸습니다.', operatorLoginId: admin.loginId },
      ],
    });
    expect(await auditRows('inquiry', inquiry.id)).toEqual([
      {
        action: 'inquiry.reply',
        operator_id: admin.id,
        before: { status: 'waiting' },
        after: { status: 'answered' },
      },
    ]);
    const list = (await call(member, 'GET', '/api/service/inquiries')).json<InquiryRow[]>();
    expect(list.find((r) => r.id === inquiry.id)).toMatchObject({ status: 'answered', unread: true });
    clock.advance(1_000);
    const thread = (await call(member, 'GET', `/api/service/inquiries/${inquiry.id}`)).json<InquiryDetail>();
    expect(thread.messages.map((m) => m.author)).toEqual(['member', 'operator']);
    const after = (await call(member, 'GET', '/api/service/inquiries')).json<InquiryRow[]>();
    expect(after.find((r) => r.id === inquiry.id)?.unread).toBe(false);
  });

  it('closes, audited, and refuses a reply to a closed inquiry without changing it', async () => {
    const member = await createTestMember(ctx, { clock });
    const inquiry = await createInquiry(ctx, member);
    const closed = await call(admin, 'POST', `/api/admin/inquiries/${inquiry.id}/close`);
    expect(closed.json<AdminInquiryDetail>().status).toBe('closed');
    const messagesBefore = await countRows(ctx, 'inquiry_messages');
    const late = await call(admin, 'POST', `/api/admin/inquiries/${inquiry.id}/reply`, { body: '늦은 답' });
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe(M.alreadyClosed);
    expect(await countRows(ctx, 'inquiry_messages')).toBe(messagesBefore);
    expect((await auditRows('inquiry', inquiry.id)).map((r) => r.action)).toEqual(['inquiry.close']);
    const empty = await call(admin, 'POST', `/api/admin/inquiries/${inquiry.id + 1000}/reply`, {
      body: '답',
    });
    expect(empty.statusCode).toBe(404);
    const blank = await call(admin, 'POST', `/api/admin/inquiries/${inquiry.id}/reply`, { body: ' ' });
    expect(message(blank)).toBe(M.bodyRequired);
  });

  it('shows the linked top-up beside the thread', async () => {
    const member = await createTestMember(ctx, { clock });
    const topupId = await createPendingTopUp(ctx, member, '김입금', 20000);
    const inquiry = await createInquiry(ctx, member, { category: 'charge', pointRequestId: topupId });
    const detail = (
      await call(admin, 'GET', `/api/admin/inquiries/${inquiry.id}`)
    ).json<AdminInquiryDetail>();
    expect(detail.subject).toEqual({ kind: 'topup', id: topupId });
    expect(detail.topup).toMatchObject({ id: topupId, name: '김입금', point: 20000, status: 0 });
  });

  it('keeps the operator API from members, and counts the waiting ones on the dashboard', async () => {
    const member = await createTestMember(ctx, { clock });
    const inquiry = await createInquiry(ctx, member);
    for (const [method, url] of [
      ['GET', '/api/admin/inquiries'],
      ['POST', `/api/admin/inquiries/${inquiry.id}/reply`],
      ['GET', '/api/admin/inquiry-templates'],
    ] as const)
      expect(
        (await call(member, method, url, method === 'POST' ? { body: 'x' } : undefined)).statusCode,
      ).toBe(403);
    const { rows } = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM inquiries WHERE status = 'waiting'`,
    );
    const dashboard = (await call(admin, 'GET', '/api/admin/dashboard?days=1')).json<Dashboard>();
    expect(dashboard.pending.inquiries).toBe(rows[0]?.n);
    expect(dashboard.pending.inquiries).toBeGreaterThan(0);
  });

  it('keeps canned answers, every change audited', async () => {
    const created = await call(admin, 'POST', '/api/admin/inquiry-templates', {
      title: '입금 확인',
      body: '입금 확인 후 1~10분 안에 충전됩니다.',
    });
    expect(created.statusCode).toBe(201);
    const template = created.json<InquiryTemplate>();
    const updated = await call(admin, 'PATCH', `/api/admin/inquiry-templates/${template.id}`, {
      title: '입금 확인',
      body: '입금 확인 후 충전됩니다.',
    });
    expect(updated.json<InquiryTemplate>().body).toBe('입금 확인 후 충전됩니다.');
    const bad = await call(admin, 'PATCH', `/api/admin/inquiry-templates/${template.id}`, {
      title: '',
      body: 'x',
    });
    expect(message(bad)).toBe(M.titleRequired);
    const list = (await call(admin, 'GET', '/api/admin/inquiry-templates')).json<InquiryTemplate[]>();
    expect(list.map((t) => t.body)).toEqual(['입금 확인 후 충전됩니다.']);
    const removed = await call(admin, 'DELETE', `/api/admin/inquiry-templates/${template.id}`);
    expect(removed.json<InquiryTemplate[]>()).toEqual([]);
    expect((await call(admin, 'DELETE', `/api/admin/inquiry-templates/${template.id}`)).statusCode).toBe(404);
    expect((await auditRows('inquiry_template', template.id)).map((r) => r.action)).toEqual([
      'inquiry_template.create',
      'inquiry_template.update',
      'inquiry_template.delete',
    ]);
  });

  it('serialises a reply and a close that race: a closed inquiry never turns answered', async () => {
    // On PostgreSQL the two requests really overlap; PGlite's one connection runs them in turn.
    const rounds = TEST_DB === 'postgres' ? 15 : 3;
    for (let round = 0; round < rounds; round += 1) {
      // A member per round: new inquiries are limited per member and hour.
      const member = await createTestMember(ctx, { clock });
      const inquiry = await createInquiry(ctx, member);
      const [reply, close] = await Promise.all([
        call(admin, 'POST', `/api/admin/inquiries/${inquiry.id}/reply`, { body: `답변 ${round}` }),
        call(member, 'POST', `/api/service/inquiries/${inquiry.id}/close`),
      ]);
      expect(close.statusCode).toBe(200);
      expect([200, 409]).toContain(reply.statusCode);
      const { rows } = await ctx.db.query<{ status: string; messages: number; audits: number }>(
        `SELECT i.status,
                (SELECT count(*)::int FROM inquiry_messages m WHERE m.inquiry_id = i.id) AS messages,
                (SELECT count(*)::int FROM audit_log a
                  WHERE a.target_type = 'inquiry' AND a.target_id = i.id::text) AS audits
           FROM inquiries i WHERE i.id = $1`,
        [inquiry.id],
      );
      const replied = reply.statusCode === 200 ? 1 : 0;
      expect(rows).toEqual([{ status: 'closed', messages: 1 + replied, audits: replied }]);
    }
  });
});
