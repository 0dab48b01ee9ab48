// The admin settings messages, quoted by the server and the web app alike.
import { MAX_CHARGE_POINTS } from './point.ts';

export const ADMIN_SETTINGS_MESSAGES = {
  bodyInvalid: '설정은 {"키": "값"} 형태로 보내 주세요.',
  nothingToChange: '바꿀 설정이 없습니다.',
  unknownKey: (keys: readonly string[]) => `알 수 없는 설정 항목입니다: ${keys.join(', ')}`,
  notText: (label: string) => `${label} 값은 글자로 보내 주세요.`,
  tooLong: (label: string, max: number) => `${label}은(는) ${max}자 이하로 입력해 주세요.`,
  oneLine: (label: string) => `${label}은(는) 한 줄로 입력해 주세요.`,
  flag: (label: string) => `${label}은(는) 켜기(true) 또는 끄기(false)만 고를 수 있습니다.`,
  color: (label: string, example: string) =>
    `${label}은(는) #과 16진수 6자리로 입력해 주세요. (예: ${example})`,
  url: (label: string) => `${label}은(는) http:// 또는 https:// 로 시작하는 주소로 입력해 주세요.`,
  required: (label: string) => `${label}을(를) 입력해 주세요.`,
  paymentType: '신청 가능한 증빙은 목록에 있는 값만 고를 수 있습니다.',
  corporationNumber: '사업자등록번호는 숫자 10자리로 입력해 주세요. (예: 220-81-62517)',
  phone: '대표 전화는 숫자와 - 로 입력해 주세요. (예: 02-1234-5678)',
  bankNumber: '계좌번호는 숫자와 - 로 입력해 주세요. (예: 123456-01-234567)',
  bankCode: '은행 코드는 숫자 3자리로 입력해 주세요. (예: 국민은행 004)',
  amountsFormat: '충전 금액 버튼은 쉼표로 구분한 숫자로 입력해 주세요. (예: 1000,5000,10000)',
  amountsCount: '충전 금액 버튼은 1개 이상 10개 이하로 입력해 주세요.',
  amountsRange: `충전 금액 버튼의 금액은 1원 이상 ${MAX_CHARGE_POINTS.toLocaleString('ko-KR')}원 이하로 입력해 주세요.`,
  amountsDuplicate: '충전 금액 버튼에 같은 금액이 두 번 있습니다.',
  publicId: (label: string) => `${label}은(는) 영문, 숫자, -, _ 로만 입력해 주세요.`,
  naverCallback:
    '네이버 Callback URL은 이 스토어의 /auth/naver 주소여야 합니다. (예: https://내도메인/auth/naver)',
  naverNeedsKeys: '네이버 로그인을 켜려면 네이버 Client ID와 Callback URL을 입력해 주세요.',
  kakaoNeedsKey: '카카오 로그인을 켜려면 카카오 REST API 키를 입력해 주세요.',
  tossNeedsBank: '토스 송금 버튼을 켜려면 은행 이름과 계좌번호를 입력해 주세요.',
  saved: '설정을 저장했습니다.',
  unchanged: '바뀐 설정이 없습니다.',
} as const;
