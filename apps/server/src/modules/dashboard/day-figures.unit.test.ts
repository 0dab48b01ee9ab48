import { describe, expect, it } from 'vitest';
import { kstDayNumber, kstDayStart } from '../../db/kst-day.ts';
import { createDayFigures, NO_FIGURES, type DayFigures } from './day-figures.ts';

const figures = (orders: number): DayFigures => ({ ...NO_FIGURES, orders });

/** A loader over fixed per-day figures that records every range it was asked for. */
function recordingLoader(data: Map<number, DayFigures>) {
  const calls: [number, number][] = [];
  const load = async (first: number, last: number) => {
    calls.push([first, last]);
    return new Map([...data].filter(([day]) => day >= first && day <= last));
  };
  return { calls, load };
}

const today = kstDayNumber(new Date('2026-11-26T03:00:00Z')); // 12:00 KST
const noon = kstDayStart(today + 0.5);
const minutesAfterMidnight = (minutes: number) => new Date(kstDayStart(today).getTime() + minutes * 60_000);

describe('the dashboard figures of closed days', () => {
  it('reads a period once, then only today on the next requests', async () => {
    const { calls, load } = recordingLoader(
      new Map([
        [today - 3, figures(7)],
        [today, figures(2)],
      ]),
    );
    const days = createDayFigures(load);

    const first = await days.between(today - 6, today, noon);
    expect(calls).toEqual([[today - 6, today]]);
    expect(first.get(today - 3)).toEqual(figures(7));
    expect(first.get(today - 5)).toEqual(NO_FIGURES);

    const again = await days.between(today - 6, today, noon);
    expect(calls.at(-1)).toEqual([today, today]);
    expect([...again]).toEqual([...first]);
  });

  it('reads today live, so what happens today shows at once', async () => {
    const data = new Map([[today, figures(1)]]);
    const { load } = recordingLoader(data);
    const days = createDayFigures(load);
    await days.between(today - 1, today, noon);
    data.set(today, figures(5));
    expect((await days.between(today - 1, today, noon)).get(today)).toEqual(figures(5));
  });

  it('keeps yesterday open for the first minutes after midnight, while late commits may land on it', async () => {
    const data = new Map([[today - 1, figures(1)]]);
    const { calls, load } = recordingLoader(data);
    const days = createDayFigures(load);
    await days.between(today - 1, today, minutesAfterMidnight(1));
    data.set(today - 1, figures(2));
    expect((await days.between(today - 1, today, minutesAfterMidnight(5))).get(today - 1)).toEqual(
      figures(2),
    );
    expect(calls.at(-1)).toEqual([today - 1, today]);

    await days.between(today - 1, today, minutesAfterMidnight(11));
    data.set(today - 1, figures(3));
    expect((await days.between(today - 1, today, minutesAfterMidnight(12))).get(today - 1)).toEqual(
      figures(2),
    );
    expect(calls.at(-1)).toEqual([today, today]);
  });

  it('reads from the first closed day it has not kept when the period grows, then keeps them all', async () => {
    const { calls, load } = recordingLoader(new Map());
    const days = createDayFigures(load);
    await days.between(today - 6, today, noon);
    await days.between(today - 29, today, noon);
    expect(calls.at(-1)).toEqual([today - 29, today]);
    await days.between(today - 29, today, noon);
    expect(calls.at(-1)).toEqual([today, today]);
  });
});
