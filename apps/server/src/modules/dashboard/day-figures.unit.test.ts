import { describe, expect, it } from 'vitest';
import { kstDayNumber, kstDayStart } from '../../db/kst-day.ts';
import {
  createDayFigures,
  FILL_CHUNK_DAYS,
  NO_FIGURES,
  type DayFigures,
  type DayStore,
  type DayTotals,
  type ServiceFigures,
} from './day-figures.ts';

const figures = (orders: number, services: [number, ServiceFigures][] = []): DayFigures => ({
  ...NO_FIGURES,
  orders,
  revenueMilli: services.reduce((sum, [, s]) => sum + s.revenueMilli, 0),
  costMilli: services.reduce((sum, [, s]) => sum + s.costMilli, 0),
  services: new Map(services),
});
const totals = ({ services: _, ...t }: DayFigures): DayTotals => t;

/** Figures over fixed rows that record every range read from them (live or to store), and a store in memory. */
function harness(rows: Map<number, DayFigures>) {
  const computed: [number, number][] = [];
  const summed: [number, number][] = [];
  const kept = new Map<number, DayFigures>();
  const store: DayStore = {
    read: async (first, last) =>
      new Map([...kept].filter(([day]) => day >= first && day <= last).map(([day, f]) => [day, totals(f)])),
    missing: async (first, last) => {
      const days: number[] = [];
      for (let day = first; day <= last; day += 1) if (!kept.has(day)) days.push(day);
      return days;
    },
    sumServices: async (first, last) => {
      summed.push([first, last]);
      const sums = new Map<number, ServiceFigures>();
      for (const [day, f] of kept) {
        if (day < first || day > last) continue;
        for (const [id, s] of f.services) {
          const t = sums.get(id) ?? { orders: 0, revenueMilli: 0, costMilli: 0 };
          sums.set(id, {
            orders: t.orders + s.orders,
            revenueMilli: t.revenueMilli + s.revenueMilli,
            costMilli: t.costMilli + s.costMilli,
          });
        }
      }
      return sums;
    },
    fill: async (first, last) => {
      computed.push([first, last]);
      const filled = new Map<number, DayTotals>();
      for (let day = first; day <= last; day += 1) {
        if (!kept.has(day)) kept.set(day, rows.get(day) ?? NO_FIGURES);
        filled.set(day, totals(kept.get(day) ?? NO_FIGURES));
      }
      return filled;
    },
  };
  const compute = async (first: number, last: number) => {
    computed.push([first, last]);
    return new Map([...rows].filter(([day]) => day >= first && day <= last));
  };
  return { computed, summed, kept, days: createDayFigures({ compute, store }) };
}

const today = kstDayNumber(new Date('2026-11-26T03:00:00Z')); // 12:00 KST
const noon = kstDayStart(today + 0.5);
const minutesAfterMidnight = (minutes: number) => new Date(kstDayStart(today).getTime() + minutes * 60_000);
const service = (orders: number, revenueMilli: number, costMilli: number): ServiceFigures => ({
  orders,
  revenueMilli,
  costMilli,
});

describe('the dashboard figures of closed days', () => {
  it('reads closed days from the rows once and stores them, then only today', async () => {
    const h = harness(
      new Map([
        [today - 3, figures(7)],
        [today, figures(2)],
      ]),
    );
    const first = await h.days.between(today - 6, today, noon);
    expect(h.computed).toEqual(
      expect.arrayContaining([
        [today, today],
        [today - 6, today - 1],
      ]),
    );
    expect(h.computed).toHaveLength(2);
    expect(first.days.get(today - 3)).toEqual(totals(figures(7)));
    expect(first.days.get(today - 5)).toEqual(totals(NO_FIGURES));
    expect(first.days.get(today)).toMatchObject({ orders: 2 });
    // Every closed day is stored, those without any rows too.
    expect([...h.kept.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => today - n).sort());

    const again = await h.days.between(today - 6, today, noon);
    expect(h.computed.at(-1)).toEqual([today, today]);
    expect(h.computed).toHaveLength(3);
    expect([...again.days].map(([day, f]) => [day, f.orders])).toEqual(
      [...first.days].map(([day, f]) => [day, f.orders]),
    );
  });

  it('reads today live, so what happens today shows at once', async () => {
    const rows = new Map([[today, figures(1)]]);
    const h = harness(rows);
    await h.days.between(today - 1, today, noon);
    rows.set(today, figures(5));
    expect((await h.days.between(today - 1, today, noon)).days.get(today)).toMatchObject({ orders: 5 });
  });

  it('keeps yesterday open for the first minutes after midnight, while late commits may land on it', async () => {
    const rows = new Map([[today - 1, figures(1)]]);
    const h = harness(rows);
    await h.days.between(today - 1, today, minutesAfterMidnight(1));
    rows.set(today - 1, figures(2));
    expect(
      (await h.days.between(today - 1, today, minutesAfterMidnight(5))).days.get(today - 1),
    ).toMatchObject({ orders: 2 });
    expect(h.computed.at(-1)).toEqual([today - 1, today]);
    expect(h.kept.size).toBe(0);

    await h.days.between(today - 1, today, minutesAfterMidnight(11));
    rows.set(today - 1, figures(3));
    expect(
      (await h.days.between(today - 1, today, minutesAfterMidnight(12))).days.get(today - 1),
    ).toMatchObject({ orders: 2 });
    expect(h.computed.at(-1)).toEqual([today, today]);
  });

  it('reads only the closed days not stored yet when the period grows, a chunk at a time', async () => {
    const h = harness(new Map());
    await h.days.between(today - 6, today, noon);
    h.computed.length = 0;
    await h.days.between(today - 40, today, noon);
    const closed = h.computed.filter(([first]) => first !== today);
    // 34 days (today - 40 to today - 7), cut from the newest into 14, 14 and 6.
    expect(closed.sort(([a], [b]) => a - b)).toEqual([
      [today - 40, today - 35],
      [today - 34, today - 21],
      [today - 20, today - 7],
    ]);
    expect(Math.max(...closed.map(([a, b]) => b - a + 1))).toBe(FILL_CHUNK_DAYS);
    h.computed.length = 0;
    await h.days.between(today - 40, today, noon);
    expect(h.computed).toEqual([[today, today]]);
  });

  it('reads a closed day once when two requests in one process need it at the same time', async () => {
    const h = harness(new Map([[today - 2, figures(4)]]));
    const [a, b] = await Promise.all([
      h.days.between(today - 29, today, noon),
      h.days.between(today - 29, today, noon),
    ]);
    expect(a.days.get(today - 2)).toMatchObject({ orders: 4 });
    expect(b.days.get(today - 2)).toMatchObject({ orders: 4 });
    const closedDaysRead = h.computed
      .filter(([first]) => first !== today)
      .reduce((sum, [first, last]) => sum + last - first + 1, 0);
    expect(closedDaysRead).toBe(29);
  });

  it("sums the services of the stored days once per period and adds the open days' to them", async () => {
    const h = harness(
      new Map([
        [today - 2, figures(2, [[1, service(2, 3000, 1000)]])],
        [
          today - 1,
          figures(3, [
            [1, service(1, 1000, 500)],
            [2, service(2, 5000, 0)],
          ]),
        ],
        [today, figures(1, [[2, service(1, -500, 200)]])],
      ]),
    );
    const period = await h.days.between(today - 6, today, noon);
    expect(period.services).toEqual(
      new Map([
        [1, service(3, 4000, 1500)],
        [2, service(3, 4500, 200)],
      ]),
    );
    expect(period.days.get(today - 1)).toMatchObject({ orders: 3, revenueMilli: 6000, costMilli: 500 });
    await h.days.between(today - 6, today, noon);
    await h.days.between(today - 6, today, noon);
    expect(h.summed).toEqual([[today - 6, today - 1]]);
    // The next day is a new period: summed again.
    await h.days.between(today - 5, today + 1, kstDayStart(today + 1.5));
    expect(h.summed.at(-1)).toEqual([today - 5, today]);
  });

  it('fills in the background a chunk at a time, the newest first, then sums the offered periods', async () => {
    const h = harness(new Map([[today - 100, figures(9)]]));
    expect(await h.days.storeMissing(noon, 365)).toBe(FILL_CHUNK_DAYS);
    expect(h.computed).toEqual([[today - FILL_CHUNK_DAYS, today - 1]]);
    expect(await h.days.prepareSums(noon, [7, 30])).toBe(1); // 30 days are not all stored yet
    let stored = FILL_CHUNK_DAYS;
    for (let n = 0; n < 40; n += 1) stored += await h.days.storeMissing(noon, 365);
    expect(stored).toBe(364);
    expect(h.kept.get(today - 100)).toMatchObject({ orders: 9 });
    expect(await h.days.storeMissing(noon, 365)).toBe(0);
    expect(await h.days.prepareSums(noon, [7, 30, 90, 365])).toBe(3);
    h.computed.length = 0;
    const year = await h.days.between(today - 364, today, noon);
    expect(h.computed).toEqual([[today, today]]);
    expect(h.summed).toHaveLength(4);
    expect(year.days.size).toBe(365);
  });
});
