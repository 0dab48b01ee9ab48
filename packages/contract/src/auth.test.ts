import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  CODE_LENGTH,
  GUEST_PROFILE,
  PHONE_LENGTH,
  changePasswordFormSchema,
  changePasswordRequestSchema,
  kakaoLoginRequestSchema,
  loginRequestSchema,
  naverLoginRequestSchema,
  phoneNumberSchema,
  phoneVerificationError,
  profileSchema,
  registerFormSchema,
  registerRequestSchema,
  registerWhereIssue,
  sendPhoneRequestSchema,
  socialNotLinkedSchema,
  socialRegisterRequestSchema,
} from './auth.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { MESSAGES } from './messages.ts';

/** All issue messages of a parse, in order (empty when it succeeds). */
function messages(schema: ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
const first = (schema: ZodType, input: unknown) => messages(schema, input)[0] ?? null;
/** Issue messages for one top-level field. */
function fieldMessages(schema: ZodType, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('constants (spec section 9)', () => {
  it('phone number length is 11 and code length is 5', () => {
    expect(PHONE_LENGTH).toBe(11);
    expect(CODE_LENGTH).toBe(5);
  });
});

describe('loginRequestSchema', () => {
  const L = MESSAGES.login;

  it('accepts an id and password', () => {
    expect(loginRequestSchema.parse({ id: 'user1', password: 'pw' })).toEqual({
      id: 'user1',
      password: 'pw',
    });
  });

  it('does not restrict spaces or length hints in the password', () => {
    expect(messages(loginRequestSchema, { id: 'user1', password: 'p w d' })).toEqual([]);
    expect(messages(loginRequestSchema, { id: 'user1', password: 'x' })).toEqual([]);
  });

  it('requires the id', () => {
    expect(messages(loginRequestSchema, { id: '', password: 'pw' })).toEqual([L.idRequired]);
    expect(L.idRequired).toBe('아이디를 입력 해주세요.');
  });

  it('requires the password', () => {
    expect(messages(loginRequestSchema, { id: 'user1', password: '' })).toEqual([L.passwordRequired]);
    expect(L.passwordRequired).toBe('비밀번호를 입력 해주세요.');
  });

  it('reports the id first when both are empty', () => {
    expect(messages(loginRequestSchema, { id: '', password: '' })).toEqual([
      L.idRequired,
      L.passwordRequired,
    ]);
  });

  it('reports missing or non-string fields with the Korean required messages', () => {
    expect(messages(loginRequestSchema, {})).toEqual([L.idRequired, L.passwordRequired]);
    expect(first(loginRequestSchema, { id: 12, password: 'pw' })).toBe(L.idRequired);
    expect(first(loginRequestSchema, { id: 'a', password: null })).toBe(L.passwordRequired);
  });

  it.each(['a b', ' ab', 'ab ', 'a\tb', 'a\nb', ' ', 'a\u3000b'])('refuses spaces in the id (%j)', (id) => {
    expect(first(loginRequestSchema, { id, password: 'pw' })).toBe(L.idNoSpace);
    expect(L.idNoSpace).toBe('아이디에 띄어쓰기는 불가능합니다.');
  });

  it('gives only the required message (not the space message) for an empty id', () => {
    expect(fieldMessages(loginRequestSchema, { id: '', password: 'pw' }, 'id')).toEqual([L.idRequired]);
  });

  it('enforces the length limits with Korean messages', () => {
    expect(messages(loginRequestSchema, { id: 'a'.repeat(50), password: 'p'.repeat(200) })).toEqual([]);
    expect(messages(loginRequestSchema, { id: 'a'.repeat(51), password: 'pw' })).toEqual([
      MESSAGES.identity.idTooLong,
    ]);
    expect(messages(loginRequestSchema, { id: 'a', password: 'p'.repeat(201) })).toEqual([
      MESSAGES.identity.passwordTooLong,
    ]);
  });
});

describe('over-long ids and passwords (issue 15)', () => {
  const I = MESSAGES.identity;
  const longId = 'a'.repeat(51);
  const longPassword = 'p'.repeat(201);

  it('are told in Korean', () => {
    expect(I.idTooLong).toBe('아이디는 50자 이하로 입력해 주세요');
    expect(I.passwordTooLong).toBe('비밀번호는 200자 이하로 입력해 주세요');
  });

  it('get that message, and only that one, on sign-up', () => {
    const valid = { id: 'user1', password: 'secret12', email: 'a@b.co', registerWhere: '검색' };
    expect(fieldMessages(registerRequestSchema, { ...valid, id: longId }, 'id')).toEqual([I.idTooLong]);
    expect(fieldMessages(registerRequestSchema, { ...valid, password: longPassword }, 'password')).toEqual([
      I.passwordTooLong,
    ]);
    const form = { ...valid, password: longPassword, passwordConfirm: longPassword };
    expect(fieldMessages(registerFormSchema, form, 'passwordConfirm')).toEqual([I.passwordTooLong]);
    expect(first(registerRequestSchema, { ...valid, email: `${'e'.repeat(200)}@b.co` })).toBe(
      MESSAGES.register.emailFormat,
    );
  });

  it('get that message on a password change, for each of its fields', () => {
    const valid = {
      currentPassword: 'old-pass-1',
      newPassword: 'new-pass-1',
      newPasswordConfirm: 'new-pass-1',
    };
    for (const field of ['currentPassword', 'newPassword', 'newPasswordConfirm'] as const) {
      expect(fieldMessages(changePasswordFormSchema, { ...valid, [field]: longPassword }, field)[0]).toBe(
        I.passwordTooLong,
      );
    }
  });

  it('keep the spec messages first: an empty or spaced id is told that, not its length', () => {
    expect(first(registerRequestSchema, { id: `a ${longId}`, password: 'secret12' })).toBe(
      MESSAGES.register.idNoSpace,
    );
    expect(first(loginRequestSchema, { id: `a ${longId}`, password: 'pw' })).toBe(MESSAGES.login.idNoSpace);
  });
});

describe('registerRequestSchema', () => {
  const R = MESSAGES.register;
  const valid = { id: 'user1', password: 'secret12', email: 'a@b.co', registerWhere: '검색' };

  it('accepts a minimal valid request and defaults the optional fields to empty strings', () => {
    expect(registerRequestSchema.parse(valid)).toEqual({
      ...valid,
      phoneNumber: '',
      sendCode: '',
      referral: '',
    });
  });

  it('trims email, registerWhere, phone, code and referral but keeps id and password as given', () => {
    const parsed = registerRequestSchema.parse({
      ...valid,
      email: '  a@b.co ',
      registerWhere: ' 검색 ',
      phoneNumber: ' 01012345678 ',
      sendCode: ' 12345 ',
      referral: ' REF ',
    });
    expect(parsed).toEqual({
      ...valid,
      phoneNumber: '01012345678',
      sendCode: '12345',
      referral: 'REF',
    });
  });

  it('requires the id', () => {
    expect(messages(registerRequestSchema, { ...valid, id: '' })).toEqual([R.idRequired]);
    expect(first(registerRequestSchema, { ...valid, id: undefined })).toBe(R.idRequired);
  });

  it('refuses spaces in the id', () => {
    expect(messages(registerRequestSchema, { ...valid, id: 'us er' })).toEqual([R.idNoSpace]);
    expect(messages(registerRequestSchema, { ...valid, id: ' user' })).toEqual([R.idNoSpace]);
  });

  it('requires the password', () => {
    expect(messages(registerRequestSchema, { ...valid, password: '' })).toEqual([R.passwordRequired]);
    expect(first(registerRequestSchema, { ...valid, password: undefined })).toBe(R.passwordRequired);
  });

  it('refuses spaces in the password', () => {
    expect(messages(registerRequestSchema, { ...valid, password: 'sec ret' })).toEqual([R.passwordNoSpace]);
    expect(messages(registerRequestSchema, { ...valid, password: ' ' })).toEqual([R.passwordNoSpace]);
  });

  it("enforces the 8-character minimum of the spec's 8 to 20 hint, not the 20 (docs/decisions/accounts.md)", () => {
    expect(messages(registerRequestSchema, { ...valid, password: 'a' })).toEqual([
      MESSAGES.identity.passwordMin,
    ]);
    expect(messages(registerRequestSchema, { ...valid, password: 'a'.repeat(7) })).toEqual([
      MESSAGES.identity.passwordMin,
    ]);
    expect(messages(registerRequestSchema, { ...valid, password: 'a'.repeat(8) })).toEqual([]);
    expect(messages(registerRequestSchema, { ...valid, password: 'a'.repeat(21) })).toEqual([]);
  });

  it.each(['<img>', '../../etc/passwd', 'a.b', '한글', 'a@b'])(
    'refuses the id %j: letters, digits, _ and - only',
    (id) => {
      expect(messages(registerRequestSchema, { ...valid, id })).toEqual([MESSAGES.identity.idCharset]);
    },
  );

  it.each(['user_1', 'User-2', 'ABC', '007'])('accepts the id %j', (id) => {
    expect(messages(registerRequestSchema, { ...valid, id })).toEqual([]);
  });

  it.each(['a@b.c', 'user@example.com', 'first.last@host', '.@', '@.'])(
    'accepts the email %j (has @ and .)',
    (email) => {
      expect(messages(registerRequestSchema, { ...valid, email })).toEqual([]);
    },
  );

  it.each(['', ' ', 'userexample.com', 'user@example', 'user', '@', '.'])(
    'refuses the email %j (needs both @ and .)',
    (email) => {
      expect(messages(registerRequestSchema, { ...valid, email })).toEqual([R.emailFormat]);
    },
  );

  it('refuses a missing email with the email message', () => {
    expect(messages(registerRequestSchema, { ...valid, email: undefined })).toEqual([R.emailFormat]);
  });

  it('leaves an empty registration source to the store: required only while sources are offered', () => {
    expect(registerRequestSchema.parse({ ...valid, registerWhere: '   ' }).registerWhere).toBe('');
    expect(registerRequestSchema.parse({ ...valid, registerWhere: undefined }).registerWhere).toBe('');
    expect(registerWhereIssue('', 3)).toBe(R.registerWhereRequired);
    expect(registerWhereIssue('   ', 1)).toBe(R.registerWhereRequired);
    expect(registerWhereIssue('검색', 3)).toBeNull();
    expect(registerWhereIssue('', 0)).toBeNull();
  });

  it('keeps the referral code optional', () => {
    expect(registerRequestSchema.parse({ ...valid, referral: 'ABC' }).referral).toBe('ABC');
    expect(registerRequestSchema.parse({ ...valid, referral: undefined }).referral).toBe('');
  });

  it('words over-long optional fields in Korean, not in zod’s English', () => {
    const long = (n: number) => 'x'.repeat(n);
    expect(messages(registerRequestSchema, { ...valid, referral: long(51) })).toEqual([
      AUTH_MESSAGES.referral.unknown,
    ]);
    expect(messages(registerRequestSchema, { ...valid, registerWhere: long(101) })).toEqual([
      R.registerWhereRequired,
    ]);
    expect(messages(registerRequestSchema, { ...valid, phoneNumber: long(21) })).toEqual([R.phoneInvalid]);
    expect(messages(registerRequestSchema, { ...valid, sendCode: long(21) })).toEqual([R.codeLength]);
  });

  it('reports every failing field in field order', () => {
    expect(
      messages(registerRequestSchema, { id: '', password: '', email: 'x', registerWhere: 'x'.repeat(101) }),
    ).toEqual([R.idRequired, R.passwordRequired, R.emailFormat, R.registerWhereRequired]);
  });
});

describe('registerFormSchema', () => {
  const R = MESSAGES.register;
  const valid = {
    id: 'user1',
    password: 'secret12',
    passwordConfirm: 'secret12',
    email: 'a@b.co',
    registerWhere: '검색',
  };

  it('accepts a matching confirmation', () => {
    expect(registerFormSchema.parse(valid)).toMatchObject(valid);
  });

  it('refuses a mismatched confirmation on the passwordConfirm field', () => {
    const result = registerFormSchema.safeParse({ ...valid, passwordConfirm: 'secret13' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['passwordConfirm'], R.passwordConfirmMismatch],
    ]);
    expect(R.passwordConfirmMismatch).toBe('비밀번호 재확인이 다릅니다');
  });

  it('compares exactly (case and trailing spaces matter)', () => {
    expect(messages(registerFormSchema, { ...valid, passwordConfirm: 'SECRET12' })).toEqual([
      R.passwordConfirmMismatch,
    ]);
    expect(messages(registerFormSchema, { ...valid, passwordConfirm: 'secret12 ' })).toEqual([
      R.passwordConfirmMismatch,
    ]);
  });

  it('refuses an empty confirmation', () => {
    expect(messages(registerFormSchema, { ...valid, passwordConfirm: '' })).toEqual([
      R.passwordConfirmMismatch,
    ]);
  });

  it('still reports the mismatch when other fields fail too', () => {
    const all = messages(registerFormSchema, { ...valid, email: 'x', passwordConfirm: 'other' });
    expect(all).toContain(R.emailFormat);
    expect(all).toContain(R.passwordConfirmMismatch);
  });

  it('reports a missing confirmation', () => {
    const { passwordConfirm: _omit, ...rest } = valid;
    expect(messages(registerFormSchema, rest)).toContain(R.passwordConfirmMismatch);
  });
});

describe('socialRegisterRequestSchema', () => {
  it('needs an access token; source, phone, code and referral default to empty', () => {
    expect(socialRegisterRequestSchema.parse({ registerWhere: '지인', accessToken: 'tok' })).toEqual({
      registerWhere: '지인',
      accessToken: 'tok',
      phoneNumber: '',
      sendCode: '',
      referral: '',
    });
    expect(socialRegisterRequestSchema.parse({ accessToken: 'tok' }).registerWhere).toBe('');
    expect(socialRegisterRequestSchema.safeParse({ registerWhere: '지인', accessToken: '  ' }).success).toBe(
      false,
    );
    expect(socialRegisterRequestSchema.safeParse({ registerWhere: '지인' }).success).toBe(false);
  });
});

describe('phoneVerificationError (checked in order: code sent, phone length 11, code length 5)', () => {
  const R = MESSAGES.register;

  it('passes a sent code of 5 characters for an 11 character phone', () => {
    expect(
      phoneVerificationError({ phoneNumber: '01012345678', sendCode: '12345', codeSent: true }),
    ).toBeNull();
  });

  it('asks to send the code first, whatever else is wrong', () => {
    expect(phoneVerificationError({ phoneNumber: '01012345678', sendCode: '12345', codeSent: false })).toBe(
      R.codeNotSent,
    );
    expect(phoneVerificationError({ phoneNumber: '', sendCode: '', codeSent: false })).toBe(R.codeNotSent);
    expect(R.codeNotSent).toBe('휴대전화 인증코드를 전송하세요');
  });

  it.each(['', '0101234567', '010123456789', '010-1234-5678'])(
    'then checks the phone is 11 characters (%j)',
    (phoneNumber) => {
      expect(phoneVerificationError({ phoneNumber, sendCode: '', codeSent: true })).toBe(R.phoneInvalid);
      expect(phoneVerificationError({ phoneNumber, sendCode: '12345', codeSent: true })).toBe(R.phoneInvalid);
    },
  );

  it.each(['', '1234', '123456', '12 4'])('then checks the code is 5 characters (%j)', (sendCode) => {
    expect(phoneVerificationError({ phoneNumber: '01012345678', sendCode, codeSent: true })).toBe(
      R.codeLength,
    );
    expect(R.codeLength).toBe('인증번호 5자를 입력하세요');
  });

  it('counts characters, not digits, for the code', () => {
    expect(
      phoneVerificationError({ phoneNumber: '01012345678', sendCode: 'abcde', codeSent: true }),
    ).toBeNull();
  });
});

describe('phoneNumberSchema and sendPhoneRequestSchema', () => {
  const R = MESSAGES.register;

  it('accepts an 11 digit mobile number, trimmed', () => {
    expect(sendPhoneRequestSchema.parse({ phoneNumber: '01012345678' })).toEqual({
      phoneNumber: '01012345678',
    });
    expect(sendPhoneRequestSchema.parse({ phoneNumber: ' 01098765432 ' })).toEqual({
      phoneNumber: '01098765432',
    });
    expect(phoneNumberSchema.parse('01100000000')).toBe('01100000000');
  });

  it.each([
    '',
    '0101234567', // 10
    '010123456789', // 12
    '010-1234-567', // 12 with dashes
    '010-123-4567', // 11 characters but not digits
    '0101234567a',
    '02123456789', // not a mobile prefix
    '11012345678',
    '０１０１２３４５６７８', // full-width digits
  ])('refuses %j with the phone message only', (phoneNumber) => {
    const all = messages(sendPhoneRequestSchema, { phoneNumber });
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all)).toEqual(new Set([R.phoneInvalid]));
  });

  it('refuses a missing or non-string phone number in Korean', () => {
    expect(messages(sendPhoneRequestSchema, {})).toEqual([R.phoneInvalid]);
    expect(messages(sendPhoneRequestSchema, { phoneNumber: 1012345678 })).toEqual([R.phoneInvalid]);
  });
});

describe('changePasswordRequestSchema and changePasswordFormSchema', () => {
  const P = MESSAGES.password;
  const valid = { currentPassword: 'old', newPassword: 'new-pass', newPasswordConfirm: 'new-pass' };

  it('takes any current password, and a new one of 8 characters or more (spaces allowed)', () => {
    expect(changePasswordRequestSchema.parse({ currentPassword: 'o', newPassword: 'n w pass' })).toEqual({
      currentPassword: 'o',
      newPassword: 'n w pass',
    });
    expect(messages(changePasswordFormSchema, valid)).toEqual([]);
    expect(messages(changePasswordRequestSchema, { currentPassword: 'o', newPassword: 'short' })).toEqual([
      MESSAGES.identity.passwordMin,
    ]);
  });

  it('requires the current password', () => {
    expect(messages(changePasswordRequestSchema, { currentPassword: '', newPassword: 'new-pass' })).toEqual([
      P.currentRequired,
    ]);
    expect(messages(changePasswordRequestSchema, { newPassword: 'new-pass' })).toEqual([P.currentRequired]);
    expect(P.currentRequired).toBe('현재 비밀번호를 입력해 주세요');
  });

  it('requires the new password', () => {
    expect(messages(changePasswordRequestSchema, { currentPassword: 'o', newPassword: '' })).toEqual([
      P.newRequired,
    ]);
    expect(messages(changePasswordRequestSchema, { currentPassword: 'o' })).toEqual([P.newRequired]);
  });

  it('reports current before new', () => {
    expect(messages(changePasswordRequestSchema, { currentPassword: '', newPassword: '' })).toEqual([
      P.currentRequired,
      P.newRequired,
    ]);
  });

  it('refuses a mismatched confirmation on newPasswordConfirm, with the period', () => {
    const result = changePasswordFormSchema.safeParse({ ...valid, newPasswordConfirm: 'new-pasS' });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['newPasswordConfirm'], '비밀번호 재확인이 다릅니다.'],
    ]);
  });

  it('still reports the mismatch next to an empty current password', () => {
    expect(
      messages(changePasswordFormSchema, { ...valid, currentPassword: '', newPasswordConfirm: 'x' }),
    ).toEqual([P.currentRequired, P.confirmMismatch]);
  });

  it('the request schema strips the confirmation field', () => {
    expect(changePasswordRequestSchema.parse(valid)).toEqual({
      currentPassword: 'old',
      newPassword: 'new-pass',
    });
  });
});

describe('social login payloads', () => {
  it('require a non-empty code or token', () => {
    expect(naverLoginRequestSchema.parse({ code: ' abc ' })).toEqual({ code: 'abc' });
    expect(naverLoginRequestSchema.safeParse({ code: ' ' }).success).toBe(false);
    expect(kakaoLoginRequestSchema.parse({ code: ' abc ' })).toEqual({ code: 'abc' });
    expect(kakaoLoginRequestSchema.safeParse({ code: '' }).success).toBe(false);
    // The JS SDK's access token is no longer taken: Kakao login sends the authorization code.
    expect(kakaoLoginRequestSchema.safeParse({ accessToken: 'tok' }).success).toBe(false);
    expect(socialNotLinkedSchema.parse({ message: 'm', token: 't' })).toEqual({ message: 'm', token: 't' });
  });
});

describe('profiles', () => {
  it('the guest profile has point 0, id 둘러보기 and a null key (spec section 3)', () => {
    expect(GUEST_PROFILE).toEqual({ point: 0, id: '둘러보기', apiKey: null, referralCode: null });
    expect(profileSchema.parse(GUEST_PROFILE)).toEqual(GUEST_PROFILE);
  });

  it('accepts a member profile with an optional referral code and decimal points', () => {
    expect(profileSchema.parse({ point: 1234.567, id: 'u', apiKey: 'k' })).toEqual({
      point: 1234.567,
      id: 'u',
      apiKey: 'k',
    });
    expect(profileSchema.safeParse({ point: '1', id: 'u', apiKey: null }).success).toBe(false);
  });
});
