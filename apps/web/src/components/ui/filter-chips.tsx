export interface Chip<K extends string> {
  key: K;
  label: string;
}

/** A single-choice chip group (radio semantics through aria-pressed buttons). */
export function FilterChips<K extends string>({
  label,
  chips,
  value,
  onChange,
}: {
  label: string;
  chips: readonly Chip<K>[];
  value: K;
  onChange: (key: K) => void;
}) {
  return (
    <div className="chips" role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className="chip"
          aria-pressed={chip.key === value}
          onClick={() => onChange(chip.key)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
