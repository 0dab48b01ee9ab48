import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { multiStatusAnswer, reshapeIds, statusAnswer, statusWord } from './simulator-dialect-answer.ts';
import { parseDialect, PLAIN_DIALECT } from './simulator-dialect.ts';

const dialect = (text: string) => parseDialect(text).dialect;

describe('SIMULATOR_DIALECT', () => {
  it('reads a comma-separated list, ignoring case and spaces', () => {
    expect(parseDialect(' BOM, lowercase-status ,,lost-submit')).toEqual({
      dialect: new Set(['bom', 'lowercase-status', 'lost-submit']),
      problems: [],
    });
    expect(parseDialect('')).toEqual({ dialect: new Set(), problems: [] });
  });

  it('names unknown quirks and contradicting ones', () => {
    expect(parseDialect('bom,shouty,numeric-ids,string-ids').problems).toEqual([
      'unknown quirk "shouty"',
      'numeric-ids and string-ids cannot be combined',
    ]);
    expect(() => loadConfig({ SIMULATOR_DIALECT: 'html,http-500' })).toThrow(ConfigError);
    expect(loadConfig({ SIMULATOR_DIALECT: 'slow', SIMULATOR_SLOW_MS: '5000' })).toMatchObject({
      SIMULATOR_DIALECT: new Set(['slow']),
      SIMULATOR_SLOW_MS: 5000,
    });
  });

  it.each([
    ['', 'In progress', 'In progress'],
    ['lowercase-status', 'In progress', 'in progress'],
    ['uppercase-status', 'In progress', 'IN_PROGRESS'],
    ['processing-status', 'Pending', 'Processing'],
    ['cancelled-status,lowercase-status', 'Canceled', 'cancelled'],
    ['refunded-status', 'Canceled', 'Refunded'],
    ['fail-status', 'Canceled', 'Fail'],
    ['error-status', 'Canceled', 'Error'],
    ['error-status', 'Completed', 'Completed'],
  ] as const)('%s spells %s as %s', (quirks, status, word) => {
    expect(statusWord(status, dialect(quirks))).toBe(word);
  });

  it('writes counts as strings, numbers, empty strings or null', () => {
    const plain = {
      charge: '1.50000',
      start_count: 120,
      status: 'Completed',
      remains: 0,
      currency: 'USD',
    } as const;
    expect(statusAnswer(plain, PLAIN_DIALECT)).toMatchObject({
      charge: '1.50000',
      start_count: '120',
      remains: '0',
    });
    expect(statusAnswer(plain, dialect('counts-number'))).toMatchObject({
      charge: 1.5,
      start_count: 120,
      remains: 0,
    });
    expect(statusAnswer(plain, dialect('counts-empty'))).toMatchObject({
      charge: '',
      start_count: '',
      remains: '',
    });
    expect(statusAnswer(plain, dialect('counts-null'))).toMatchObject({
      charge: null,
      start_count: null,
      remains: null,
    });
  });

  it('leaves out or refuses the last id of a multi-status answer', () => {
    const entries: [string, unknown][] = [
      ['1', { status: 'Pending' }],
      ['2', { status: 'Completed' }],
    ];
    expect(multiStatusAnswer(entries, dialect('multi-missing'))).toEqual({ 1: { status: 'Pending' } });
    expect(multiStatusAnswer(entries, dialect('multi-error'))).toEqual({
      1: { status: 'Pending' },
      2: { error: 'Incorrect order ID' },
    });
    expect(multiStatusAnswer(entries.slice(0, 1), dialect('multi-missing'))).toEqual({
      1: { status: 'Pending' },
    });
  });

  it('writes ids and quantities as numbers or strings, and lower-cases service types', () => {
    const services = [{ service: 3, type: 'Default', min: '10', max: '5000', rate: '0.9' }];
    expect(reshapeIds(services, dialect('numeric-ids'))).toEqual([
      { service: 3, type: 'Default', min: 10, max: 5000, rate: '0.9' },
    ]);
    expect(reshapeIds({ order: 7 }, dialect('string-ids'))).toEqual({ order: '7' });
    expect(reshapeIds(services, dialect('lowercase-status'))).toEqual([{ ...services[0], type: 'default' }]);
  });
});
