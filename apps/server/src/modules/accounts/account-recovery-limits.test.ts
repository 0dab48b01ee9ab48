import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_MESSAGES as R } from '@smm/contract/account-recovery-messages';
import { MESSAGES } from '@smm/contract/messages';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import {
  createRecoveryTestContext,
  freshPhone,
  linkToken,
  naverMember,
  signUp,
  type RecoveryTestContext,
} from '../../../test/helpers/recovery-context.ts';

const HOUR = 60 * 60_000;
let ctx: RecoveryTestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createRecoveryTestContext({
    recoveryLimits: {
      perIp: { max: 4, windowMs: HOUR },
      perEmail: { max: 2, windowMs: HOUR },
      perId: { max: 2, windowMs: HOUR },
      codesPerNumber: { max: 2, windowMs: HOUR },
    },
  });
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

const tooMany = [429, MESSAGES.server.tooManyRequests];
const answer = (res: Awaited<ReturnType<RecoveryTestContext['post']>>) => [
  res.statusCode,
  res.json<{ message?: string }>().message,
];

describe('recovery limits', () => {
  it('limits mails per address, reaching the limit alike for an address with or without an account', async () => {
    const member = await signUp(ctx);
    for (const email of [member.email, 'ghost-address@example.com']) {
      const first = ctx.smtp.received.length;
      expect((await ctx.post('/auth/find-id/email', { email })).statusCode).toBe(200);
      // Reset requests for the address count in the same bucket.
      expect((await ctx.post('/auth/reset-password/email', { id: member.loginId, email })).statusCode).toBe(
        200,
      );
      expect(answer(await ctx.post('/auth/find-id/email', { email }))).toEqual(tooMany);
      expect(ctx.smtp.received.length - first).toBeLessThanOrEqual(2);
    }
  });

  it('limits reset requests per id, alike for an id that exists and one that does not', async () => {
    const member = await signUp(ctx);
    for (const id of [member.loginId, 'no-such-member-id']) {
      for (let i = 0; i < 2; i += 1) {
        const res = await ctx.post('/auth/reset-password/email', { id, email: `try${i}${id}@example.com` });
        expect(res.statusCode).toBe(200);
      }
      const third = await ctx.post('/auth/reset-password/email', { id, email: `third${id}@example.com` });
      expect(answer(third)).toEqual(tooMany);
    }
  });

  it('limits every recovery request per client address', async () => {
    const ip = '172.16.0.1';
    for (let i = 0; i < 4; i += 1) {
      expect((await ctx.post('/auth/find-id/email', { email: `ip${i}@example.com` }, ip)).statusCode).toBe(
        200,
      );
    }
    expect(answer(await ctx.post('/auth/find-id/email', { email: 'ip9@example.com' }, ip))).toEqual(tooMany);
    const token = 'a'.repeat(43);
    expect(answer(await ctx.post('/auth/reset-password/token/inspect', { token }, ip))).toEqual(tooMany);
  });

  it('limits recovery codes per number beyond the resend cooldown', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 2; i += 1) {
      expect((await ctx.post('/auth/recovery/send-phone-code', { phoneNumber: phone })).statusCode).toBe(200);
      ctx.clock.advance(60_000);
    }
    expect(answer(await ctx.post('/auth/recovery/send-phone-code', { phoneNumber: phone }))).toEqual(tooMany);
  });
});

async function auditActions(
  memberId: number,
): Promise<{ action: string; before: unknown; after: unknown }[]> {
  const { rows } = await ctx.db.query<{ action: string; before: unknown; after: unknown }>(
    "SELECT action, before, after FROM audit_log WHERE target_type = 'member' AND target_id = $1 ORDER BY id",
    [String(memberId)],
  );
  return rows;
}

const operatorAction = (memberId: number, action: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/members/${memberId}/${action}`,
    headers: operator.headers,
  });

describe('operator console', () => {
  it('sends a reset link to the member (audited); the link works like one the member asked for', async () => {
    const member = await signUp(ctx);
    const arrived = ctx.smtp.next(member.email);
    const res = await operatorAction(member.id, 'send-password-reset');
    expect(res.statusCode, res.body).toBe(200);
    const token = linkToken(await arrived);
    expect(await auditActions(member.id)).toEqual([
      { action: 'member.send_password_reset', before: null, after: { email: member.email } },
    ]);
    const reset = await ctx.post('/auth/reset-password/token', { token, newPassword: 'operator-sent-1' });
    expect(reset.statusCode).toBe(200);
    expect(
      (await ctx.post('/auth/login', { id: member.loginId, password: 'operator-sent-1' })).statusCode,
    ).toBe(200);
  });

  it('refuses a reset mail for a social-only member or one without an address, recording nothing', async () => {
    const phone = freshPhone();
    const { loginId } = await naverMember(ctx, phone, `op${phone}@example.com`);
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM members WHERE login_id = $1', [
      loginId,
    ]);
    const social = await operatorAction(rows[0]!.id, 'send-password-reset');
    expect(answer(social)).toEqual([409, R.noPassword]);
    const member = await signUp(ctx);
    await ctx.db.query('UPDATE members SET email = NULL WHERE id = $1', [member.id]);
    expect(answer(await operatorAction(member.id, 'send-password-reset'))).toEqual([409, R.noEmail]);
    expect(await auditActions(rows[0]!.id)).toEqual([]);
    expect(await auditActions(member.id)).toEqual([]);
  });

  it('resets the phone number (audited): the number is free for a new sign-up', async () => {
    const member = await signUp(ctx);
    const res = await operatorAction(member.id, 'reset-phone');
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await ctx.db.query<{ phone_number: string | null }>(
      'SELECT phone_number FROM members WHERE id = $1',
      [member.id],
    );
    expect(rows[0]!.phone_number).toBeNull();
    expect(await auditActions(member.id)).toEqual([
      { action: 'member.reset_phone', before: { phoneNumber: member.phone }, after: { phoneNumber: null } },
    ]);
    expect(answer(await operatorAction(member.id, 'reset-phone'))).toEqual([409, R.noPhone]);
    await signUp(ctx, { phone: member.phone });
  });

  it('is for operators only', async () => {
    const member = await signUp(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/reset-phone`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
