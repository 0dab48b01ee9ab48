import { describe, expect, it } from 'vitest';
import {
  adminProviderCreateSchema,
  adminProviderUpdateSchema,
  formatProviderAmount,
  isHttpUrl,
  maskApiKey,
  providerUpdateProblem,
} from './admin-providers.ts';
import { ADMIN_PROVIDER_MESSAGES as M } from './admin-providers-messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

const PANEL = { name: '메인 패널', kind: 'api_v2', apiUrl: 'https://panel.example/api/v2', apiKey: 'k-123' };

describe('adminProviderCreateSchema', () => {
  it('accepts an API v2 panel, trims it and turns it on by default', () => {
    expect(adminProviderCreateSchema.parse({ ...PANEL, name: '  메인 패널 ', apiKey: ' k-123 ' })).toEqual({
      name: '메인 패널',
      kind: 'api_v2',
      apiUrl: 'https://panel.example/api/v2',
      apiKey: 'k-123',
      enabled: true,
      lowBalanceThreshold: null,
      currency: 'KRW',
    });
  });

  it('takes an ISO 4217 currency and refuses anything else in Korean (issue 31)', () => {
    expect(adminProviderCreateSchema.parse({ ...PANEL, currency: ' USD ' })).toMatchObject({
      currency: 'USD',
    });
    for (const currency of ['usd', 'US', 'USDT', '달러', 1]) {
      const result = adminProviderCreateSchema.safeParse({ ...PANEL, currency });
      expect(result.success, String(currency)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('통화 코드는 USD처럼 영문 대문자 3자로 입력해 주세요.');
    }
  });

  it('accepts any real port, 1 to 65535', () => {
    for (const apiUrl of [
      'http://panel.example:1/',
      'https://panel.example:65535/api/v2',
      'https://[::1]:8443/',
    ]) {
      expect(adminProviderCreateSchema.safeParse({ ...PANEL, apiUrl }).success, apiUrl).toBe(true);
    }
  });

  it('drops a URL and key given for the simulator', () => {
    expect(
      adminProviderCreateSchema.parse({ name: '시뮬', kind: 'simulator', apiKey: 'x', enabled: false }),
    ).toMatchObject({ kind: 'simulator', apiUrl: null, apiKey: null, enabled: false });
  });

  it.each([
    [{ ...PANEL, name: '   ' }, M.nameRequired],
    [{ ...PANEL, name: undefined }, M.nameRequired],
    [{ ...PANEL, name: '가'.repeat(51) }, M.nameTooLong],
    [{ ...PANEL, kind: 'smm_v3' }, M.kindInvalid],
    [{ ...PANEL, kind: undefined }, M.kindInvalid],
    [{ ...PANEL, apiUrl: undefined }, M.urlRequired],
    [{ ...PANEL, apiUrl: '  ' }, M.urlRequired],
    [{ ...PANEL, apiUrl: 'ftp://panel.example/api' }, M.urlInvalid],
    [{ ...PANEL, apiUrl: 'panel.example/api/v2' }, M.urlInvalid],
    [{ ...PANEL, apiUrl: 'javascript:alert(1)' }, M.urlInvalid],
    [{ ...PANEL, apiUrl: `https://panel.example/${'a'.repeat(500)}` }, M.urlTooLong],
    [{ ...PANEL, apiUrl: 'http://127.0.0.1:99999/' }, M.urlPort],
    [{ ...PANEL, apiUrl: 'https://panel.example:0/api/v2' }, M.urlPort],
    [{ ...PANEL, apiUrl: 'https://[::1]:65536/api/v2' }, M.urlPort],
    [{ ...PANEL, apiKey: undefined }, M.keyRequired],
    [{ ...PANEL, apiKey: ' ' }, M.keyRequired],
    [{ ...PANEL, apiKey: 'two words' }, M.keySpaces],
    [{ ...PANEL, apiKey: 'k'.repeat(201) }, M.keyTooLong],
    [{ ...PANEL, lowBalanceThreshold: -1 }, M.thresholdInvalid],
    [{ ...PANEL, lowBalanceThreshold: '100' }, M.thresholdInvalid],
    [{ ...PANEL, lowBalanceThreshold: 1.005 }, M.thresholdFraction],
    [{ ...PANEL, lowBalanceThreshold: 2_000_000_000 }, M.thresholdTooLarge],
    [{ ...PANEL, enabled: 'yes' }, M.enabledInvalid],
    [{ ...PANEL, apikey: 'typo' }, M.unknownField],
  ])('refuses %j with its Korean message', (input, message) => {
    expect(firstMessage(adminProviderCreateSchema.safeParse(input))).toBe(message);
  });
});

describe('adminProviderUpdateSchema', () => {
  it('keeps the stored key when the key field is left empty', () => {
    expect(adminProviderUpdateSchema.parse({ name: '새 이름', apiKey: '' })).toEqual({ name: '새 이름' });
  });

  it('clears the threshold with null', () => {
    expect(adminProviderUpdateSchema.parse({ lowBalanceThreshold: null })).toMatchObject({
      lowBalanceThreshold: null,
    });
  });

  it.each([
    [{}, M.nothingToChange],
    [{ apiKey: '' }, M.nothingToChange],
    [{ apiUrl: 'ftp://x' }, M.urlInvalid],
    [{ kind: 'other' }, M.kindInvalid],
    [{ name: '' }, M.nameRequired],
    [{ apiKeyMasked: '••••' }, M.unknownField],
  ])('refuses %j with its Korean message', (input, message) => {
    expect(firstMessage(adminProviderUpdateSchema.safeParse(input))).toBe(message);
  });
});

describe('providerUpdateProblem', () => {
  const simulator = { kind: 'simulator' as const, apiUrl: null, hasApiKey: false };
  const panel = { kind: 'api_v2' as const, apiUrl: 'https://p.example/api/v2', hasApiKey: true };
  const patch = (input: unknown) => adminProviderUpdateSchema.parse(input);

  it('asks a simulator turned into a panel for its URL, then its key', () => {
    expect(providerUpdateProblem(simulator, patch({ kind: 'api_v2' }))).toEqual({
      message: M.urlRequired,
      field: 'apiUrl',
    });
    expect(
      providerUpdateProblem(simulator, patch({ kind: 'api_v2', apiUrl: 'https://p.example/api/v2' })),
    ).toEqual({ message: M.keyRequired, field: 'apiKey' });
    expect(
      providerUpdateProblem(
        simulator,
        patch({ kind: 'api_v2', apiUrl: 'https://p.example/api/v2', apiKey: 'k' }),
      ),
    ).toBeNull();
  });

  it('lets a panel keep its stored URL and key, but not take its URL away', () => {
    expect(providerUpdateProblem(panel, patch({ name: '이름만' }))).toBeNull();
    expect(providerUpdateProblem(panel, patch({ apiUrl: '', apiKey: '' }))).toEqual({
      message: M.urlRequired,
      field: 'apiUrl',
    });
    expect(providerUpdateProblem(panel, patch({ kind: 'simulator' }))).toBeNull();
  });
});

describe('helpers', () => {
  it('masks a key to its last four characters, or hides a short one entirely', () => {
    expect(maskApiKey('0123456789abcdef')).toBe('••••cdef');
    expect(maskApiKey('short-key')).toBe('••••');
    expect(maskApiKey(null)).toBeNull();
  });

  it.each([
    ['https://panel.example/api/v2', true],
    ['http://127.0.0.1:3100/api/v2', true],
    ['http://[::1]:3100/api/v2?x=1', true],
    ['https://한국패널.kr/api/v2', true],
    ['https://', false],
    ['https://panel example/api', false],
    ['mailto:a@b.c', false],
  ])('isHttpUrl(%s) is %s', (url, ok) => {
    expect(isHttpUrl(url)).toBe(ok);
  });

  it('formats an amount in the Korean way with its currency', () => {
    expect(formatProviderAmount(1234567.5, 'KRW')).toBe('1,234,567.5 KRW');
    expect(formatProviderAmount(12.3456, null)).toBe('12.3456');
  });
});
