import { describe, expect, it } from 'vitest';
import { tossSendUrl } from './toss-url.ts';

describe('tossSendUrl', () => {
  it('encodes the bank name, keeps only the account digits and passes the whole-won amount', () => {
    expect(tossSendUrl({ bankName: '국민은행', accountNumber: '123456-01-234567', amount: 11000 })).toBe(
      'supertoss://send?bank=%EA%B5%AD%EB%AF%BC%EC%9D%80%ED%96%89&accountNo=12345601234567&amount=11000',
    );
  });

  it('adds bankCode only when the setting has one', () => {
    expect(tossSendUrl({ bankName: 'KB', accountNumber: '1 2 3', amount: 5, bankCode: ' 004 ' })).toBe(
      'supertoss://send?bank=KB&accountNo=123&amount=5&bankCode=004',
    );
    expect(tossSendUrl({ bankName: 'KB', accountNumber: '123', amount: 5, bankCode: '' })).not.toContain(
      'bankCode',
    );
  });
});
