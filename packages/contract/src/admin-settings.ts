import { z } from 'zod';
import { ENABLE_PAYMENT_TYPE_VALUES, type EnablePaymentType } from './enums.ts';
import { chargeButtonLabel } from './charge-buttons.ts';
import { ORDER_MESSAGES } from './order-messages.ts';
import { MAX_CHARGE_POINTS } from './point.ts';
import { isEnabled, SETTING_KEYS, type FlagKey, type SettingKey, type SettingsMap } from './settings-map.ts';
import { ADMIN_SETTINGS_MESSAGES } from './admin-settings-messages.ts';

/**
 * The operator's settings screen, written once for the server and the console: every key of spec
 * section 3 in the group a person looks for it in, with its Korean label, a help line and the rule
 * its value must meet. `site_settings` is served to every browser, so nothing here is a secret:
 * OAuth client secrets, SMS and provider keys live in the server's environment (design.md).
 */

const M = ADMIN_SETTINGS_MESSAGES;

export type SettingInput = 'text' | 'flag' | 'color' | 'url' | 'choice' | 'amounts';

export interface SettingField {
  key: SettingKey;
  label: string;
  help: string;
  input: SettingInput;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'tel' | 'url' | 'text';
  /** The choices of a `choice` field. */
  options?: readonly { value: string; label: string }[];
}

export interface SettingGroup {
  id: 'company' | 'bank' | 'payment' | 'signup' | 'ordering' | 'look' | 'channel' | 'charge';
  title: string;
  description: string;
  fields: readonly SettingField[];
}

export const PAYMENT_TYPE_OPTION_LABELS: Record<EnablePaymentType, string> = {
  ALL: '모두 (신청 안 함, 현금영수증, 세금계산서)',
  CASH_AND_FEE: '현금영수증과 세금계산서 (신청 안 함 없음)',
  FEE: '세금계산서만',
  CASH: '현금영수증만',
  NO_FEE: '증빙 신청 받지 않음',
};

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: 'company',
    title: '회사 정보와 하단',
    description: '스토어 맨 아래에 입력한 항목만 | 로 나누어 표시됩니다. 상호는 상단 로고 옆에도 나옵니다.',
    fields: [
      {
        key: 'COMPANY',
        label: '상호',
        help: '회사 이름. 로고 옆과 하단 저작권 줄에 쓰입니다.',
        input: 'text',
        maxLength: 100,
      },
      {
        key: 'CEO',
        label: '대표자',
        help: '하단에 “대표: 이름”으로 표시됩니다.',
        input: 'text',
        maxLength: 50,
      },
      {
        key: 'CORPORATION_NUMBER',
        label: '사업자등록번호',
        help: '숫자 10자리. - 는 넣어도 되고 빼도 됩니다.',
        input: 'text',
        placeholder: '220-81-62517',
        inputMode: 'numeric',
        maxLength: 12,
      },
      {
        key: 'MARKETING_NUMBER',
        label: '통신판매업 신고번호',
        help: '통신판매업 신고증에 적힌 번호입니다.',
        input: 'text',
        placeholder: '제2026-서울강남-01234호',
        maxLength: 100,
      },
      {
        key: 'CEO_PHONE',
        label: '대표 전화',
        help: '회원이 연락할 전화번호입니다.',
        input: 'text',
        placeholder: '02-1234-5678',
        inputMode: 'tel',
        maxLength: 20,
      },
      {
        key: 'ADDRESS',
        label: '사업장 주소',
        help: '사업자등록증의 사업장 주소입니다.',
        input: 'text',
        maxLength: 200,
      },
    ],
  },
  {
    id: 'bank',
    title: '입금 계좌',
    description: '회원이 충전을 신청하면 이 계좌로 입금하라는 안내가 나옵니다.',
    fields: [
      { key: 'BANK_NAME', label: '은행 이름', help: '예: 국민은행', input: 'text', maxLength: 50 },
      {
        key: 'BANK_NUMBER',
        label: '계좌번호',
        help: '숫자와 - 만. 토스 송금 링크에는 숫자만 들어갑니다.',
        input: 'text',
        placeholder: '123456-01-234567',
        inputMode: 'numeric',
        maxLength: 30,
      },
      {
        key: 'BANK_CODE',
        label: '은행 코드',
        help: '금융결제원 3자리 코드(국민은행 004, 신한은행 088 등). 토스가 은행을 정확히 고르게 합니다.',
        input: 'text',
        placeholder: '004',
        inputMode: 'numeric',
        maxLength: 3,
      },
      {
        key: 'BANK_TEXT',
        label: '입금 안내 문구',
        help: '입금 안내 카드에 그대로 보이는 계좌 문구입니다. 예금주를 함께 적어 주세요.',
        input: 'text',
        placeholder: '국민은행 123456-01-234567 (주)그로우랩',
        maxLength: 200,
      },
    ],
  },
  {
    id: 'payment',
    title: '결제와 증빙 서류',
    description: '충전 신청서에서 고를 수 있는 증빙(현금영수증, 세금계산서)과 송금 방법입니다.',
    fields: [
      {
        key: 'ENABLE_PAYMENT_FEE',
        label: '증빙 서류 신청 받기',
        help: '끄면 충전할 때 증빙을 고르는 칸이 사라집니다.',
        input: 'flag',
      },
      {
        key: 'ENABLE_PAYMENT_TYPE',
        label: '신청 가능한 증빙',
        help: '세금계산서를 고르면 결제 금액이 충전 포인트의 1.1배가 됩니다.',
        input: 'choice',
        options: ENABLE_PAYMENT_TYPE_VALUES.map((value) => ({
          value,
          label: PAYMENT_TYPE_OPTION_LABELS[value],
        })),
      },
      {
        key: 'ENABLE_TOSS_PAYMENT',
        label: '토스 송금 버튼',
        help: '휴대폰에서 입금 안내에 토스 앱으로 바로 보내는 버튼을 보여 줍니다. 은행 이름과 계좌번호가 필요합니다.',
        input: 'flag',
      },
    ],
  },
  {
    id: 'signup',
    title: '회원가입',
    description:
      '가입 화면의 휴대전화 인증, 추천인, 소셜 로그인입니다. 비밀 키는 이곳이 아니라 서버 환경 변수에 둡니다.',
    fields: [
      {
        key: 'ENABLE_PHONE_NUMBER',
        label: '휴대전화 인증',
        help: '가입할 때 문자로 받은 인증번호를 확인합니다. 서버의 문자 발송(SMS_PROVIDER)이 설정되어 있어야 합니다.',
        input: 'flag',
      },
      {
        key: 'ENABLE_REFERRAL',
        label: '추천인 코드',
        help: '가입할 때 추천인 코드를 받고, 회원이 계정 설정에서 자기 코드를 발급합니다.',
        input: 'flag',
      },
      {
        key: 'ENABLE_SNS_NAVER',
        label: '네이버 로그인',
        help: '로그인과 가입 화면에 네이버 버튼을 보여 줍니다. Client Secret은 서버 환경 변수 NAVER_CLIENT_SECRET에 둡니다.',
        input: 'flag',
      },
      {
        key: 'NAVER_CLIENT_ID',
        label: '네이버 Client ID',
        help: '네이버 개발자센터 애플리케이션의 Client ID(공개되는 값)입니다.',
        input: 'text',
        maxLength: 100,
      },
      {
        key: 'NAVER_REDIRECT_URL',
        label: '네이버 Callback URL',
        help: '네이버에 등록한 Callback URL. 이 스토어 주소 뒤에 /auth/naver 를 붙인 값입니다.',
        input: 'url',
        placeholder: 'https://example.com/auth/naver',
        inputMode: 'url',
        maxLength: 500,
      },
      {
        key: 'NAVER_STATE',
        label: '네이버 state 값',
        help: '로그인 요청에 실어 보내고 돌아올 때 맞는지 확인하는 값입니다. 영문과 숫자로 정해 둡니다.',
        input: 'text',
        maxLength: 100,
      },
      {
        key: 'ENABLE_SNS_KAKAO',
        label: '카카오 로그인',
        help: '로그인과 가입 화면에 카카오 버튼을 보여 줍니다. 서버 환경 변수 KAKAO_APP_ID(앱 ID)도 필요하고, 카카오에 Redirect URI로 이 스토어 주소 뒤에 /auth/kakao 를 붙인 값을 등록합니다. Client Secret을 사용하면 서버 환경 변수 KAKAO_CLIENT_SECRET에 둡니다.',
        input: 'flag',
      },
      {
        key: 'KAKAO_TOKEN',
        label: '카카오 REST API 키',
        help: '카카오 개발자센터 앱 키 중 REST API 키입니다. 로그인 창 주소에 실리는 공개 값입니다. Admin 키는 넣지 마세요.',
        input: 'text',
        maxLength: 100,
      },
    ],
  },
  {
    id: 'ordering',
    title: '주문',
    description: '주문 화면 전체에 걸리는 설정입니다.',
    fields: [
      {
        key: 'ENABLE_SERVICE_CHECK',
        label: '서비스 점검 중',
        help: `켜면 모든 주문 버튼이 막히고 “${ORDER_MESSAGES.serviceCheck}”가 표시됩니다.`,
        input: 'flag',
      },
    ],
  },
  {
    id: 'look',
    title: '화면',
    description: '스토어의 색과 메뉴입니다. 미리보기에 바로 반영됩니다.',
    fields: [
      {
        key: 'MAIN_COLOR',
        label: '대표 색상',
        help: '버튼, 강조 표시, 선택된 메뉴의 색입니다. 마우스를 올리면 20% 어두워집니다.',
        input: 'color',
        placeholder: '#5b5bd6',
        maxLength: 7,
      },
      {
        key: 'SITE_NOTICE_BOLD_TEXT',
        label: '중요 공지 글자 색',
        help: '상단에 고정한 공지의 글자 색입니다. 비우면 기본 글자 색을 씁니다.',
        input: 'color',
        placeholder: '#e5484d',
        maxLength: 7,
      },
      { key: 'ENABLE_QNA', label: 'FAQ 메뉴', help: '상단 메뉴에 FAQ를 보여 줍니다.', input: 'flag' },
    ],
  },
  {
    id: 'channel',
    title: '상담 채널',
    description: '오른쪽 아래에 떠 있는 상담 버튼입니다. 주소가 없으면 버튼이 나오지 않습니다.',
    fields: [
      {
        key: 'CHANNEL_LINK',
        label: '상담 채널 주소',
        help: '버튼이 새 창으로 여는 주소입니다. 예: 카카오톡 채널 https://pf.kakao.com/_xxxx',
        input: 'url',
        placeholder: 'https://pf.kakao.com/_growlab',
        inputMode: 'url',
        maxLength: 500,
      },
      {
        key: 'CHANNEL_BUTTON_TEXT',
        label: '상담 버튼 문구',
        help: '비우면 “상담하기”로 표시됩니다.',
        input: 'text',
        maxLength: 20,
      },
    ],
  },
  {
    id: 'charge',
    title: '충전 금액 버튼',
    description: '충전 화면의 금액 버튼입니다. 누를 때마다 충전 금액에 더해집니다.',
    fields: [
      {
        key: 'POINT_CHARGE_BUTTON_OPTIONS',
        label: '충전 금액 버튼',
        help: '쉼표로 구분한 금액(원), 1개에서 10개. 버튼에는 1만원, 5천원처럼 줄여 표시됩니다.',
        input: 'amounts',
        placeholder: '1000,5000,10000,50000',
        inputMode: 'numeric',
        maxLength: 120,
      },
    ],
  },
];

export const SETTING_FIELDS: readonly SettingField[] = SETTING_GROUPS.flatMap((group) => group.fields);
const FIELD_BY_KEY = new Map(SETTING_FIELDS.map((field) => [field.key, field]));

export function settingField(key: SettingKey): SettingField {
  const field = FIELD_BY_KEY.get(key);
  if (!field) throw new Error(`no settings field for ${key}`);
  return field;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/;
const PUBLIC_ID = /^[A-Za-z0-9_-]*$/;

/** Splits and checks the charge amounts; the normalised text ('1000,5000') or an issue. */
export function parseChargeAmounts(
  text: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^\d+$/.test(part))) return { ok: false, message: M.amountsFormat };
  const amounts = parts.map(Number);
  if (amounts.length < 1 || amounts.length > 10) return { ok: false, message: M.amountsCount };
  if (amounts.some((n) => n < 1 || n > MAX_CHARGE_POINTS)) return { ok: false, message: M.amountsRange };
  if (new Set(amounts).size !== amounts.length) return { ok: false, message: M.amountsDuplicate };
  return { ok: true, value: amounts.join(',') };
}

/** The labels the storefront's charge buttons will carry for a value ('1만원', '5천원'). */
export function chargeButtonLabels(text: string): string[] {
  const parsed = parseChargeAmounts(text);
  return parsed.ok ? parsed.value.split(',').map((n) => chargeButtonLabel(Number(n))) : [];
}

/** An absolute http(s) address with a host and no spaces (the contract runs where `URL` may not exist). */
const HTTP_URL = /^https?:\/\/[^\s/?#@:]+(:\d{1,5})?([/?#]\S*)?$/i;
const isHttpUrl = (value: string) => HTTP_URL.test(value);

/** The path of an http(s) address, without a trailing slash. */
function urlPath(value: string): string {
  const path = /^https?:\/\/[^/?#]+(\/[^?#]*)?/i.exec(value)?.[1] ?? '';
  return path.replace(/\/+$/, '');
}

/** A value that may stay empty (the setting is then unset), else must pass `check`. */
const emptyOr = (check: (value: string) => boolean) => (value: string) => value === '' || check(value);

/** The rule of one key's value: a string, trimmed (and normalised where it has one spelling). */
function valueSchema(field: SettingField): z.ZodType<string, string> {
  const { key, label } = field;
  const max = field.maxLength ?? 500;
  // The raw length is bounded too (spaces around a value are trimmed, not counted).
  const base = z
    .string({ error: M.notText(label) })
    .max(max + 200, M.tooLong(label, max))
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .max(max, M.tooLong(label, max))
        .regex(/^[^\r\n]*$/, M.oneLine(label)),
    );
  switch (field.input) {
    case 'flag':
      return z.enum(['true', 'false'], { error: M.flag(label) });
    case 'choice':
      return z.enum(ENABLE_PAYMENT_TYPE_VALUES, { error: M.paymentType });
    case 'color': {
      const example = field.placeholder ?? '#5b5bd6';
      const color = base.transform((v) => v.toLowerCase());
      return key === 'MAIN_COLOR'
        ? color.pipe(z.string().regex(HEX_COLOR, M.color(label, example)))
        : color.pipe(
            z.string().refine(
              emptyOr((v) => HEX_COLOR.test(v)),
              M.color(label, example),
            ),
          );
    }
    case 'url':
      return key === 'NAVER_REDIRECT_URL'
        ? base.refine(emptyOr(isHttpUrl), { message: M.url(label), abort: true }).refine(
            emptyOr((v) => urlPath(v) === '/auth/naver'),
            M.naverCallback,
          )
        : base.refine(emptyOr(isHttpUrl), M.url(label));
    case 'amounts':
      return base.transform((value, ctx) => {
        const parsed = parseChargeAmounts(value);
        if (parsed.ok) return parsed.value;
        ctx.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      });
    case 'text':
      return textRule(key, label, base);
  }
}

function textRule(
  key: SettingKey,
  label: string,
  base: z.ZodType<string, string>,
): z.ZodType<string, string> {
  switch (key) {
    case 'CORPORATION_NUMBER':
      return base.refine(
        emptyOr((v) => /^\d{3}-?\d{2}-?\d{5}$/.test(v)),
        M.corporationNumber,
      );
    case 'CEO_PHONE':
      return base.refine(
        emptyOr((v) => /^[0-9+()\- ]+$/.test(v) && v.replace(/\D/g, '').length >= 7),
        M.phone,
      );
    case 'BANK_NUMBER':
      return base.refine(
        emptyOr((v) => /^\d[\d-]*\d$/.test(v) && v.replace(/\D/g, '').length >= 6),
        M.bankNumber,
      );
    case 'BANK_CODE':
      return base.refine(
        emptyOr((v) => /^\d{3}$/.test(v)),
        M.bankCode,
      );
    case 'NAVER_CLIENT_ID':
    case 'NAVER_STATE':
    case 'KAKAO_TOKEN':
      return base.refine((v) => PUBLIC_ID.test(v), M.publicId(label));
    default:
      return base;
  }
}

/** Every key's value rule, by key. */
export const SETTING_VALUE_SCHEMAS = Object.fromEntries(
  SETTING_FIELDS.map((field) => [field.key, valueSchema(field)]),
) as Record<SettingKey, z.ZodType<string, string>>;

export type SettingsValues = Record<SettingKey, string>;
export type SettingsPatch = Partial<SettingsValues>;

/**
 * `PATCH /admin/settings`: `{key: value, ...}`, one or more keys, all checked before anything is
 * written. An unknown key is refused by name (secrets cannot be slipped into the public table).
 */
export const adminSettingsPatchSchema = z
  .strictObject(
    Object.fromEntries(SETTING_KEYS.map((key) => [key, SETTING_VALUE_SCHEMAS[key].optional()])) as Record<
      SettingKey,
      z.ZodOptional<z.ZodType<string, string>>
    >,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? M.unknownKey(issue.keys)
          : issue.code === 'invalid_type'
            ? M.bodyInvalid
            : undefined,
    },
  )
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), M.nothingToChange);

/** `GET /admin/settings` and the answer of `PATCH`: every key, '' for one never set. */
export const adminSettingsSchema = z.object({
  values: z.object(
    Object.fromEntries(SETTING_KEYS.map((key) => [key, z.string()])) as Record<SettingKey, z.ZodString>,
  ),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

const flagOn = (values: SettingsValues, key: SettingKey) => values[key] === 'true';

/**
 * Rules between keys, checked on the settings as they would be after a change: a flag that turns a
 * feature on needs the values that feature reads. Only rules that involve a changed key are
 * reported, so an old inconsistency does not block an unrelated change.
 */
export function settingsConsistencyIssues(
  values: SettingsValues,
  changed: readonly SettingKey[],
): { key: SettingKey; message: string }[] {
  const rules: { keys: readonly SettingKey[]; broken: boolean; key: SettingKey; message: string }[] = [
    {
      keys: ['ENABLE_SNS_NAVER', 'NAVER_CLIENT_ID', 'NAVER_REDIRECT_URL'],
      broken: flagOn(values, 'ENABLE_SNS_NAVER') && (!values.NAVER_CLIENT_ID || !values.NAVER_REDIRECT_URL),
      key: !values.NAVER_CLIENT_ID ? 'NAVER_CLIENT_ID' : 'NAVER_REDIRECT_URL',
      message: M.naverNeedsKeys,
    },
    {
      keys: ['ENABLE_SNS_KAKAO', 'KAKAO_TOKEN'],
      broken: flagOn(values, 'ENABLE_SNS_KAKAO') && !values.KAKAO_TOKEN,
      key: 'KAKAO_TOKEN',
      message: M.kakaoNeedsKey,
    },
    {
      keys: ['ENABLE_TOSS_PAYMENT', 'BANK_NAME', 'BANK_NUMBER'],
      broken: flagOn(values, 'ENABLE_TOSS_PAYMENT') && (!values.BANK_NAME || !values.BANK_NUMBER),
      key: !values.BANK_NAME ? 'BANK_NAME' : 'BANK_NUMBER',
      message: M.tossNeedsBank,
    },
  ];
  return rules
    .filter((rule) => rule.broken && rule.keys.some((key) => changed.includes(key)))
    .map(({ key, message }) => ({ key, message }));
}

/**
 * The stored settings as the screen shows them: every key ('' when never set), a flag stored as
 * '1', 'yes' or 'on' read as 'true' (what `isEnabled` accepts), an unknown payment type as
 * 'NO_FEE' (what the storefront then offers).
 */
export function settingsValues(stored: SettingsMap): SettingsValues {
  const values = {} as SettingsValues;
  for (const field of SETTING_FIELDS) {
    const raw = stored[field.key] ?? '';
    if (field.input === 'flag')
      values[field.key] = isEnabled(stored, field.key as FlagKey) ? 'true' : 'false';
    else if (field.input === 'choice')
      values[field.key] = (ENABLE_PAYMENT_TYPE_VALUES as readonly string[]).includes(raw) ? raw : 'NO_FEE';
    else values[field.key] = raw;
  }
  return values;
}
