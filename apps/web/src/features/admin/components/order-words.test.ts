import { describe, expect, it } from 'vitest';
import { ledgerKeyText, providerStatusText } from './order-words.ts';

describe('the order detail in Korean words (issue 34)', () => {
  it.each([
    ['Completed', '완료 (Completed)'],
    ['In progress', '진행 중 (In progress)'],
    ['IN_PROGRESS', '진행 중 (IN_PROGRESS)'],
    ['Cancelled', '취소 (Cancelled)'],
    ['Partial', '부분 완료 (Partial)'],
    ['Pending', '대기 (Pending)'],
    ['Weird', 'Weird'],
    [null, '-'],
  ])('names the provider status %j', (raw, text) => {
    expect(providerStatusText(raw)).toBe(text);
  });

  it.each([
    ['order:1:debit', '주문 1 결제'],
    ['order:42:refund', '주문 42 환불'],
    ['auto_order:7:refund', '자동주문 7 환불'],
    ['point_request:3:credit', '충전 3 승인'],
    ['member:5:adjustment:0f3a', 'member:5:adjustment:0f3a'],
    ['order:x:debit', 'order:x:debit'],
  ])('names the ledger key %s', (key, text) => {
    expect(ledgerKeyText(key)).toBe(text);
  });
});
