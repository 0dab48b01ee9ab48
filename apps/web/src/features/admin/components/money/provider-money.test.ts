import { describe, expect, it } from 'vitest';
import { formatProviderMoney, formatProviderRate } from './provider-money.ts';

describe('amounts in a provider’s currency', () => {
  it('shows each currency with its sign and the digits the provider wrote', () => {
    expect(formatProviderRate('0.90', 'USD')).toBe('$0.90 / 1,000');
    expect(formatProviderRate('0.9', 'USD')).toBe('$0.90 / 1,000');
    expect(formatProviderRate('12.3456', 'EUR')).toBe('€12.3456 / 1,000');
    expect(formatProviderRate('75', 'INR')).toBe('₹75.00 / 1,000');
    expect(formatProviderRate('900', 'KRW')).toBe('900원 / 1,000');
    expect(formatProviderRate('1234567.5', 'KRW')).toBe('1,234,567.5원 / 1,000');
  });

  it('groups large amounts and keeps negative balances readable', () => {
    expect(formatProviderMoney('100.84', 'USD')).toBe('$100.84');
    expect(formatProviderMoney('12345.6', 'USD')).toBe('$12,345.60');
    expect(formatProviderMoney('-3.5', 'EUR')).toBe('-€3.50');
    expect(formatProviderMoney('0012', 'KRW')).toBe('12원');
  });

  it('names a currency without a common sign by its code, and leaves non-decimals as written', () => {
    expect(formatProviderMoney('1.2', 'CNY')).toBe('CNY 1.20');
    expect(formatProviderMoney('1e3', 'USD')).toBe('USD 1e3');
    expect(formatProviderMoney('n/a', 'KRW')).toBe('n/a');
  });
});
