import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { normaliseStatus, parseCharge, parseCount } from './provider-status.ts';

describe('normaliseStatus', () => {
  it.each([
    ['Pending', OrderStatus.Processing],
    ['pending', OrderStatus.Processing],
    ['Processing', OrderStatus.Processing],
    ['In progress', OrderStatus.InProgress],
    ['In Progress', OrderStatus.InProgress],
    ['IN PROGRESS', OrderStatus.InProgress],
    ['inprogress', OrderStatus.InProgress],
    ['In_progress', OrderStatus.InProgress],
    ['  In   progress ', OrderStatus.InProgress],
    ['Completed', OrderStatus.Completed],
    ['COMPLETED', OrderStatus.Completed],
    ['Partial', OrderStatus.Partial],
    ['partial', OrderStatus.Partial],
    ['Canceled', OrderStatus.Canceled],
    ['Cancelled', OrderStatus.Canceled],
    ['cancelled', OrderStatus.Canceled],
  ])('maps %j to %i', (raw, expected) => {
    expect(normaliseStatus(raw)).toBe(expected);
  });

  it.each(['', 'Unknown', 'Refunded', 'Complete!', null, undefined, 2, {}])('knows nothing of %j', (raw) => {
    expect(normaliseStatus(raw)).toBeNull();
  });
});

describe('parseCount', () => {
  it.each([
    [157, 157],
    ['157', 157],
    [' 157 ', 157],
    ['157.00', 157],
    ['0', 0],
    [0, 0],
  ])('reads %j as %i', (raw, expected) => {
    expect(parseCount(raw)).toBe(expected);
  });

  it.each(['Unknown', '-5', -5, '12.5', 12.5, '', 'abc', '1e3', null, undefined, true, Number.NaN, 2 ** 60])(
    'turns %j into null',
    (raw) => {
      expect(parseCount(raw)).toBeNull();
    },
  );
});

describe('parseCharge', () => {
  it.each([
    ['0.90', '0.90'],
    [' 12.5 ', '12.5'],
    ['+3', '3'],
    ['007.10', '7.10'],
    ['0', '0'],
    [0, '0'],
    [0.5, '0.5'],
    [3, '3'],
    ['1.234567890123', '1.234567890123'],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseCharge(raw)).toBe(expected);
  });

  it.each([
    '',
    '  ',
    '-0.5',
    -1,
    '1e-7',
    1e-7,
    'Unknown',
    '1,5',
    '.5',
    '1.',
    null,
    undefined,
    {},
    NaN,
    Infinity,
  ])('reads nothing from %j', (raw) => {
    expect(parseCharge(raw)).toBeNull();
  });
});
