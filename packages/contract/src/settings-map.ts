// The settings keys and the helpers that read them, without zod: the browser imports this on every
// page, and zod's classic build would cost ~30 KB there (docs/decisions/web-speed.md).

/** Every site-settings key of spec section 3. Values are strings; flags are 'true' or 'false'. */
export const SETTING_KEYS = [
  'COMPANY',
  'ADDRESS',
  'CORPORATION_NUMBER',
  'MARKETING_NUMBER',
  'CEO',
  'CEO_PHONE',
  'BANK_NAME',
  'BANK_TEXT',
  'BANK_NUMBER',
  'BANK_CODE',
  'CHANNEL_LINK',
  'CHANNEL_BUTTON_TEXT',
  'MAIN_COLOR',
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
  'NAVER_CLIENT_ID',
  'NAVER_STATE',
  'NAVER_REDIRECT_URL',
  'KAKAO_TOKEN',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** One row of `GET /api/service/settings`. */
export interface Setting {
  key: string;
  value: string;
}

export type SettingsMap = Partial<Record<SettingKey, string>>;

export function toSettingsMap(list: readonly Setting[]): SettingsMap {
  const map: SettingsMap = {};
  for (const { key, value } of list) {
    if ((SETTING_KEYS as readonly string[]).includes(key)) map[key as SettingKey] = value;
  }
  return map;
}

export type FlagKey = Extract<SettingKey, `ENABLE_${string}`>;

export function isEnabled(settings: SettingsMap, key: FlagKey): boolean {
  const value = settings[key]?.trim().toLowerCase();
  return value === 'true' || value === '1' || value === 'y' || value === 'yes' || value === 'on';
}
