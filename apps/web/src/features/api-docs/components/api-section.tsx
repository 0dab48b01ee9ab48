import { useId } from 'react';
import type { SectionView } from '../utils/openapi-view.ts';
import { EndpointCard, type KeyText } from './endpoint-card.tsx';

/** One tag of the document (API v1, API v2) with its endpoints. */
export function ApiSection({
  section,
  origin,
  apiKey,
}: {
  section: SectionView;
  origin: string;
  apiKey: KeyText;
}) {
  const titleId = useId();
  return (
    <section className="api-docs__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="api-docs__section-title">
        {section.tag}
      </h2>
      {section.description ? <p className="api-docs__section-lead">{section.description}</p> : null}
      {section.endpoints.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} origin={origin} apiKey={apiKey} />
      ))}
    </section>
  );
}
