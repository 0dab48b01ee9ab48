import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';

/**
 * Every message the spec quotes (sections 5 and 8), copied character for character from the spec,
 * including its spacing and spelling ('완료됬습니다', '60이상 이여야', '입력 해주세요.').
 */
const SPEC_SECTION_5: ReadonlyArray<readonly [string, string]> = [
  // Login
  [MESSAGES.login.idRequired, '아이디를 입력 해주세요.'],
  [MESSAGES.login.idNoSpace, '아이디에 띄어쓰기는 불가능합니다.'],
  [MESSAGES.login.passwordRequired, '비밀번호를 입력 해주세요.'],
  // Register (general and social)
  [MESSAGES.register.idRequired, '아이디를 입력해 주세요'],
  [MESSAGES.register.idNoSpace, '아이디에 공백을 제거해주세요'],
  [MESSAGES.register.passwordNoSpace, '비밀번호에 공백을 제거해주세요'],
  [MESSAGES.register.emailFormat, '이메일 형식을 맞춰주세요'],
  [MESSAGES.register.passwordRequired, '비밀번호를 입력해 주세요'],
  [MESSAGES.register.passwordConfirmMismatch, '비밀번호 재확인이 다릅니다'],
  [MESSAGES.register.registerWhereRequired, '가입경로를 선택해주세요'],
  [MESSAGES.register.codeNotSent, '휴대전화 인증코드를 전송하세요'],
  [MESSAGES.register.codeLength, '인증번호 5자를 입력하세요'],
  [MESSAGES.register.phoneInvalid, '휴대전화 번호가 올바르지 않습니다'],
  // Order
  [MESSAGES.order.serviceRequired, '서비스를 선택해 주세요.'],
  [MESSAGES.order.linkRequired, '주문 링크를 입력해주세요.'],
  [MESSAGES.order.belowMin, '주문 수량이 최소수량보다 적습니다.'],
  [MESSAGES.order.aboveMax, '주문 수량이 최대수량보다 많습니다.'],
  [MESSAGES.order.runsAboveOne, '자동주문 횟수는 1보다 커야 합니다'],
  [MESSAGES.order.runsInteger, '자동주문 횟수는 소수점이 불가합니다'],
  [MESSAGES.order.intervalMin, '자동주문 간격은 60이상 이여야 합니다'],
  [MESSAGES.order.intervalInteger, '자동주문 간격은 소수점이 불가합니다'],
  [MESSAGES.order.insufficientPoints, '포인트가 부족합니다.'],
  // Charge
  [MESSAGES.charge.nameRequired, '이름을 입력해 주세요.'],
  [MESSAGES.charge.amountRequired, '충전금액을 설정해주세요'],
  // Change password
  [MESSAGES.password.currentRequired, '현재 비밀번호를 입력해 주세요'],
  [MESSAGES.password.confirmMismatch, '비밀번호 재확인이 다릅니다.'],
  // Guests
  [MESSAGES.account.guestRefused, '둘러보기 상태에서는 불가능 합니다'],
];

const SPEC_SECTION_8: ReadonlyArray<readonly [string, string]> = [
  [MESSAGES.login.success, '로그인에 성공했습니다.'],
  [MESSAGES.login.badRequest, '입력 양식을 맞춰주세요.'],
  [MESSAGES.login.notFound, '아이디 또는 비밀번호가 다릅니다.'],
  [MESSAGES.login.other, '오류가 발생했습니다.'],
  [MESSAGES.login.naverFailed, '네이버 로그인에 실패했습니다'],
  [MESSAGES.login.kakaoFailed, '카카오 로그인에 실패했습니다'],
  [MESSAGES.login.kakaoAuthFailed, '카카오 인증에 실패했습니다'],
  [MESSAGES.register.success, '회원가입에 성공했습니다.'],
  [MESSAGES.register.failure, '회원가입에 실패했습니다'],
  [MESSAGES.phone.sent, '인증번호가 발송되었습니다.'],
  [MESSAGES.phone.badRequest, '입력 양식을 맞춰주세요'],
  [MESSAGES.phone.conflict, '이미 존재하는 휴대전화 번호 입니다'],
  [MESSAGES.phone.other, '오류가 발생했습니다'],
  [MESSAGES.order.success, '주문에 성공했습니다.'],
  [MESSAGES.order.failure, '주문에 실패했습니다.'],
  [MESSAGES.charge.success, '아래 정보를 확인해주세요.'],
  [MESSAGES.charge.failure, '오류가 발생했습니다 잠시 후 시도해 주세요.'],
  [MESSAGES.password.currentWrong, '현재 비밀번호가 다릅니다.'],
  [MESSAGES.password.other, '오류가 발생했습니다.'],
  [MESSAGES.account.deleted, '회원탈퇴가 완료됬습니다'],
  [MESSAGES.account.deleteFailed, '계정삭제에 실패했습니다'],
];

describe('MESSAGES versus spec section 5 (validation rules)', () => {
  it.each(SPEC_SECTION_5)('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('MESSAGES versus spec section 8 (error catalogue)', () => {
  it.each(SPEC_SECTION_8)('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('MESSAGES spellings the spec fixes on purpose', () => {
  it('keeps the colloquial spellings and spacing', () => {
    expect(MESSAGES.account.deleted).toBe('회원탈퇴가 완료됬습니다');
    expect(MESSAGES.order.intervalMin).toBe('자동주문 간격은 60이상 이여야 합니다');
    // Login uses '입력 해주세요.' (space before 해, period); register uses '입력해 주세요' (no period).
    expect(MESSAGES.login.idRequired).not.toBe(MESSAGES.register.idRequired);
    expect(MESSAGES.login.passwordRequired).not.toBe(MESSAGES.register.passwordRequired);
    // The two confirmation mismatches differ only by the final period.
    expect(MESSAGES.register.passwordConfirmMismatch + '.').toBe(MESSAGES.password.confirmMismatch);
    // Login 400 and send-code 400 differ only by the final period, as do the two 'other' errors.
    expect(MESSAGES.phone.badRequest + '.').toBe(MESSAGES.login.badRequest);
    expect(MESSAGES.phone.other + '.').toBe(MESSAGES.login.other);
  });

  it('has no leading/trailing whitespace, doubled spaces or invisible characters in any message', () => {
    for (const group of Object.values(MESSAGES)) {
      for (const message of Object.values(group) as string[]) {
        expect(message).toBe(message.trim());
        expect(message).not.toMatch(/ {2}/);
        expect(message).not.toMatch(/[\u00a0\u200b-\u200f\u2028\u2029\ufeff\t\r\n]/);
        expect(message.length).toBeGreaterThan(0);
      }
    }
  });

  it('covers every spec message somewhere in the catalogue', () => {
    const all = new Set(Object.values(MESSAGES).flatMap((group) => Object.values(group) as string[]));
    for (const [, expected] of [...SPEC_SECTION_5, ...SPEC_SECTION_8]) expect(all.has(expected)).toBe(true);
  });
});
