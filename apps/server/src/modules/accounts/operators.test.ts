import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MEMBER_MESSAGES } from '@smm/contract/admin-members-messages';
import type { OperatorRow } from '@smm/contract/admin-operators';
import { MESSAGES } from '@smm/contract/messages';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';

let ctx: TestContext;
let owner: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ demoCatalog: false });
  owner = await createTestMember(ctx, { isAdmin: true, loginId: 'owner' });
});
afterAll(() => ctx.close());

const as = (headers: { authorization: string }) => ({
  list: () => ctx.app.inject({ url: '/api/admin/operators', headers }),
  add: (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/operators', headers, payload }),
  remove: (id: number) => ctx.app.inject({ method: 'DELETE', url: `/api/admin/operators/${id}`, headers }),
  password: (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/operators/me/password', headers, payload }),
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = async (id: string, password: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { id, password },
  });
  return response.statusCode === 200 ? response.json<{ accessToken: string }>().accessToken : null;
};
const auditActions = async () =>
  (await ctx.db.query<{ action: string }>('SELECT action FROM audit_log ORDER BY id')).rows.map(
    (r) => r.action,
  );

describe('the console operators', () => {
  it('are for operators only', async () => {
    const member = await createTestMember(ctx);
    expect((await ctx.app.inject({ url: '/api/admin/operators' })).statusCode).toBe(401);
    expect((await as(member.headers).list()).statusCode).toBe(403);
    expect((await as(member.headers).add({ id: 'sneaky', password: 'sneaky-pass-1' })).statusCode).toBe(403);
  });

  it('adds an operator who can sign in to the console, audited; a taken id or bad input changes nothing', async () => {
    const added = await as(owner.headers).add({ id: 'helper', password: 'helper-pass-1' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ loginId: 'helper', self: false });
    const token = await login('helper', 'helper-pass-1');
    expect(token).not.toBeNull();
    const me = await ctx.app.inject({ url: '/api/admin/me', headers: bearer(token!) });
    expect(me.json()).toEqual({ id: 'helper', isAdmin: true });

    const before = await auditActions();
    const taken = await as(owner.headers).add({ id: 'HELPER', password: 'other-pass-12' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MESSAGES.server.idTaken });
    const bad = await as(owner.headers).add({ id: 'new one', password: 'other-pass-12' });
    expect(bad.json()).toMatchObject({ statusCode: 400, message: MESSAGES.register.idNoSpace });
    expect(await auditActions()).toEqual(before);
    expect(before.at(-1)).toBe('operator.create');

    const list = (await as(owner.headers).list()).json<OperatorRow[]>();
    expect(list.map((o) => [o.loginId, o.self])).toEqual([
      ['owner', true],
      ['helper', false],
    ]);
  });

  it('removes another operator, never oneself, so the last operator always stays', async () => {
    const ids = (await as(owner.headers).list()).json<OperatorRow[]>();
    const helper = ids.find((o) => o.loginId === 'helper')!;
    const self = await as(owner.headers).remove(owner.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: ADMIN_MEMBER_MESSAGES.revokeSelf });

    expect((await as(owner.headers).remove(helper.id)).json()).toEqual({ ok: true });
    expect((await auditActions()).at(-1)).toBe('member.revoke_admin');
    expect((await as(owner.headers).list()).json<OperatorRow[]>().map((o) => o.loginId)).toEqual(['owner']);
    // The removed operator is a member now: the console answers 403.
    const token = await login('helper', 'helper-pass-1');
    expect((await ctx.app.inject({ url: '/api/admin/me', headers: bearer(token!) })).statusCode).toBe(403);
    // Alone now, the owner still cannot remove themself.
    expect((await as(owner.headers).remove(owner.id)).statusCode).toBe(409);
  });

  it("changes the operator's own password, audited, and ends the older sessions", async () => {
    await as(owner.headers).add({ id: 'second', password: 'second-pass-1' });
    const token = (await login('second', 'second-pass-1'))!;
    const wrong = await as(bearer(token)).password({
      currentPassword: 'nope-nope-1',
      newPassword: 'second-pass-2',
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.password.currentWrong });
    expect((await auditActions()).at(-1)).toBe('operator.create');

    const done = await as(bearer(token)).password({
      currentPassword: 'second-pass-1',
      newPassword: 'second-pass-2',
    });
    expect(done.json()).toEqual({ ok: true });
    expect((await auditActions()).at(-1)).toBe('operator.change_password');
    expect((await ctx.app.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(401);
    expect(await login('second', 'second-pass-1')).toBeNull();
    expect(await login('second', 'second-pass-2')).not.toBeNull();
  });
});
