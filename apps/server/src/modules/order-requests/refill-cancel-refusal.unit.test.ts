import { describe, expect, it } from 'vitest';
import { refillCancelRefusal } from './refill-cancel-refusal.ts';

describe('a provider refusal in Korean', () => {
  it('translates the common panel phrases and quotes any other text', () => {
    expect(refillCancelRefusal('Refill is disabled for this service')).toBe(
      '이 서비스는 공급처에서 리필을 받지 않습니다.',
    );
    expect(refillCancelRefusal('Cancel is disabled for this service')).toBe(
      '이 서비스는 공급처에서 취소를 받지 않습니다.',
    );
    expect(refillCancelRefusal('Refill is disabled for this order')).toBe(
      '공급처에서 이 주문의 리필을 받지 않습니다.',
    );
    expect(refillCancelRefusal('Order is finished')).toBe('공급처에서 이미 끝난 주문입니다.');
    expect(refillCancelRefusal('Incorrect order ID')).toBe('공급처에서 주문을 찾지 못했습니다.');
    expect(refillCancelRefusal('  Something odd happened ')).toBe('"Something odd happened"');
  });
});
