import { formatProviderAmount } from '@smm/contract/admin-providers';
import { formatWon } from '@smm/contract/format';

/** Something the operator should hear about at once; `text` is the Korean line sent to every channel. */
export interface OperatorEvent {
  type: string;
  text: string;
  data: Record<string, unknown>;
}

export function pointRequestCreatedEvent(r: {
  id: number;
  memberId: number;
  loginId: string | null;
  depositorName: string;
  point: number;
  payAmount: number;
}): OperatorEvent {
  const who = r.loginId ?? `회원 ${r.memberId}`;
  return {
    type: 'point_request.created',
    text: `[충전 요청] ${who}님이 ${formatWon(r.point)}원 충전을 요청했습니다. 입금자명 ${r.depositorName}, 입금액 ${formatWon(r.payAmount)}원 (요청 #${r.id})`,
    data: { ...r },
  };
}

/** Why an order waits for the operator, as the fulfilment sweeps flag it. */
export const NEEDS_OPERATOR_REASONS = {
  unknown: '공급처 응답을 받지 못해 접수 여부를 확인해야 합니다.',
  interrupted: '전송 중 중단되어 공급처 접수 여부를 확인해야 합니다.',
  no_provider: '서비스에 연결된 공급처가 없어 직접 처리해야 합니다.',
  partial_without_remains: '부분 완료의 남은 수량을 알 수 없어 직접 환불해야 합니다.',
  provider_lost: '공급처가 접수한 주문을 찾지 못한다고 답해 확인해야 합니다.',
  unknown_status: '공급처가 알 수 없는 상태를 보내 확인해야 합니다.',
} as const;
export type NeedsOperatorReason = keyof typeof NEEDS_OPERATOR_REASONS;

/** `providerText`: the provider's own words (an unknown status), quoted as received. */
export function orderNeedsOperatorEvent(
  orderId: number,
  reason: NeedsOperatorReason,
  providerText?: string,
): OperatorEvent {
  const quoted = providerText === undefined ? '' : ` (공급처 응답: "${providerText.slice(0, 100)}")`;
  return {
    type: 'order.needs_operator',
    text: `[운영자 확인 필요] 주문 #${orderId}: ${NEEDS_OPERATOR_REASONS[reason]}${quoted}`,
    data: providerText === undefined ? { orderId, reason } : { orderId, reason, providerText },
  };
}

/** A provider's balance fell below the operator's threshold (once per crossing). */
export function providerLowBalanceEvent(p: {
  providerId: number;
  name: string;
  balance: number;
  currency: string | null;
  threshold: number;
}): OperatorEvent {
  const amount = (value: number) => formatProviderAmount(value, p.currency);
  return {
    type: 'provider.low_balance',
    text: `[공급처 잔액 부족] ${p.name}의 잔액이 ${amount(p.balance)}로 알림 기준 ${amount(p.threshold)}보다 낮습니다. 주문이 막히기 전에 공급처 계정을 충전해 주세요. (공급처 #${p.providerId})`,
    data: { ...p },
  };
}

/** A member asked a new 1:1 question (the title only: the message may carry personal details). */
export function inquiryCreatedEvent(r: {
  id: number;
  memberId: number;
  loginId: string | null;
  categoryLabel: string;
  title: string;
}): OperatorEvent {
  const who = r.loginId ?? `회원 ${r.memberId}`;
  return {
    type: 'inquiry.created',
    text: `[1:1 문의] ${who}님이 ${r.categoryLabel} 문의를 남겼습니다: ${r.title} (문의 #${r.id})`,
    data: { ...r },
  };
}
