/** Collects an app's JSON log lines in memory (tests pass it as the logger's stream). */
export interface LogCapture {
  write(line: string): void;
  readonly lines: string[];
  /** The lines parsed; pino writes one JSON object per line. */
  entries(): Record<string, unknown>[];
}

export function createLogCapture(): LogCapture {
  const lines: string[] = [];
  return {
    lines,
    write(chunk) {
      for (const line of chunk.split('\n')) if (line.trim() !== '') lines.push(line);
    },
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
