import { describe, expect, it } from 'vitest';
import { axisWon } from './dashboard-figures.ts';

describe("the daily chart's won axis", () => {
  it('writes 만 and 억 from 10,000 up, so a year of top-ups fits the axis at 375 px', () => {
    expect(
      [0, 500, 9_999, 10_000, 15_000, 25_000_000, 99_990_000, 100_000_000, 250_000_000].map(axisWon),
    ).toEqual(['0', '500', '9,999', '1만', '1.5만', '2,500만', '9,999만', '1억', '2.5억']);
    expect([-15_000, -500].map(axisWon)).toEqual(['-1.5만', '-500']);
  });
});
