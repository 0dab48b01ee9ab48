/** `MESSAGES.charge`: the spec's top-up messages, and the charge form's own checks. */
export const MESSAGES_CHARGE = {
  nameRequired: '이름을 입력해 주세요.',
  amountRequired: '충전금액을 설정해주세요',
  success: '아래 정보를 확인해주세요.',
  failure: '오류가 발생했습니다 잠시 후 시도해 주세요.',
  amountTooLarge: '충전금액은 1,000만원 이하로 설정해주세요',
  amountWhole: '충전금액은 1원 단위의 양수여야 합니다',
  feeTypeNotOffered: '선택할 수 없는 증빙 유형입니다',
  companyRequired: '상호를 입력해 주세요',
  businessNumberInvalid: '사업자등록번호가 올바르지 않습니다',
  leaderRequired: '대표자명을 입력해 주세요',
  feePhoneInvalid: '연락처를 확인해 주세요',
  jobTypeRequired: '업태를 입력해 주세요',
  jobType2Required: '종목을 입력해 주세요',
  addressRequired: '주소를 입력해 주세요',
  emailFormat: '이메일 형식을 맞춰주세요',
  tooManyPending: '입금 대기 중인 충전 요청이 너무 많습니다',
} as const;
