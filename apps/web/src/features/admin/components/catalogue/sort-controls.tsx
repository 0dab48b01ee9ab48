import type { KeyboardEvent } from 'react';

/**
 * A row's reorder controls: the drag handle (also moved with the arrow keys while focused) and the
 * '위로' / '아래로' buttons, each named after the row so a screen reader says which row moves.
 */
export function SortControls({
  name,
  index,
  count,
  onMove,
  onHandleKeyDown,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onHandleKeyDown: (event: KeyboardEvent) => void;
}) {
  return (
    <span className="sort-controls">
      <button
        type="button"
        className="sort-controls__handle"
        aria-label={`${name} 순서 (${count}개 중 ${index + 1}번째)`}
        aria-describedby="sort-help"
        onKeyDown={onHandleKeyDown}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <g fill="currentColor">
            {[6, 12, 18].flatMap((y) =>
              [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />),
            )}
          </g>
        </svg>
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={`${name} 위로`}
        disabled={index <= 0}
        onClick={() => onMove(-1)}
      >
        위로
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        aria-label={`${name} 아래로`}
        disabled={index >= count - 1}
        onClick={() => onMove(1)}
      >
        아래로
      </button>
    </span>
  );
}

/** The one description every handle points at (rendered once per page). */
export function SortHelp() {
  return (
    <p id="sort-help" className="visually-hidden">
      끌어서 놓거나, 손잡이에 초점을 두고 위아래 화살표 키로 순서를 바꿉니다.
    </p>
  );
}
