import type { ReactNode } from 'react';

/**
 * Drawing kit of the link guide: a phone whose screen spans x 10..190, y 10..390 of a 200 x 400
 * canvas. Colours come from guide.css classes so both themes read well.
 */
export const SCREEN = { left: 10, right: 190, top: 10, bottom: 390 } as const;

export function Phone({ children }: { children: ReactNode }) {
  return (
    <svg className="phone" viewBox="0 0 200 400" aria-hidden="true" focusable="false">
      <rect className="g-frame" x="0" y="0" width="200" height="400" rx="30" />
      <rect className="g-screen" x="10" y="10" width="180" height="380" rx="22" />
      {children}
      <text className="g-text g-small" x="28" y="29">
        9:41
      </text>
      <rect className="g-frame" x="78" y="16" width="44" height="12" rx="6" />
    </svg>
  );
}

/** A pulsing ring around the spot to tap, with its step number. */
export function Tap({ x, y, r = 13, step }: { x: number; y: number; r?: number; step: number }) {
  return (
    <g>
      <circle className="g-tap-halo" cx={x} cy={y} r={r + 6} />
      <circle className="g-tap" cx={x} cy={y} r={r} />
      <circle className="g-badge" cx={x + r + 2} cy={y - r - 2} r="9" />
      <text className="g-badge-text" x={x + r + 2} y={y - r + 1.5} textAnchor="middle">
        {step}
      </text>
    </g>
  );
}

export function TextLine({
  x,
  y,
  w,
  h = 6,
  muted = true,
}: {
  x: number;
  y: number;
  w: number;
  h?: number;
  muted?: boolean;
}) {
  return <rect className={muted ? 'g-line' : 'g-line-strong'} x={x} y={y} width={w} height={h} rx={h / 2} />;
}

/** A dimmed screen with a bottom sheet of menu rows; `highlight` marks the row to tap. */
export function BottomSheet({
  items,
  highlight,
  step,
}: {
  items: readonly string[];
  highlight: number;
  step: number;
}) {
  const rowHeight = 34;
  const top = SCREEN.bottom - 24 - items.length * rowHeight;
  return (
    <g>
      <rect className="g-overlay" x="10" y="10" width="180" height="380" rx="22" />
      <rect className="g-sheet" x="10" y={top - 16} width="180" height={SCREEN.bottom - top + 16} rx="18" />
      <rect className="g-line" x="88" y={top - 8} width="24" height="4" rx="2" />
      {items.map((item, index) => {
        const y = top + index * rowHeight;
        const active = index === highlight;
        return (
          <g key={item}>
            {active ? (
              <rect className="g-row-active" x="18" y={y + 2} width="164" height={rowHeight - 4} rx="10" />
            ) : null}
            <text className={active ? 'g-text g-row-text-active' : 'g-text'} x="32" y={y + 22}>
              {item}
            </text>
          </g>
        );
      })}
      <Tap x={150} y={top + highlight * rowHeight + rowHeight / 2} r={11} step={step} />
    </g>
  );
}
