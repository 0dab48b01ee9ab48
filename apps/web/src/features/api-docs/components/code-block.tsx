import { CopyButton } from '../../../components/ui/copy-button.tsx';

/**
 * A labelled block of code. `copy` copies a value that may differ from what is shown: a curl
 * command shown with the masked key copies with the real one.
 */
export function CodeBlock({
  label,
  children,
  copy,
}: {
  label: string;
  children: string;
  copy?: { value: string; ariaLabel: string };
}) {
  return (
    <figure className="code-block">
      <figcaption className="code-block__label">
        <span>{label}</span>
        {copy ? <CopyButton value={copy.value} ariaLabel={copy.ariaLabel} /> : null}
      </figcaption>
      {/* Focusable so a keyboard can scroll a long line (axe: scrollable-region-focusable). */}
      <pre className="code-block__pre" tabIndex={0} aria-label={label}>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
