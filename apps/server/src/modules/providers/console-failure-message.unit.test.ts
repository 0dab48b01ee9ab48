import { describe, expect, it } from 'vitest';
import { ProviderError } from '../fulfilment/provider-error.ts';
import { consoleFailureMessage } from './console-failure-message.ts';

// The cases the HTTP tests (provider-connection.test.ts) cannot provoke on 127.0.0.1.
describe('consoleFailureMessage', () => {
  const message = (error: unknown) => consoleFailureMessage(error, 'services', 15_000);

  it.each([
    [
      new ProviderError('retryable', 'request not sent: ENOTFOUND getaddrinfo ENOTFOUND panel.invalid'),
      '서비스 목록 조회 실패: 공급처 주소를 찾을 수 없습니다. API 주소를 확인해 주세요. (ENOTFOUND)',
    ],
    [
      new ProviderError('ambiguous', 'answer lost after sending: reply cut short'),
      '서비스 목록 조회 실패: 공급처가 응답 도중 연결을 끊었습니다. 잠시 후 다시 시도해 주세요.',
    ],
    [
      new ProviderError('ambiguous', 'answer lost after sending: timeout'),
      '서비스 목록 조회 실패: 공급처가 15초 안에 응답하지 않았습니다. 잠시 후 다시 시도해 주세요.',
    ],
    [
      new ProviderError('ambiguous', 'gateway timeout (HTTP 524)'),
      '서비스 목록 조회 실패: 공급처 서버에 오류가 났습니다. (HTTP 524) 잠시 후 다시 시도해 주세요.',
    ],
    [
      new ProviderError('retryable', 'rate limited (HTTP 429)'),
      '서비스 목록 조회 실패: 공급처가 요청이 너무 많다고 답했습니다. (HTTP 429) 잠시 후 다시 시도해 주세요.',
    ],
    [
      new ProviderError('retryable', 'API 키가 올바르지 않습니다.'),
      '서비스 목록 조회 실패: API 키가 올바르지 않다고 공급처가 답했습니다: "API 키가 올바르지 않습니다."',
    ],
    [new Error('boom'), '서비스 목록 조회 실패: 알 수 없는 오류로 공급처를 확인하지 못했습니다.'],
  ])('explains %s', (error, expected) => {
    expect(message(error)).toBe(expected);
  });
});
