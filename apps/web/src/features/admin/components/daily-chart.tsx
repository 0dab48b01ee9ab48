import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DashboardDay } from '@smm/contract/admin-dashboard';
import { formatWon } from '@smm/contract/format';
import { useTheme } from '../../../lib/theme.tsx';
import { axisWon } from './dashboard-figures.ts';

const HEIGHT = 260;

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Epoch seconds of a KST day's noon, so the axis labels stay on the right day in any time zone. */
function dayTime(date: string): number {
  return Date.parse(`${date}T12:00:00+09:00`) / 1000;
}

/** formatWon shows no sign: a loss day's profit keeps its minus. */
function signedWon(v: number): string {
  return v < 0 ? `-${formatWon(-v)}원` : `${formatWon(v)}원`;
}

/** Periods longer than this are labelled by month (`YYYY-MM`), shorter ones by day (`MM-DD`). */
const DAY_LABELS_UP_TO = 92;

function options(width: number, long: boolean): uPlot.Options {
  const text = cssVar('--text-sub');
  const grid = cssVar('--border');
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    width,
    height: HEIGHT,
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1e3), 'Asia/Seoul'),
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true } },
    axes: [
      {
        ...axis,
        // A year's ticks fall on the first of a month: the month and its year, spaced for them.
        ...(long ? { space: 72 } : {}),
        values: (_u, ticks) =>
          ticks.map((t) => {
            const date = new Date((t + 9 * 3600) * 1000).toISOString();
            return long ? date.slice(0, 7) : date.slice(5, 10);
          }),
      },
      {
        ...axis,
        size: 72,
        values: (_u, ticks) => ticks.map(axisWon),
      },
    ],
    series: [
      {
        label: '날짜',
        value: (_u, v) => (v == null ? '-' : new Date((v + 9 * 3600) * 1000).toISOString().slice(0, 10)),
      },
      {
        label: '매출',
        stroke: cssVar('--main'),
        width: 2,
        value: (_u, v) => (v == null ? '-' : `${formatWon(v)}원`),
      },
      {
        label: '원가',
        stroke: cssVar('--warning'),
        width: 2,
        value: (_u, v) => (v == null ? '-' : `${formatWon(v)}원`),
      },
      {
        label: '이익',
        stroke: cssVar('--success'),
        width: 2,
        value: (_u, v) => (v == null ? '-' : signedWon(v)),
      },
      {
        label: '충전',
        stroke: cssVar('--text-muted'),
        width: 1,
        dash: [4, 4],
        value: (_u, v) => (v == null ? '-' : `${formatWon(v)}원`),
      },
    ],
  };
}

/**
 * The daily sales, cost, profit and top-ups line chart (uPlot, loaded only with the dashboard's chunk). It is
 * decorative for screen readers: the table under it carries the same numbers.
 */
export function DailyChart({ days }: { days: readonly DashboardDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const { dark } = useTheme();

  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const data: uPlot.AlignedData = [
      days.map((d) => dayTime(d.date)),
      days.map((d) => d.revenue),
      days.map((d) => d.cost),
      days.map((d) => d.profit),
      days.map((d) => d.topups),
    ];
    const plot = new uPlot(
      options(Math.max(root.clientWidth, 280), days.length > DAY_LABELS_UP_TO),
      data,
      root,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(root.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(root);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
    // Rebuilt on a theme change so the axes take the new colours.
  }, [days, dark]);

  return <div ref={box} className="admin-chart" aria-hidden="true" />;
}
