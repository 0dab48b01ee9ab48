/** Audit before/after values as readable `key: value` lines instead of raw JSON. */
export function AuditValues({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>-</>;
  if (typeof value !== 'object' || Array.isArray(value)) {
    return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <>-</>;
  return (
    <dl className="audit-values">
      {entries.map(([key, item]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{item === null ? '-' : typeof item === 'string' ? item : JSON.stringify(item)}</dd>
        </div>
      ))}
    </dl>
  );
}
