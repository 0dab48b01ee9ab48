import type { ReactNode } from 'react';

export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <figure className="code-block">
      <figcaption className="code-block__label">{label}</figcaption>
      {/* Focusable so a keyboard can scroll a long line (axe: scrollable-region-focusable). */}
      <pre className="code-block__pre" tabIndex={0} aria-label={label}>
        <code>{children}</code>
      </pre>
    </figure>
  );
}

export function EndpointCard({
  title,
  method,
  path,
  description,
  children,
}: {
  title: string;
  method: 'GET' | 'POST';
  path: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card endpoint" aria-label={title}>
      <h2 className="card__title">{title}</h2>
      <p className="endpoint__line">
        <span className={`method method--${method.toLowerCase()}`}>{method}</span>
        <code className="endpoint__path">{path}</code>
      </p>
      <p className="card__lead">{description}</p>
      {children}
    </section>
  );
}
