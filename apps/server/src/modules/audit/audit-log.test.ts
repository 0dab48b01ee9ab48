import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.ts';
import { createMemberDirectoryService } from '../accounts/member-directory-service.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { createAuditService } from './audit-service.ts';

describe('audit log', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers 401 to the anonymous and 403 to members', async () => {
    const member = await createTestMember(ctx);
    expect((await ctx.app.inject({ url: '/api/admin/audit-log' })).statusCode).toBe(401);
    const asMember = await ctx.app.inject({ url: '/api/admin/audit-log', headers: member.headers });
    expect(asMember.statusCode).toBe(403);
  });

  it('lists recorded actions newest first with the operator, filtered and keyset paged', async () => {
    const operator = await createTestMember(ctx, { isAdmin: true });
    const audit = createAuditService({
      db: ctx.db,
      clock: systemClock,
      members: createMemberDirectoryService({ db: ctx.db }),
    });
    await ctx.db.transaction(async (tx) => {
      await audit.record(tx, {
        operatorId: operator.id,
        action: 'member.block',
        targetType: 'member',
        targetId: 7,
        before: { blocked: false },
        after: { blocked: true },
      });
      await audit.record(tx, {
        operatorId: operator.id,
        action: 'member.adjust',
        targetType: 'member',
        targetId: 7,
        after: { delta: -1000 },
        memo: '환불 처리',
      });
    });
    const all = await ctx.app.inject({ url: '/api/admin/audit-log', headers: operator.headers });
    expect(all.statusCode).toBe(200);
    const rows = all.json<{ id: number; action: string; operatorLoginId: string; memo: string }[]>();
    expect(rows.map((r) => r.action)).toEqual(['member.adjust', 'member.block']);
    expect(rows[0]).toMatchObject({ operatorLoginId: operator.loginId, memo: '환불 처리' });

    const filtered = await ctx.app.inject({
      url: '/api/admin/audit-log?action=member.block',
      headers: operator.headers,
    });
    expect(filtered.json<{ action: string }[]>().map((r) => r.action)).toEqual(['member.block']);
    const next = await ctx.app.inject({
      url: `/api/admin/audit-log?limit=1&before=${rows[0]!.id}`,
      headers: operator.headers,
    });
    expect(next.json<{ action: string }[]>().map((r) => r.action)).toEqual(['member.block']);
  });

  it('is append-only', async () => {
    await expect(ctx.db.query('UPDATE audit_log SET memo = $1', ['x'])).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});
