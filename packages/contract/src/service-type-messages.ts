// The service type rules messages, quoted by the server and the web app alike.
import { ORDER_FIELD_LIMITS, SUBSCRIPTION_DELAYS } from './service-type-limits.ts';

export const SERVICE_TYPE_MESSAGES = {
  required: (label: string) => `${label} 항목을 입력해 주세요.`,
  notTaken: (label: string) => `이 서비스는 ${label} 항목을 받지 않습니다.`,
  lineTooLong: (label: string) =>
    `${label} 항목의 각 줄은 ${ORDER_FIELD_LIMITS.lineMax.toLocaleString('en-US')}자 이하로 입력해 주세요.`,
  tooManyLines: (label: string, max: number) =>
    `${label} 항목은 ${max.toLocaleString('en-US')}줄 이하로 입력해 주세요.`,
  tooFewLines: (label: string, min: number) =>
    `${label} 항목은 ${min.toLocaleString('en-US')}줄 이상 입력해 주세요.`,
  oneLine: (label: string) =>
    `${label} 항목은 한 줄로 ${ORDER_FIELD_LIMITS.textMax.toLocaleString('en-US')}자 이하로 입력해 주세요.`,
  integer: (label: string, min: number) =>
    `${label} 항목은 ${min} 이상 ${ORDER_FIELD_LIMITS.integerMax.toLocaleString('en-US')} 이하의 정수로 입력해 주세요.`,
  mediaLink: '게시물 링크는 https:// 로 시작하는 주소로 입력해 주세요.',
  minAboveMax: '게시물당 최소 수량은 최대 수량보다 클 수 없습니다.',
  delay: `지연 시간은 ${SUBSCRIPTION_DELAYS.join(', ')}분 중에서 선택해 주세요.`,
  expiryFormat: '만료일은 YYYY-MM-DD 형식의 올바른 날짜로 입력해 주세요.',
  expiryPast: '만료일은 오늘 이후의 날짜로 입력해 주세요.',
} as const;
