import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMemberRow } from '@smm/contract/admin-members';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';

let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ demoCatalog: false });
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

const post = (memberId: number, action: string, payload?: object, as: TestMember = operator) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/members/${memberId}/${action}`,
    headers: as.headers,
    payload,
  });

async function auditRows(memberId: number) {
  const { rows } = await ctx.db.query<{
    action: string;
    operator_id: number;
    before: unknown;
    after: unknown;
    memo: string;
  }>(
    "SELECT action, operator_id, before, after, memo FROM audit_log WHERE target_type = 'member' AND target_id = $1 ORDER BY id",
    [String(memberId)],
  );
  return rows;
}

describe('balance adjustments', () => {
  it('credits and debits through one adjustment ledger row each, audited with the memo', async () => {
    const m = await createTestMember(ctx, { points: 100 });
    const up = await post(m.id, 'adjustments', { delta: 12.345, memo: '이벤트 지급' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json<AdminMemberRow>()).toMatchObject({ id: m.id, balance: 112.345 });
    const down = await post(m.id, 'adjustments', { delta: -112.345, memo: '오입금 회수' });
    expect(down.json<AdminMemberRow>().balance).toBe(0);

    const { rows } = await ctx.db.query<{
      delta_milli: number;
      reason: string;
      ref_type: string;
      ref_id: number;
      memo: string;
    }>(
      "SELECT delta_milli, reason, ref_type, ref_id, memo FROM point_ledger WHERE member_id = $1 AND ref_type = 'operator' ORDER BY id",
      [m.id],
    );
    expect(rows).toEqual([
      {
        delta_milli: 12345,
        reason: 'adjustment',
        ref_type: 'operator',
        ref_id: operator.id,
        memo: '이벤트 지급',
      },
      {
        delta_milli: -112345,
        reason: 'adjustment',
        ref_type: 'operator',
        ref_id: operator.id,
        memo: '오입금 회수',
      },
    ]);
    const { balance, ledger } = await balanceAndLedger(ctx, m.id);
    expect(balance).toBe(ledger);
    expect(await auditRows(m.id)).toEqual([
      {
        action: 'member.adjust',
        operator_id: operator.id,
        before: { balance: 100 },
        after: { balance: 112.345, delta: 12.345 },
        memo: '이벤트 지급',
      },
      {
        action: 'member.adjust',
        operator_id: operator.id,
        before: { balance: 112.345 },
        after: { balance: 0, delta: -112.345 },
        memo: '오입금 회수',
      },
    ]);
  });

  it('refuses a debit larger than the balance with 409 and changes nothing', async () => {
    const m = await createTestMember(ctx, { points: 5 });
    const res = await post(m.id, 'adjustments', { delta: -5.001, memo: '회수' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: '보유 포인트보다 많이 차감할 수 없습니다.' });
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 5000, ledger: 5000 });
    expect(await auditRows(m.id)).toEqual([]);
  });

  it('validates the body with Korean messages', async () => {
    const m = await createTestMember(ctx);
    const cases: [object, string][] = [
      [{ memo: '메모' }, '조정할 포인트를 입력해 주세요.'],
      [{ delta: 0, memo: '메모' }, '0이 아닌 포인트를 입력해 주세요.'],
      [{ delta: 1.0001, memo: '메모' }, '포인트는 소수점 셋째 자리까지 입력할 수 있습니다.'],
      [{ delta: 1 }, '조정 사유를 입력해 주세요.'],
      [{ delta: 1, memo: '   ' }, '조정 사유를 입력해 주세요.'],
      [{ delta: 10_000_001, memo: '메모' }, '한 번에 조정할 수 있는 포인트는 1,000만 이하입니다.'],
    ];
    for (const [body, message] of cases) {
      const res = await post(m.id, 'adjustments', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect((await post(999_999, 'adjustments', { delta: 1, memo: '메모' })).statusCode).toBe(404);
  });

  it('refuses a deleted member with 409', async () => {
    const m = await createTestMember(ctx);
    await ctx.db.query('UPDATE members SET login_id = NULL, deleted_at = now() WHERE id = $1', [m.id]);
    const res = await post(m.id, 'adjustments', { delta: 1, memo: '메모' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: '탈퇴한 회원입니다.' });
  });

  it.runIf(TEST_DB === 'postgres')(
    'applies exactly 5 of 10 concurrent -1,000 adjustments against 5,000 (PostgreSQL)',
    async () => {
      const m = await createTestMember(ctx, { points: 5000 });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => post(m.id, 'adjustments', { delta: -1000, memo: `회수 ${i}` })),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c === 409)).toHaveLength(5);
      expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 0, ledger: 0 });
      expect((await auditRows(m.id)).filter((r) => r.action === 'member.adjust')).toHaveLength(5);
    },
  );
});

describe('block, unblock and operator rights', () => {
  it('blocks and unblocks with 409 on a repeat, audited, touching nothing else', async () => {
    const m = await createTestMember(ctx, { points: 7 });
    const before = await ctx.db.query('SELECT token_version, point_milli FROM members WHERE id = $1', [m.id]);
    const blocked = await post(m.id, 'block');
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json<AdminMemberRow>().state).toBe('blocked');
    const again = await post(m.id, 'block');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: '이미 차단된 회원입니다.' });
    expect((await post(m.id, 'unblock')).json<AdminMemberRow>().state).toBe('active');
    const unblockAgain = await post(m.id, 'unblock');
    expect(unblockAgain.statusCode).toBe(409);
    expect(unblockAgain.json()).toMatchObject({ message: '차단되지 않은 회원입니다.' });
    const after = await ctx.db.query('SELECT token_version, point_milli FROM members WHERE id = $1', [m.id]);
    expect(after.rows).toEqual(before.rows);
    expect((await auditRows(m.id)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['member.block', { blocked: false }, { blocked: true }],
      ['member.unblock', { blocked: true }, { blocked: false }],
    ]);
  });

  it('refuses to block or demote oneself', async () => {
    const self = await post(operator.id, 'block');
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: '자기 자신은 차단할 수 없습니다.' });
    const demote = await post(operator.id, 'revoke-admin');
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ message: '자기 자신의 운영자 권한은 회수할 수 없습니다.' });
    expect(await auditRows(operator.id)).toEqual([]);
  });

  it('grants and revokes operator rights, audited; the new operator reaches the console at once', async () => {
    const m = await createTestMember(ctx);
    expect((await ctx.app.inject({ url: '/api/admin/members', headers: m.headers })).statusCode).toBe(403);
    const granted = await post(m.id, 'grant-admin');
    expect(granted.json<AdminMemberRow>().isAdmin).toBe(true);
    expect((await post(m.id, 'grant-admin')).statusCode).toBe(409);
    expect((await ctx.app.inject({ url: '/api/admin/members', headers: m.headers })).statusCode).toBe(200);
    // Another operator may block an operator, and the one granted may not demote the granter's self.
    expect((await post(m.id, 'revoke-admin')).json<AdminMemberRow>().isAdmin).toBe(false);
    const repeat = await post(m.id, 'revoke-admin');
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({ message: '운영자가 아닌 회원입니다.' });
    expect((await ctx.app.inject({ url: '/api/admin/members', headers: m.headers })).statusCode).toBe(403);
    expect((await auditRows(m.id)).map((r) => r.action)).toEqual([
      'member.grant_admin',
      'member.revoke_admin',
    ]);
  });
});
