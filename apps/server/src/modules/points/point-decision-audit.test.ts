import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createPendingTopUp, decide } from '../../../test/helpers/points.ts';

let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

interface AuditRow {
  operator_id: number;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  memo: string;
}

async function auditRows(requestId: number): Promise<AuditRow[]> {
  const { rows } = await ctx.db.query<AuditRow>(
    `SELECT operator_id, action, target_type, target_id, before, after, memo FROM audit_log
      WHERE target_type = 'point_request' AND target_id = $1 ORDER BY id`,
    [String(requestId)],
  );
  return rows;
}

describe('the audit log of top-up decisions', () => {
  it('records an approval with the operator and the values before and after', async () => {
    const member = await createTestMember(ctx);
    const id = await createPendingTopUp(ctx, member, '홍길동', 10000, 1);
    expect((await decide(ctx, operator, id, 'approve')).statusCode).toBe(200);
    expect(await auditRows(id)).toEqual([
      {
        operator_id: operator.id,
        action: 'point_request.approve',
        target_type: 'point_request',
        target_id: String(id),
        before: { status: 0, point: 10000, payAmount: 11000 },
        after: { status: 1, point: 10000, payAmount: 11000, reason: null },
        memo: '',
      },
    ]);
    // A refused second decision changes nothing, so it records nothing.
    expect((await decide(ctx, operator, id, 'approve')).statusCode).toBe(409);
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('records a rejection with its reason as the memo', async () => {
    const member = await createTestMember(ctx);
    const id = await createPendingTopUp(ctx, member, '김철수', 5000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/point-requests/${id}/reject`,
      headers: operator.headers,
      payload: { reason: '입금 확인 불가' },
    });
    expect(res.statusCode).toBe(200);
    expect(await auditRows(id)).toEqual([
      expect.objectContaining({
        operator_id: operator.id,
        action: 'point_request.reject',
        before: { status: 0, point: 5000, payAmount: 5000 },
        after: { status: 2, point: 5000, payAmount: 5000, reason: '입금 확인 불가' },
        memo: '입금 확인 불가',
      }),
    ]);
    expect((await decide(ctx, operator, id, 'reject')).statusCode).toBe(409);
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('shows the decisions in GET /api/admin/audit-log under the operator login id', async () => {
    const member = await createTestMember(ctx);
    const id = await createPendingTopUp(ctx, member, '이영희', 3000);
    await decide(ctx, operator, id, 'approve');
    const res = await ctx.app.inject({
      url: `/api/admin/audit-log?targetType=point_request&targetId=${id}`,
      headers: operator.headers,
    });
    expect(res.json()).toEqual([
      expect.objectContaining({ action: 'point_request.approve', operatorLoginId: operator.loginId }),
    ]);
  });
});
