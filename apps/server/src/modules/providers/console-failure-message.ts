import { normalizePlainText } from '@smm/contract/admin-content';
import { INVALID_URL } from '../fulfilment/api-v2-http-transport.ts';
import { ADDRESS_REFUSED } from '../fulfilment/provider-address.ts';
import { isProviderError } from '../fulfilment/provider-error.ts';

/** What the console asked the provider for, as the operator reads it. */
export const PROVIDER_ACTION_LABELS = {
  balance: '잔액 조회',
  services: '서비스 목록 조회',
} as const;
export type ConsoleProviderAction = keyof typeof PROVIDER_ACTION_LABELS;

const API_KEY_WORDS = /api[\s_-]*key|\bkey\b|API 키/i;

/**
 * A failed provider call in Korean for the operator: what was asked, what went wrong and what to
 * check. The adapter's errors are ours (api-v2-reply.ts, api-v2-http-transport.ts: transport
 * failures, HTTP statuses, answers of the wrong shape); any other ProviderError text is the
 * panel's own `{"error": ...}` words, quoted as they came.
 */
export function consoleFailureMessage(
  error: unknown,
  action: ConsoleProviderAction,
  timeoutMs: number,
): string {
  return `${PROVIDER_ACTION_LABELS[action]} 실패: ${reason(error, timeoutMs)}`;
}

function reason(error: unknown, timeoutMs: number): string {
  if (!isProviderError(error)) return '알 수 없는 오류로 공급처를 확인하지 못했습니다.';
  const text = error.message;
  const transport = /^(?:request not sent|answer lost after sending): (.*)$/s.exec(text)?.[1];
  if (transport !== undefined) {
    if (transport === 'timeout')
      return `공급처가 ${formatSeconds(timeoutMs)}초 안에 응답하지 않았습니다. 잠시 후 다시 시도해 주세요.`;
    const code = /^(E[A-Z_]+)/.exec(transport)?.[1];
    if (code === ADDRESS_REFUSED)
      return '공급처 주소가 내부망(루프백, 사설망, 링크 로컬, 클라우드 메타데이터) 주소로 연결되어 연결하지 않았습니다. API 주소를 확인해 주세요.';
    if (code === INVALID_URL)
      return 'API 주소를 읽을 수 없습니다. 공급처 설정에서 API 주소와 포트를 확인해 주세요.';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      return `공급처 주소를 찾을 수 없습니다. API 주소를 확인해 주세요. (${code})`;
    if (code === 'ECONNREFUSED')
      return `공급처 서버에 연결할 수 없습니다. API 주소와 포트를 확인해 주세요. (${code})`;
    if (code === 'ECONNRESET' || transport === 'reply cut short')
      return '공급처가 응답 도중 연결을 끊었습니다. 잠시 후 다시 시도해 주세요.';
    if (transport === 'reply too large') return '공급처의 응답이 너무 큽니다. API 주소를 확인해 주세요.';
    return `공급처와 통신하지 못했습니다. (${plainText(transport)})`;
  }
  const status = /\(HTTP (\d{3})\)$|^unexpected HTTP (\d{3})$/.exec(text);
  const httpStatus = status?.[1] ?? status?.[2];
  if (httpStatus === '429')
    return '공급처가 요청이 너무 많다고 답했습니다. (HTTP 429) 잠시 후 다시 시도해 주세요.';
  if (httpStatus && Number(httpStatus) >= 500)
    return `공급처 서버에 오류가 났습니다. (HTTP ${httpStatus}) 잠시 후 다시 시도해 주세요.`;
  if (httpStatus) return `공급처가 HTTP ${httpStatus}로 답했습니다. API 주소를 확인해 주세요.`;
  if (/^not JSON: |^unexpected \w+ answer: |^status is not an object: /.test(text))
    return '공급처의 응답이 SMM 패널 API v2 형식이 아닙니다. API 주소가 API v2 주소인지 확인해 주세요.';
  if (API_KEY_WORDS.test(text)) return `API 키가 올바르지 않다고 공급처가 답했습니다: "${plainText(text)}"`;
  return `공급처가 요청을 거절했습니다: "${plainText(text)}"`;
}

/** The most of a panel's (or a socket's) own words the console shows. */
export const QUOTED_TEXT_MAX = 200;

/**
 * Another system's words as one line of plain text, at most QUOTED_TEXT_MAX characters: control
 * characters go (the contract's normalizePlainText), runs of white space become one space, markup's
 * angle brackets are dropped, and a longer text is cut with '…'. The console shows it as text (React escapes it); this keeps an
 * internal service's page or a multi-kilobyte error out of the operator's screen and audit log.
 */
export function plainText(text: string): string {
  const line = normalizePlainText(text).replace(/\s+/g, ' ').replace(/[<>]/g, '').trim();
  return line.length > QUOTED_TEXT_MAX ? `${line.slice(0, QUOTED_TEXT_MAX - 1)}…` : line;
}

function formatSeconds(ms: number): string {
  return (Math.round(ms / 100) / 10).toLocaleString('ko-KR');
}
