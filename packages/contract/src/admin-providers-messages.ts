// The admin providers messages, quoted by the server and the web app alike.

/**
 * The operator's providers screen (issue 11 "Providers"; docs/decisions/operator-console.md): the
 * upstream panels orders are sent to, their API key (never answered back, only masked), their
 * balance and its low-balance threshold.
 */
export const ADMIN_PROVIDER_MESSAGES = {
  notFound: '공급처를 찾을 수 없습니다.',
  nameRequired: '공급처 이름을 입력해 주세요.',
  nameTooLong: '공급처 이름은 50자 이하로 입력해 주세요.',
  nameTaken: '같은 이름의 공급처가 이미 있습니다.',
  kindInvalid: '공급처 종류는 API v2 패널 또는 내장 시뮬레이터 중에서 골라 주세요.',
  urlRequired: 'API 주소를 입력해 주세요.',
  urlInvalid: 'API 주소는 http:// 또는 https://로 시작하는 올바른 주소여야 합니다.',
  urlTooLong: 'API 주소는 500자 이하로 입력해 주세요.',
  urlPort: 'API 주소의 포트는 1부터 65535 사이의 숫자로 입력해 주세요.',
  urlNumericHost: 'API 주소의 IP는 203.0.113.7처럼 점으로 구분한 네 개의 10진수로 입력해 주세요.',
  urlPrivate:
    'API 주소가 내부망(루프백, 사설망, 링크 로컬, 클라우드 메타데이터) 주소를 가리켜 연결할 수 없습니다. 외부에서 접속할 수 있는 공급처 주소를 입력해 주세요.',
  keyRequired: 'API 키를 입력해 주세요.',
  keyTooLong: 'API 키는 200자 이하로 입력해 주세요.',
  keySpaces: 'API 키에는 공백을 넣을 수 없습니다.',
  thresholdInvalid: '잔액 알림 기준은 0 이상의 숫자로 입력해 주세요.',
  thresholdTooLarge: '잔액 알림 기준은 10억 이하로 입력해 주세요.',
  thresholdFraction: '잔액 알림 기준은 소수점 둘째 자리까지 입력할 수 있습니다.',
  enabledInvalid: '사용 여부를 골라 주세요.',
  currencyInvalid: '통화 코드는 USD처럼 영문 대문자 3자로 입력해 주세요.',
  unknownField: '알 수 없는 항목이 있습니다.',
  nothingToChange: '바꿀 항목을 입력해 주세요.',
  kindLocked: '공급처에 보낸 주문이 진행 중이라 종류를 바꿀 수 없습니다. 주문이 끝난 뒤 바꿔 주세요.',
  created: '공급처를 추가했습니다.',
  updated: '공급처를 저장했습니다.',
  enabled: '공급처를 다시 사용합니다.',
  disabled: '공급처 사용을 중지했습니다.',
} as const;
