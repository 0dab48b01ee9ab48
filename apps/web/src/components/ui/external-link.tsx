/**
 * A member-given link (an order's target) opened in a new tab. Only http(s) addresses become
 * anchors, so a stored value can never run script; anything else is shown as text.
 */
export function ExternalLink({ href, className }: { href: string; className?: string }) {
  if (!/^https?:\/\//i.test(href)) return <span className={className}>{href}</span>;
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" title={href}>
      {href}
      <span className="visually-hidden"> (새 창에서 열림)</span>
    </a>
  );
}
