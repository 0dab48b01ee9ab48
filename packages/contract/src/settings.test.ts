import { describe, expect, it } from 'vitest';
import { SETTING_KEYS, isEnabled, settingSchema, settingsListSchema, toSettingsMap } from './settings.ts';

describe('SETTING_KEYS (spec section 3)', () => {
  it('lists every flag the spec names', () => {
    for (const key of [
      'ENABLE_PAYMENT_FEE',
      'ENABLE_PAYMENT_TYPE',
      'ENABLE_PHONE_NUMBER',
      'ENABLE_SERVICE_CHECK',
      'ENABLE_REFERRAL',
      'ENABLE_SNS_NAVER',
      'ENABLE_SNS_KAKAO',
      'ENABLE_QNA',
      'ENABLE_TOSS_PAYMENT',
      'POINT_CHARGE_BUTTON_OPTIONS',
      'SITE_NOTICE_BOLD_TEXT',
    ]) {
      expect(SETTING_KEYS).toContain(key);
    }
    expect(SETTING_KEYS).toHaveLength(28);
    expect(new Set(SETTING_KEYS).size).toBe(SETTING_KEYS.length);
  });
});

describe('settingSchema', () => {
  it('parses a list of key/value strings', () => {
    const list = [
      { key: 'COMPANY', value: '예시' },
      { key: 'ENABLE_QNA', value: 'true' },
    ];
    expect(settingsListSchema.parse(list)).toEqual(list);
  });

  it('refuses non-string values and overlong entries', () => {
    expect(settingSchema.safeParse({ key: 'ENABLE_QNA', value: true }).success).toBe(false);
    expect(settingSchema.safeParse({ key: 'k'.repeat(101), value: '' }).success).toBe(false);
    expect(settingSchema.safeParse({ key: 'COMPANY', value: 'v'.repeat(5001) }).success).toBe(false);
    expect(settingSchema.safeParse({ key: 'COMPANY', value: 'v'.repeat(5000) }).success).toBe(true);
  });
});

describe('toSettingsMap', () => {
  it('maps known keys to their values', () => {
    expect(
      toSettingsMap([
        { key: 'COMPANY', value: '주식회사 예시' },
        { key: 'MAIN_COLOR', value: '#123456' },
        { key: 'ENABLE_QNA', value: 'false' },
      ]),
    ).toEqual({ COMPANY: '주식회사 예시', MAIN_COLOR: '#123456', ENABLE_QNA: 'false' });
  });

  it('ignores unknown keys, including lower-case variants and prototype names', () => {
    const map = toSettingsMap([
      { key: 'UNKNOWN', value: 'x' },
      { key: 'company', value: 'x' },
      { key: '__proto__', value: 'x' },
      { key: 'constructor', value: 'x' },
      { key: 'toString', value: 'x' },
      { key: 'BANK_NAME', value: '국민은행' },
    ]);
    expect(map).toEqual({ BANK_NAME: '국민은행' });
    expect(Object.keys(map)).toEqual(['BANK_NAME']);
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
  });

  it('returns an empty map for an empty list', () => {
    expect(toSettingsMap([])).toEqual({});
  });

  it('keeps empty values and lets a later duplicate win', () => {
    expect(
      toSettingsMap([
        { key: 'CHANNEL_LINK', value: '' },
        { key: 'COMPANY', value: 'first' },
        { key: 'COMPANY', value: 'second' },
      ]),
    ).toEqual({ CHANNEL_LINK: '', COMPANY: 'second' });
  });
});

describe('isEnabled', () => {
  it.each(['true', 'TRUE', 'True', ' true ', '1', 'y', 'Y', 'yes', 'YES', 'on', 'ON', '\ttrue\n'])(
    'reads %j as on',
    (value) => {
      expect(isEnabled({ ENABLE_QNA: value }, 'ENABLE_QNA')).toBe(true);
    },
  );

  it.each(['false', 'FALSE', '0', 'n', 'no', 'off', '', ' ', 'enabled', 'truee', '2', 'null', 'undefined'])(
    'reads %j as off',
    (value) => {
      expect(isEnabled({ ENABLE_QNA: value }, 'ENABLE_QNA')).toBe(false);
    },
  );

  it('reads a missing setting as off', () => {
    expect(isEnabled({}, 'ENABLE_REFERRAL')).toBe(false);
    expect(isEnabled({ ENABLE_QNA: 'true' }, 'ENABLE_REFERRAL')).toBe(false);
  });

  it('works on the output of toSettingsMap', () => {
    const map = toSettingsMap([
      { key: 'ENABLE_SNS_NAVER', value: 'true' },
      { key: 'ENABLE_SNS_KAKAO', value: 'false' },
    ]);
    expect(isEnabled(map, 'ENABLE_SNS_NAVER')).toBe(true);
    expect(isEnabled(map, 'ENABLE_SNS_KAKAO')).toBe(false);
  });
});
