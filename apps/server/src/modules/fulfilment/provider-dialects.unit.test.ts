import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { orderNeedsOperatorEvent } from '../notifications/operator-events.ts';
import { readOrderState, readReply } from './api-v2-reply.ts';
import { ProviderError } from './provider-error.ts';
import { normaliseStatus } from './provider-status.ts';

// How the client reads what real panels send (docs/decisions/provider-dialects.md).
describe('reading panel dialects', () => {
  it.each([
    ['completed', OrderStatus.Completed],
    ['COMPLETED', OrderStatus.Completed],
    ['In progress', OrderStatus.InProgress],
    ['in progress', OrderStatus.InProgress],
    ['IN_PROGRESS', OrderStatus.InProgress],
    ['Processing', OrderStatus.Processing],
    ['Pending', OrderStatus.Processing],
    ['pending', OrderStatus.Processing],
    ['Partial', OrderStatus.Partial],
    ['partial', OrderStatus.Partial],
    ['Canceled', OrderStatus.Canceled],
    ['Cancelled', OrderStatus.Canceled],
    ['cancelled', OrderStatus.Canceled],
  ])('knows %j', (word, status) => {
    expect(normaliseStatus(word)).toBe(status);
  });

  it.each(['Refunded', 'refunded', 'Fail', 'fail', 'Error', 'Failed', '', 'Done?'])(
    'does not guess %j',
    (word) => {
      expect(normaliseStatus(word)).toBeNull();
    },
  );

  it.each([
    [
      { charge: '0.50', remains: '0', start_count: '120' },
      { charge: '0.50', remains: 0, startCount: 120 },
    ],
    [
      { charge: 0.5, remains: 0, start_count: 120 },
      { charge: '0.5', remains: 0, startCount: 120 },
    ],
    [
      { charge: '', remains: '', start_count: '' },
      { charge: null, remains: null, startCount: null },
    ],
    [
      { charge: null, remains: null, start_count: null },
      { charge: null, remains: null, startCount: null },
    ],
    [{}, { charge: null, remains: null, startCount: null }],
  ])('reads counts written as %j', (counts, expected) => {
    expect(readOrderState({ status: 'completed', ...counts })).toMatchObject({
      status: OrderStatus.Completed,
      ...expected,
    });
  });

  it('reads JSON behind a byte-order mark or inside whitespace', () => {
    expect(readReply({ httpStatus: 200, body: '\uFEFF{"order":7}' })).toEqual({ order: 7 });
    expect(readReply({ httpStatus: 200, body: '\n  {"order":"7"}\n\n \t' })).toEqual({ order: '7' });
    expect(readReply({ httpStatus: 200, body: '\uFEFF\n{"order":7} \n' })).toEqual({ order: 7 });
  });

  it.each([
    [{ httpStatus: 200, body: '{"error":"Incorrect order ID"}' }, 'refused'],
    [{ httpStatus: 200, body: '\uFEFF{"error":"Not enough funds on balance"}' }, 'retryable'],
    [{ httpStatus: 200, body: '<!DOCTYPE html><html><body>Maintenance</body></html>' }, 'retryable'],
    [{ httpStatus: 500, body: 'Internal Server Error' }, 'retryable'],
    [{ httpStatus: 504, body: '' }, 'ambiguous'],
  ])('classifies %j', (reply, kind) => {
    let thrown: unknown;
    try {
      readReply(reply);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ProviderError);
    expect((thrown as ProviderError).kind).toBe(kind);
  });

  it("quotes an unknown status in the operator's notice", () => {
    expect(orderNeedsOperatorEvent(42, 'unknown_status', 'Refunded')).toMatchObject({
      text: '[운영자 확인 필요] 주문 #42: 공급처가 알 수 없는 상태를 보내 확인해야 합니다. (공급처 응답: "Refunded")',
      data: { orderId: 42, reason: 'unknown_status', providerText: 'Refunded' },
    });
  });
});
