import { describe, expect, it } from 'vitest';
import { PLATFORM_ICONS, serviceSchema, servicesQuerySchema } from './catalog.ts';

describe('PLATFORM_ICONS', () => {
  it('maps platform ids 1 to 15 to distinct icons (spec section 3)', () => {
    expect(Object.keys(PLATFORM_ICONS).map(Number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    expect(new Set(Object.values(PLATFORM_ICONS)).size).toBe(15);
    expect(PLATFORM_ICONS[1]).toBe('instagram');
    expect(PLATFORM_ICONS[16]).toBeUndefined();
  });
});

describe('serviceSchema', () => {
  const service = {
    id: 1,
    text: '인스타그램 팔로워',
    categoryId: 2,
    min: 10,
    max: 30000,
    point: 1.234,
    notice: '',
    enableAuto: true,
    isReadOnly: false,
  };

  it('accepts a decimal unit price and integer bounds', () => {
    expect(serviceSchema.parse(service)).toEqual(service);
    expect(serviceSchema.safeParse({ ...service, min: 1.5 }).success).toBe(false);
    expect(serviceSchema.safeParse({ ...service, enableAuto: 'true' }).success).toBe(false);
  });
});

describe('servicesQuerySchema', () => {
  it.each([
    [{}, false],
    [{ withPrice: 'true' }, true],
    [{ withPrice: '1' }, true],
    [{ withPrice: 'false' }, false],
    [{ withPrice: '0' }, false],
  ])('reads %j as withPrice %s', (query, expected) => {
    expect(servicesQuerySchema.parse(query)).toEqual({ withPrice: expected });
  });

  it.each(['yes', 'TRUE', '', '2'])('refuses withPrice %j', (withPrice) => {
    expect(servicesQuerySchema.safeParse({ withPrice }).success).toBe(false);
  });
});
