// The admin exchange rates messages, quoted by the server and the web app alike.
import { KRW_PER_UNIT_FRACTION_DIGITS, MAX_KRW_PER_UNIT } from './import-price.ts';

/**
 * Exchange rates (issue 31 "Currencies and exchange rates"; docs/decisions/provider-currency.md):
 * won per one unit of each currency a provider quotes in, set by the operator. Rates travel as
 * decimal strings ('1385.5'): no floating point touches them.
 */
export const EXCHANGE_RATE_MESSAGES = {
  currencyInvalid: '통화 코드는 USD처럼 영문 대문자 3자로 입력해 주세요.',
  homeCurrency: '원화(KRW)는 환율을 입력하지 않습니다.',
  rateRequired: '1단위당 원화 금액을 입력해 주세요.',
  rateInvalid: '환율은 0보다 큰 숫자로 입력해 주세요.',
  rateFraction: `환율은 소수점 ${KRW_PER_UNIT_FRACTION_DIGITS}자리까지 입력할 수 있습니다.`,
  rateTooLarge: `환율은 ${MAX_KRW_PER_UNIT.toLocaleString('en-US')}원 이하로 입력해 주세요.`,
  saved: '환율을 저장했습니다.',
} as const;
