// The admin import messages, quoted by the server and the web app alike.

export const ADMIN_IMPORT_MESSAGES = {
  emptySelection: '가져올 서비스를 하나 이상 선택해 주세요.',
  tooMany: '한 번에 500개까지 가져올 수 있습니다.',
  categoryTargetConflict: '기존 카테고리와 새 카테고리 이름 중 하나만 지정해 주세요.',
  searchTooLong: '검색어는 100자 이하로 입력해 주세요.',
  duplicateSelection: '같은 공급처 서비스를 두 번 선택했습니다.',
  providerServiceIdInvalid: '공급처 서비스 번호가 올바르지 않습니다.',
  categoryRequired: '가져올 카테고리를 선택하거나 새 카테고리를 입력해 주세요.',
  unknownCategory: '존재하지 않는 카테고리입니다.',
  unknownPlatform: '존재하지 않는 플랫폼입니다. 새 플랫폼의 이름을 입력하면 함께 만들어집니다.',
  platformNameRequired: '새 플랫폼 이름을 입력해 주세요.',
  platformNameTooLong: '플랫폼 이름은 100자 이하로 입력해 주세요.',
  platformRequired: '플랫폼을 선택해 주세요.',
  categoryNameRequired: '새 카테고리 이름을 입력해 주세요.',
  categoryNameTooLong: '카테고리 이름은 50자 이하로 입력해 주세요.',
  nameTooLong: '서비스 이름은 100자 이하로 입력해 주세요.',
  markupRequired: '마진율을 입력해 주세요.',
  markupRange: '마진율은 0% 이상 1,000% 이하로 입력해 주세요.',
  markupFraction: '마진율은 소수점 둘째 자리까지 입력할 수 있습니다.',
  minUnitPriceInvalid: '최소 단가는 0보다 큰 포인트로 입력해 주세요.',
  minUnitPriceFraction: '최소 단가는 소수점 셋째 자리까지 입력할 수 있습니다.',
  minUnitPriceTooLarge: '최소 단가는 1,000,000 포인트 이하로 입력해 주세요.',
  providerNotFound: '공급처를 찾을 수 없습니다.',
  providerDisabled: '사용 중지된 공급처입니다. 공급처를 사용으로 바꾼 뒤 다시 시도해 주세요.',
  /** Followed by the provider's own words. */
  providerUnavailable: '공급처에 연결하지 못했습니다.',
  /** Followed by the provider service ids. */
  upstreamNotFound: '공급처에 없는 서비스입니다:',
  alreadyImported: '이미 가져온 공급처 서비스입니다. 가져온 서비스는 카탈로그에서 수정해 주세요:',
  rateUnreadable: '공급처 단가를 읽을 수 없는 서비스입니다:',
  /** Followed by the provider service ids (issue 32: a type outside the 15 of the API v2 docs). */
  typeUnknown: '지원하지 않는 서비스 유형이라 가져올 수 없는 서비스입니다:',
  /** Followed by the provider service ids. */
  priceTooLarge: '환율을 적용한 가격이 너무 커서 가져올 수 없는 서비스입니다:',
  imported: '서비스를 가져왔습니다.',
  modeSaved: '가격 동기화 방식을 저장했습니다.',
  priceChangeNotFound: '가격 변경 기록을 찾을 수 없습니다.',
  priceChangeDecided: '이미 처리된 가격 변경입니다.',
  serviceNotFollowing: '공급처 단가를 따르지 않는 서비스입니다. 카탈로그에서 확인해 주세요.',
  approved: '가격 변경을 승인했습니다.',
  rejected: '가격 변경을 거절했습니다.',
} as const;
