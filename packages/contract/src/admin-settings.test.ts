import { describe, expect, it } from 'vitest';
import {
  SETTING_FIELDS,
  SETTING_GROUPS,
  adminSettingsPatchSchema,
  chargeButtonLabels,
  settingsConsistencyIssues,
  settingsValues,
  type SettingsValues,
} from './admin-settings.ts';
import { ADMIN_SETTINGS_MESSAGES as M } from './admin-settings-messages.ts';
import { SETTING_KEYS } from './settings-map.ts';

const firstMessage = (input: unknown) => {
  const parsed = adminSettingsPatchSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('the settings screen', () => {
  it('has every key of spec section 3 exactly once, each with a Korean label and a help line', () => {
    const keys = SETTING_FIELDS.map((f) => f.key);
    expect([...keys].sort()).toEqual([...SETTING_KEYS].sort());
    for (const field of SETTING_FIELDS) {
      expect(field.label).toMatch(/[가-힣]/);
      expect(field.help).toMatch(/[가-힣]/);
    }
    expect(SETTING_GROUPS.map((g) => g.id)).toEqual([
      'company',
      'bank',
      'payment',
      'signup',
      'ordering',
      'look',
      'channel',
      'charge',
    ]);
  });

  it('reads stored flags and payment types the way the storefront does', () => {
    const values = settingsValues({ ENABLE_QNA: 'yes', ENABLE_PAYMENT_TYPE: 'bogus', COMPANY: '상사' });
    expect(values.ENABLE_QNA).toBe('true');
    expect(values.ENABLE_REFERRAL).toBe('false');
    expect(values.ENABLE_PAYMENT_TYPE).toBe('NO_FEE');
    expect(values.COMPANY).toBe('상사');
    expect(values.ADDRESS).toBe('');
  });
});

describe('PATCH /admin/settings body', () => {
  it('accepts good values and normalises them', () => {
    const parsed = adminSettingsPatchSchema.parse({
      MAIN_COLOR: ' #1B7F3B ',
      POINT_CHARGE_BUTTON_OPTIONS: '1000, 5000 ,10000',
      CHANNEL_LINK: 'https://pf.kakao.com/_abc',
      BANK_CODE: '004',
      CORPORATION_NUMBER: '2208162517',
      ENABLE_PAYMENT_TYPE: 'CASH_AND_FEE',
      ENABLE_QNA: 'false',
      SITE_NOTICE_BOLD_TEXT: '',
      NAVER_REDIRECT_URL: 'https://shop.example/auth/naver',
    });
    expect(parsed).toMatchObject({
      MAIN_COLOR: '#1b7f3b',
      POINT_CHARGE_BUTTON_OPTIONS: '1000,5000,10000',
      SITE_NOTICE_BOLD_TEXT: '',
    });
  });

  it.each([
    [{ MAIN_COLOR: 'red' }, M.color('대표 색상', '#5b5bd6')],
    [{ MAIN_COLOR: '' }, M.color('대표 색상', '#5b5bd6')],
    [{ MAIN_COLOR: '#abc' }, M.color('대표 색상', '#5b5bd6')],
    [{ SITE_NOTICE_BOLD_TEXT: '#12345g' }, M.color('중요 공지 글자 색', '#e5484d')],
    [{ CHANNEL_LINK: 'javascript:alert(1)' }, M.url('상담 채널 주소')],
    [{ CHANNEL_LINK: 'pf.kakao.com/_abc' }, M.url('상담 채널 주소')],
    [{ NAVER_REDIRECT_URL: 'https://shop.example/login' }, M.naverCallback],
    [{ BANK_CODE: '04' }, M.bankCode],
    [{ BANK_NUMBER: '계좌' }, M.bankNumber],
    [{ CORPORATION_NUMBER: '123' }, M.corporationNumber],
    [{ CEO_PHONE: '전화 주세요' }, M.phone],
    [{ POINT_CHARGE_BUTTON_OPTIONS: '1000,오천' }, M.amountsFormat],
    [{ POINT_CHARGE_BUTTON_OPTIONS: '' }, M.amountsFormat],
    [{ POINT_CHARGE_BUTTON_OPTIONS: '1000,1000' }, M.amountsDuplicate],
    [{ POINT_CHARGE_BUTTON_OPTIONS: '0,1000' }, M.amountsRange],
    [{ POINT_CHARGE_BUTTON_OPTIONS: '1,2,3,4,5,6,7,8,9,10,11' }, M.amountsCount],
    [{ ENABLE_PAYMENT_TYPE: 'SOME' }, M.paymentType],
    [{ ENABLE_QNA: 'yes' }, M.flag('FAQ 메뉴')],
    [{ ENABLE_QNA: true }, M.flag('FAQ 메뉴')],
    [{ COMPANY: 7 }, M.notText('상호')],
    [{ COMPANY: 'a'.repeat(101) }, M.tooLong('상호', 100)],
    [{ COMPANY: '첫 줄\n둘째 줄' }, M.oneLine('상호')],
    [{ KAKAO_TOKEN: 'abc def' }, M.publicId('카카오 REST API 키')],
    [{ JWT_SECRET: 'x' }, M.unknownKey(['JWT_SECRET'])],
    [{}, M.nothingToChange],
    [[], M.bodyInvalid],
  ])('refuses %j with its Korean message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('rules between keys', () => {
  const values = (over: Partial<SettingsValues>) => ({ ...settingsValues({}), ...over });

  it('needs the Naver keys, the Kakao key and the bank account for the features that read them', () => {
    expect(settingsConsistencyIssues(values({ ENABLE_SNS_NAVER: 'true' }), ['ENABLE_SNS_NAVER'])).toEqual([
      { key: 'NAVER_CLIENT_ID', message: M.naverNeedsKeys },
    ]);
    expect(settingsConsistencyIssues(values({ ENABLE_SNS_KAKAO: 'true' }), ['ENABLE_SNS_KAKAO'])).toEqual([
      { key: 'KAKAO_TOKEN', message: M.kakaoNeedsKey },
    ]);
    expect(
      settingsConsistencyIssues(values({ ENABLE_TOSS_PAYMENT: 'true', BANK_NAME: '국민은행' }), [
        'BANK_NAME',
      ]),
    ).toEqual([{ key: 'BANK_NUMBER', message: M.tossNeedsBank }]);
  });

  it('does not let an old inconsistency block an unrelated change', () => {
    expect(settingsConsistencyIssues(values({ ENABLE_SNS_KAKAO: 'true' }), ['COMPANY'])).toEqual([]);
  });
});

describe('charge button labels', () => {
  it('shortens amounts like the storefront', () => {
    expect(chargeButtonLabels('1000,50000,300,1500')).toEqual(['1천원', '5만원', '300원', '1천5백원']);
    expect(chargeButtonLabels('x')).toEqual([]);
  });
});
