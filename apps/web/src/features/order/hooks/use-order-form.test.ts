import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MESSAGES } from '@smm/contract/messages';
import { useOrderForm } from './use-order-form.ts';
import { balanceAfter } from '../components/price-box.tsx';
import { CATEGORIES, PLATFORMS, SERVICES } from '../../../test/catalog-fixtures.ts';

const LISTS = { platforms: PLATFORMS, categories: CATEGORIES, services: SERVICES };

function setup() {
  return renderHook(() => useOrderForm(LISTS));
}

describe('useOrderForm cascade', () => {
  it('starts on the first visible platform, its first category and service, at the service minimum', () => {
    const { result } = setup();
    expect(result.current.visiblePlatforms.map((p) => p.id)).toEqual([1, 2]);
    expect(result.current.platform?.id).toBe(1);
    expect(result.current.platformCategories.map((c) => c.id)).toEqual([10, 11]);
    expect(result.current.category?.id).toBe(10);
    expect(result.current.categoryServices.map((s) => s.id)).toEqual([100, 101]);
    expect(result.current.service?.id).toBe(100);
    expect(result.current.amountText).toBe('10');
  });

  it('choosing a platform resets the category to its first, the service to that category’s first, quantity to min', () => {
    const { result } = setup();
    act(() => result.current.setAmount('999'));
    act(() => result.current.selectPlatform(2));
    expect(result.current.category?.id).toBe(20);
    expect(result.current.service?.id).toBe(200);
    expect(result.current.amountText).toBe('100');
  });

  it('choosing a category resets the service to its first one and quantity to its min', () => {
    const { result } = setup();
    act(() => result.current.selectService(101));
    act(() => result.current.selectCategory(11));
    expect(result.current.service?.id).toBe(110);
    expect(result.current.amountText).toBe('20');
  });

  it('choosing a service sets quantity to its minimum and turns auto-order off', () => {
    const { result } = setup();
    act(() => result.current.setAutoOrder(true));
    act(() => result.current.setRuns('3'));
    act(() => result.current.setAmount('777'));
    act(() => result.current.selectService(101));
    expect(result.current.amountText).toBe('50');
    expect(result.current.autoOrder).toBe(false);
    expect(result.current.runs).toBe(0);
    expect(result.current.runsText).toBe('0');
  });

  it('toggling auto-order resets runs and interval to 0', () => {
    const { result } = setup();
    act(() => result.current.setAutoOrder(true));
    act(() => {
      result.current.setRuns('5');
      result.current.setInterval('120');
    });
    expect([result.current.runs, result.current.interval]).toEqual([5, 120]);
    act(() => result.current.setAutoOrder(false));
    expect([result.current.runsText, result.current.intervalText]).toEqual(['0', '0']);
    act(() => result.current.setAutoOrder(true));
    expect([result.current.runsText, result.current.intervalText]).toEqual(['0', '0']);
  });

  it('resetAfterOrder clears the link and returns to the service minimum', () => {
    const { result } = setup();
    act(() => {
      result.current.setLink('https://instagram.com/a');
      result.current.setAmount('300');
    });
    act(() => result.current.resetAfterOrder());
    expect(result.current.link).toBe('');
    expect(result.current.amountText).toBe('10');
    expect(result.current.service?.id).toBe(100);
  });
});

describe('useOrderForm price', () => {
  it('computes unit price, total quantity and total cost with exact money arithmetic', () => {
    const { result } = setup();
    expect(result.current.price).toEqual({ unitPrice: 0.5, totalQuantity: 10, totalCost: 5 });
    act(() => result.current.setAmount('333'));
    expect(result.current.price).toEqual({ unitPrice: 0.5, totalQuantity: 333, totalCost: 166.5 });
    act(() => result.current.setAutoOrder(true));
    act(() => result.current.setRuns('3'));
    expect(result.current.price).toEqual({ unitPrice: 0.5, totalQuantity: 999, totalCost: 499.5 });
  });

  it('has no float drift with a fractional unit price: 0.1 x 3 is 0.3, and 1 - 0.3 leaves 0.7', () => {
    const tenth = { ...SERVICES[0]!, point: 0.1, min: 1 };
    const { result } = renderHook(() => useOrderForm({ ...LISTS, services: [tenth] }));
    act(() => result.current.setAmount('3'));
    expect(result.current.price).toEqual({ unitPrice: 0.1, totalQuantity: 3, totalCost: 0.3 });
    expect(balanceAfter(1, result.current.price.totalCost)).toBe(0.7);
    // Exactly the balance is enough; a thousandth less is not.
    expect(result.current.validate(0.3)).toMatchObject({ ok: false, message: MESSAGES.order.linkRequired });
    act(() => result.current.setLink('https://x.com/p/1'));
    expect(result.current.validate(0.3)).toMatchObject({ ok: true });
    expect(result.current.validate(0.299)).toEqual({ ok: false, message: MESSAGES.order.insufficientPoints });
  });

  it('shows nothing for a non-numeric or negative quantity', () => {
    const { result } = setup();
    act(() => result.current.setAmount('-5'));
    expect(result.current.price.totalCost).toBeNull();
    act(() => result.current.setAmount(''));
    expect(result.current.price.totalQuantity).toBeNull();
  });
});

describe('useOrderForm validation', () => {
  it('reports the spec messages in order', () => {
    const { result } = setup();
    expect(result.current.validate()).toEqual({ ok: false, message: MESSAGES.order.linkRequired });
    act(() => result.current.setLink('https://www.instagram.com/p/abc/'));
    act(() => result.current.setAmount('5'));
    expect(result.current.validate()).toEqual({ ok: false, message: MESSAGES.order.belowMin });
    act(() => result.current.setAmount('30001'));
    expect(result.current.validate()).toEqual({ ok: false, message: MESSAGES.order.aboveMax });
    act(() => result.current.setAmount('100'));
    expect(result.current.validate(10)).toEqual({ ok: false, message: MESSAGES.order.insufficientPoints });
    act(() => result.current.setAutoOrder(true));
    act(() => result.current.setRuns('1'));
    expect(result.current.validate()).toEqual({ ok: false, message: MESSAGES.order.runsAboveOne });
  });

  it('validates auto-order runs and interval once the toggle is on, even at 0 / 0', () => {
    const { result } = setup();
    act(() => result.current.setLink('https://www.instagram.com/p/abc/'));
    act(() => result.current.setAutoOrder(true));
    expect([result.current.runsText, result.current.intervalText]).toEqual(['0', '0']);
    expect(result.current.validate(1000)).toEqual({ ok: false, message: MESSAGES.order.runsAboveOne });
    act(() => result.current.setRuns('2.5'));
    expect(result.current.validate()).toEqual({ ok: false, message: MESSAGES.order.runsInteger });
    act(() => result.current.setRuns('3'));
    expect(result.current.validate()).toEqual({ ok: false, message: MESSAGES.order.intervalMin });
    act(() => result.current.setInterval('59'));
    expect(result.current.validate()).toEqual({ ok: false, message: MESSAGES.order.intervalMin });
    act(() => result.current.setInterval('60.5'));
    expect(result.current.validate()).toEqual({ ok: false, message: MESSAGES.order.intervalInteger });
    act(() => result.current.setInterval(''));
    expect(result.current.validate()).toEqual({ ok: false, message: MESSAGES.order.intervalMin });
    act(() => result.current.setInterval('60'));
    // 10 x 0.5 x 3 = 15 points: 14.9 does not cover it, 15 does.
    expect(result.current.validate(14.9)).toEqual({ ok: false, message: MESSAGES.order.insufficientPoints });
    expect(result.current.validate(15)).toEqual({
      ok: true,
      request: {
        serviceId: 100,
        link: 'https://www.instagram.com/p/abc/',
        amount: 10,
        runs: 3,
        interval: 60,
      },
    });
  });

  it('keeps the quantity rules ahead of the auto-order ones and the balance last', () => {
    const { result } = setup();
    act(() => result.current.setLink('https://www.instagram.com/p/abc/'));
    act(() => result.current.setAutoOrder(true));
    act(() => result.current.setAmount('5'));
    expect(result.current.validate(0)).toEqual({ ok: false, message: MESSAGES.order.belowMin });
    act(() => result.current.setAmount('10'));
    expect(result.current.validate(0)).toEqual({ ok: false, message: MESSAGES.order.runsAboveOne });
    act(() => result.current.setAutoOrder(false));
    expect(result.current.validate(0)).toEqual({ ok: false, message: MESSAGES.order.insufficientPoints });
  });

  it('gives the request to send, with an Instagram username turned into its profile URL', () => {
    const { result } = setup();
    act(() => result.current.setLink('@grow_lab'));
    expect(result.current.validate(1000)).toEqual({
      ok: true,
      request: {
        serviceId: 100,
        link: 'https://www.instagram.com/grow_lab/',
        amount: 10,
        runs: 0,
        interval: 0,
      },
    });
  });

  it('requires a service when the platform has none', () => {
    const { result } = renderHook(() => useOrderForm({ ...LISTS, services: [] }));
    expect(result.current.service).toBeUndefined();
    expect(result.current.validate()).toEqual({ ok: false, message: MESSAGES.order.serviceRequired });
  });
});
