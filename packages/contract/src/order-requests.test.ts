import { describe, expect, it } from 'vitest';
import { orderRequestText, refillStatusWord } from './order-requests.ts';

describe('refill and cancel requests', () => {
  it('reads a provider refill word into the four panel words', () => {
    expect(
      [
        'Completed',
        'completed',
        'In progress',
        'processing',
        'Rejected',
        'Error',
        'Pending',
        'odd',
        null,
      ].map(refillStatusWord),
    ).toEqual([
      'Completed',
      'Completed',
      'In progress',
      'In progress',
      'Rejected',
      'Rejected',
      'Pending',
      'Pending',
      'Pending',
    ]);
  });

  it('says where a request stands in one line of Korean', () => {
    const base = { refillStatus: null, message: null };
    expect(orderRequestText({ ...base, kind: 'refill', state: 'sending' })).toBe('리필 요청 중');
    expect(orderRequestText({ ...base, kind: 'refill', state: 'accepted' })).toBe('리필 요청 접수');
    expect(
      orderRequestText({ ...base, kind: 'refill', state: 'accepted', refillStatus: 'In progress' }),
    ).toBe('리필 진행 중');
    expect(orderRequestText({ ...base, kind: 'cancel', state: 'accepted' })).toBe('취소 요청 접수');
    expect(orderRequestText({ kind: 'cancel', state: 'refused', refillStatus: null, message: '사유' })).toBe(
      '취소 거절: 사유',
    );
  });
});
