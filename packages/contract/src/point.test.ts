import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { PaymentType } from './enums.ts';
import { MESSAGES } from './messages.ts';
import {
  CHARGE_EXPIRY_HOURS,
  MAX_CHARGE_POINTS,
  cashReceiptSchema,
  isValidBusinessNumber,
  pointHistoryRowSchema,
  pointRequestSchema,
  taxInvoiceSchema,
} from './point.ts';

const C = MESSAGES.charge;

function issues(schema: ZodType, input: unknown): Array<[string, string]> {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}
const messages = (schema: ZodType, input: unknown) => issues(schema, input).map(([, m]) => m);

const taxInvoice = {
  company: '주식회사 예시',
  businessNumber: '220-81-62517',
  leader: '홍길동',
  phone: '0212345678',
  jobType: '서비스',
  jobType2: '광고대행',
  address: '서울특별시 강남구 테헤란로 1',
  email: 'tax@example.com',
};

describe('constants (spec sections 4 and 9)', () => {
  it('a charge expires after 3 hours; at most 10,000,000 points per charge', () => {
    expect(CHARGE_EXPIRY_HOURS).toBe(3);
    expect(MAX_CHARGE_POINTS).toBe(10_000_000);
  });
});

describe('isValidBusinessNumber', () => {
  it.each(['220-81-62517', '124-81-00998', '2208162517', '1248100998'])(
    'accepts the valid number %s',
    (value) => {
      expect(isValidBusinessNumber(value)).toBe(true);
    },
  );

  it.each([
    '220-81-62510', // wrong check digit
    '220-81-62518',
    '124-81-00990',
    '124-81-00999',
    '124-81-0099', // 9 digits
    '124-81-009981', // 11 digits
    '',
    '---',
    'abc-de-fghij',
    '124 81 00998', // spaces are not separators
    '124.81.00998',
    '１２４８１００９９８', // full-width digits
  ])('refuses %j', (value) => {
    expect(isValidBusinessNumber(value)).toBe(false);
  });

  it('uses the carry of the 9th digit x 5 (a number where it matters)', () => {
    // 124-81-00998: the 9th digit 9 x 5 = 45 adds floor(45 / 10) = 4 to the sum; without it the
    // check digit would be 2, not 8.
    expect(isValidBusinessNumber('124-81-00992')).toBe(false);
    expect(isValidBusinessNumber('124-81-00998')).toBe(true);
  });

  it('accepts exactly one check digit for any 9 leading digits', () => {
    for (const prefix of ['220816251', '124810099', '105870123', '999999999', '000000001']) {
      const valid = [...'0123456789'].filter((d) => isValidBusinessNumber(prefix + d));
      expect(valid).toHaveLength(1);
    }
  });
});

describe('taxInvoiceSchema', () => {
  it('accepts complete details and trims them', () => {
    expect(taxInvoiceSchema.parse({ ...taxInvoice, company: '  주식회사 예시 ' })).toEqual(taxInvoice);
  });

  it.each([
    ['company', C.companyRequired],
    ['businessNumber', C.businessNumberInvalid],
    ['leader', C.leaderRequired],
    ['phone', C.feePhoneInvalid],
    ['jobType', C.jobTypeRequired],
    ['jobType2', C.jobType2Required],
    ['address', C.addressRequired],
    ['email', C.emailFormat],
  ])('requires %s', (field, message) => {
    expect(issues(taxInvoiceSchema, { ...taxInvoice, [field]: '' })).toEqual([[field, message]]);
    expect(issues(taxInvoiceSchema, { ...taxInvoice, [field]: '   ' })).toEqual([[field, message]]);
    expect(issues(taxInvoiceSchema, { ...taxInvoice, [field]: undefined })).toEqual([[field, message]]);
  });

  it.each(['user@example', 'userexample.com'])('refuses the email %j', (email) => {
    expect(messages(taxInvoiceSchema, { ...taxInvoice, email })).toEqual([C.emailFormat]);
  });

  it('refuses an invalid business number', () => {
    expect(messages(taxInvoiceSchema, { ...taxInvoice, businessNumber: '220-81-62518' })).toEqual([
      C.businessNumberInvalid,
    ]);
    expect(taxInvoiceSchema.parse({ ...taxInvoice, businessNumber: ' 124-81-00998 ' }).businessNumber).toBe(
      '124-81-00998',
    );
  });
});

describe('cashReceiptSchema', () => {
  it.each(['01012345678', '0212345678', '031123456', ' 01012345678 '])('accepts the phone %j', (phone) => {
    expect(cashReceiptSchema.parse({ phone })).toEqual({ phone: phone.trim() });
  });

  it.each(['', '1012345678', '010-1234-5678', '01012', '010123456789', 'phone'])(
    'refuses the phone %j',
    (phone) => {
      expect(issues(cashReceiptSchema, { phone })).toEqual([['phone', C.feePhoneInvalid]]);
    },
  );

  it('refuses a missing phone', () => {
    expect(issues(cashReceiptSchema, {})).toEqual([['phone', C.feePhoneInvalid]]);
  });
});

describe('pointRequestSchema', () => {
  const none = { name: '홍길동', point: 10000, feeType: PaymentType.None };

  it('accepts a request without a fee document and sets feeValue to null', () => {
    expect(pointRequestSchema.parse(none)).toEqual({ ...none, feeValue: null });
  });

  it('drops any feeValue sent with feeType none', () => {
    expect(pointRequestSchema.parse({ ...none, feeValue: { phone: '01012345678' } })).toEqual({
      ...none,
      feeValue: null,
    });
  });

  describe('name', () => {
    it.each(['', '   ', undefined, 5])('requires the depositor name (%j)', (name) => {
      expect(issues(pointRequestSchema, { ...none, name })).toEqual([['name', '이름을 입력해 주세요.']]);
    });

    it('trims the name', () => {
      expect(pointRequestSchema.parse({ ...none, name: ' 홍길동 ' }).name).toBe('홍길동');
    });
  });

  describe('amount', () => {
    it('refuses 0 with only the spec message', () => {
      expect(issues(pointRequestSchema, { ...none, point: 0 })).toEqual([
        ['point', '충전금액을 설정해주세요'],
      ]);
    });

    it.each([undefined, null, '1000', Number.NaN, Number.POSITIVE_INFINITY])(
      'refuses a missing or non-numeric amount (%j) as not set',
      (point) => {
        expect(messages(pointRequestSchema, { ...none, point })).toEqual([C.amountRequired]);
      },
    );

    it.each([-1, -10000, 0.5, 1000.5, 9999.99])('refuses the negative or fractional amount %d', (point) => {
      expect(issues(pointRequestSchema, { ...none, point })).toEqual([['point', C.amountWhole]]);
    });

    it('accepts 1 and exactly the maximum', () => {
      expect(pointRequestSchema.parse({ ...none, point: 1 }).point).toBe(1);
      expect(pointRequestSchema.parse({ ...none, point: MAX_CHARGE_POINTS }).point).toBe(MAX_CHARGE_POINTS);
    });

    it('refuses amounts above the maximum', () => {
      expect(issues(pointRequestSchema, { ...none, point: MAX_CHARGE_POINTS + 1 })).toEqual([
        ['point', C.amountTooLarge],
      ]);
      expect(messages(pointRequestSchema, { ...none, point: 1e15 })).toEqual([C.amountTooLarge]);
    });
  });

  describe('feeType', () => {
    it.each([3, -1, '1', undefined, null, 1.5])('refuses the fee type %j', (feeType) => {
      expect(pointRequestSchema.safeParse({ ...none, feeType }).success).toBe(false);
    });
  });

  describe('tax invoice (feeType 1)', () => {
    const fee = { ...none, feeType: PaymentType.Fee };

    it('accepts complete details', () => {
      expect(pointRequestSchema.parse({ ...fee, feeValue: taxInvoice })).toEqual({
        ...fee,
        feeValue: taxInvoice,
      });
    });

    it('strips unknown fields from the details', () => {
      expect(pointRequestSchema.parse({ ...fee, feeValue: { ...taxInvoice, extra: 1 } }).feeValue).toEqual(
        taxInvoice,
      );
    });

    it('requires every field, reported under feeValue', () => {
      const expected = [
        ['feeValue.company', C.companyRequired],
        ['feeValue.businessNumber', C.businessNumberInvalid],
        ['feeValue.leader', C.leaderRequired],
        ['feeValue.phone', C.feePhoneInvalid],
        ['feeValue.jobType', C.jobTypeRequired],
        ['feeValue.jobType2', C.jobType2Required],
        ['feeValue.address', C.addressRequired],
        ['feeValue.email', C.emailFormat],
      ];
      expect(issues(pointRequestSchema, { ...fee, feeValue: {} })).toEqual(expected);
      expect(issues(pointRequestSchema, { ...fee })).toEqual(expected);
      expect(issues(pointRequestSchema, { ...fee, feeValue: null })).toEqual(expected);
    });

    it.each(Object.keys(taxInvoice))('refuses the details without %s', (field) => {
      const feeValue: Record<string, string> = { ...taxInvoice };
      delete feeValue[field];
      const found = issues(pointRequestSchema, { ...fee, feeValue });
      expect(found).toHaveLength(1);
      expect(found[0]?.[0]).toBe(`feeValue.${field}`);
    });

    it('checks the business number checksum', () => {
      for (const businessNumber of ['220-81-62517', '124-81-00998', '1248100998']) {
        expect(
          pointRequestSchema.safeParse({ ...fee, feeValue: { ...taxInvoice, businessNumber } }).success,
        ).toBe(true);
      }
      for (const businessNumber of ['220-81-62518', '124-81-00997', '12345', 'abc']) {
        expect(issues(pointRequestSchema, { ...fee, feeValue: { ...taxInvoice, businessNumber } })).toEqual([
          ['feeValue.businessNumber', C.businessNumberInvalid],
        ]);
      }
    });

    it('refuses details that are not an object', () => {
      expect(pointRequestSchema.safeParse({ ...fee, feeValue: 'details' }).success).toBe(false);
    });
  });

  describe('cash receipt (feeType 0)', () => {
    const cash = { ...none, feeType: PaymentType.Cash };

    it('accepts a phone and keeps only the phone', () => {
      expect(pointRequestSchema.parse({ ...cash, feeValue: { phone: '01012345678', company: 'x' } })).toEqual(
        {
          ...cash,
          feeValue: { phone: '01012345678' },
        },
      );
    });

    it.each([{}, { phone: '' }, { phone: '010-1234-5678' }, { phone: '12345678901' }, undefined])(
      'refuses the details %j',
      (feeValue) => {
        expect(issues(pointRequestSchema, { ...cash, feeValue })).toEqual([
          ['feeValue.phone', C.feePhoneInvalid],
        ]);
      },
    );
  });

  it('reports the base fields before looking at the fee details', () => {
    expect(
      messages(pointRequestSchema, { name: '', point: 0, feeType: PaymentType.Fee, feeValue: {} }),
    ).toEqual([C.nameRequired, C.amountRequired]);
  });
});

describe('pointHistoryRowSchema', () => {
  it('parses a row with a nullable responseAt', () => {
    const row = {
      id: 1,
      createdAt: '2026-01-01T00:00:00Z',
      point: 10000,
      status: 0,
      responseAt: null,
      payAmount: 11000,
      feeType: 1,
      bonus: 0,
      couponBonus: 0,
    };
    expect(pointHistoryRowSchema.parse(row)).toEqual(row);
    expect(pointHistoryRowSchema.safeParse({ ...row, responseAt: undefined }).success).toBe(false);
  });
});
