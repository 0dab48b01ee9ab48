import { describe, expect, it } from 'vitest';
import {
  findIdByPhoneRequestSchema,
  maskLoginId,
  resetByPhoneFormSchema,
  resetByTokenFormSchema,
  resetByTokenRequestSchema,
  resetByEmailRequestSchema,
} from './account-recovery.ts';
import { idReminderMail, passwordResetMail, socialOnlyMail } from './account-recovery-messages.ts';
import { changePasswordRequestSchema } from './auth.ts';
import { MESSAGES } from './messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('maskLoginId', () => {
  it.each([
    ['growlab', 'gro***b'],
    ['abcde', 'abc***e'],
    ['abcd', 'ab***'],
    ['abc', 'a***'],
    ['a', 'a***'],
    ['그로우랩스토어', '그로우***어'],
  ])('%s → %s', (id, masked) => {
    expect(maskLoginId(id)).toBe(masked);
  });
});

describe('recovery schemas', () => {
  it('check the new password exactly as the password change checks it', () => {
    const token = 'a'.repeat(43);
    for (const newPassword of ['', 'x'.repeat(201), 'ok-pass-1']) {
      const change = changePasswordRequestSchema.shape.newPassword.safeParse(newPassword);
      const reset = resetByTokenRequestSchema.safeParse({ token, newPassword });
      expect(reset.success).toBe(change.success);
      if (!change.success) expect(firstMessage(reset)).toBe(firstMessage(change));
    }
  });

  it('check the id as the login form does and the e-mail as sign-up does', () => {
    expect(firstMessage(resetByEmailRequestSchema.safeParse({ id: '', email: 'a@b.kr' }))).toBe(
      MESSAGES.login.idRequired,
    );
    expect(firstMessage(resetByEmailRequestSchema.safeParse({ id: 'my id', email: 'a@b.kr' }))).toBe(
      MESSAGES.login.idNoSpace,
    );
    expect(firstMessage(resetByEmailRequestSchema.safeParse({ id: 'me', email: 'nope' }))).toBe(
      MESSAGES.register.emailFormat,
    );
  });

  it('tell an over-long id or password in Korean (issue 15)', () => {
    const phoneReset = {
      id: 'me',
      phoneNumber: '01012345678',
      sendCode: '12345',
      newPassword: 'one-pass-1',
      newPasswordConfirm: 'one-pass-1',
    };
    expect(firstMessage(resetByEmailRequestSchema.safeParse({ id: 'a'.repeat(51), email: 'a@b.kr' }))).toBe(
      MESSAGES.identity.idTooLong,
    );
    expect(firstMessage(resetByPhoneFormSchema.safeParse({ ...phoneReset, id: 'a'.repeat(51) }))).toBe(
      MESSAGES.identity.idTooLong,
    );
    const long = 'p'.repeat(201);
    expect(
      firstMessage(
        resetByPhoneFormSchema.safeParse({ ...phoneReset, newPassword: long, newPasswordConfirm: long }),
      ),
    ).toBe(MESSAGES.identity.passwordTooLong);
    expect(
      firstMessage(
        resetByTokenFormSchema.safeParse({
          token: 'a'.repeat(43),
          newPassword: long,
          newPasswordConfirm: long,
        }),
      ),
    ).toBe(MESSAGES.identity.passwordTooLong);
  });

  it('want a 5-digit code and a matching confirmation', () => {
    expect(
      firstMessage(findIdByPhoneRequestSchema.safeParse({ phoneNumber: '01012345678', sendCode: '12a45' })),
    ).toBe(MESSAGES.register.codeLength);
    const form = {
      id: 'me',
      phoneNumber: '01012345678',
      sendCode: '12345',
      newPassword: 'one-pass-1',
      newPasswordConfirm: 'two-pass-2',
    };
    expect(firstMessage(resetByPhoneFormSchema.safeParse(form))).toBe(MESSAGES.password.confirmMismatch);
  });
});

describe('recovery mails', () => {
  it('carry the company name, the link and its lifetime, in Korean', () => {
    const mail = passwordResetMail('그로우랩', 'growlab', 'https://shop.example/reset-password#token=t', 30);
    expect(mail.subject).toBe('[그로우랩] 비밀번호 재설정 안내');
    expect(mail.text).toContain('https://shop.example/reset-password#token=t');
    expect(mail.text).toContain('30분');
    expect(mail.text).toContain('growlab');
  });

  it('list every id with its sign-up time (Asia/Seoul) and name social logins', () => {
    const mail = idReminderMail('그로우랩', [
      { loginId: 'growlab', joinedAt: '2024-03-01T01:02:03.000Z', provider: null },
      { loginId: 'kakao_1a2b', joinedAt: '2024-03-02T01:02:03.000Z', provider: 'kakao' },
    ]);
    expect(mail.subject).toBe('[그로우랩] 아이디 찾기 안내');
    expect(mail.text).toContain('- growlab, 가입일 2024-03-01 10:02:03');
    expect(mail.text).toContain('- kakao_1a2b (카카오 로그인), 가입일 2024-03-02 10:02:03');
    expect(socialOnlyMail('그로우랩', 'naver').text).toContain('네이버 로그인 버튼');
  });
});
