import { useId } from 'react';
import { curlCommand } from '../utils/curl.ts';
import type { EndpointView, ExampleView, FieldView } from '../utils/openapi-view.ts';
import { CodeBlock } from './code-block.tsx';
import { FieldTable, RefusalTable, VariantTable } from './field-tables.tsx';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The member's key as shown (masked until revealed) and as copied (always the real one). */
export interface KeyText {
  shown: string;
  copied: string;
}

function ExampleBlocks({
  endpoint,
  example,
  origin,
  apiKey,
}: {
  endpoint: EndpointView;
  example: ExampleView;
  origin: string;
  apiKey: KeyText;
}) {
  const curl = (key: string) => curlCommand(endpoint, { origin, key, body: example.body });
  return (
    <>
      <CodeBlock
        label="요청 예시"
        copy={{
          value: curl(apiKey.copied),
          ariaLabel: [endpoint.summary, example.summary, '요청 예시 복사'].filter(Boolean).join(' '),
        }}
      >
        {curl(apiKey.shown)}
      </CodeBlock>
      {example.answer !== undefined ? <CodeBlock label="응답 예시">{json(example.answer)}</CodeBlock> : null}
    </>
  );
}

/** Fields of every variant once each (API v2: `order` appears under status, cancel and refill). */
function uniqueFields(endpoint: EndpointView): FieldView[] {
  const seen = new Map<string, FieldView>();
  for (const field of endpoint.variants.flatMap((v) => v.fields)) {
    if (!seen.has(field.name)) seen.set(field.name, { ...field, required: false });
  }
  return [...seen.values()];
}

/** One operation of the document: what it does, its fields, examples with curl, and its refusals. */
export function EndpointCard({
  endpoint,
  origin,
  apiKey,
}: {
  endpoint: EndpointView;
  origin: string;
  apiKey: KeyText;
}) {
  const titleId = useId();
  const single = endpoint.variants.length <= 1;
  const fields = [...endpoint.parameters, ...(single ? (endpoint.variants[0]?.fields ?? []) : [])];
  return (
    <section className="card endpoint" aria-labelledby={titleId}>
      <h3 id={titleId} className="card__title">
        {endpoint.summary}
      </h3>
      <p className="endpoint__line">
        <span className={`method method--${endpoint.method.toLowerCase()}`}>{endpoint.method}</span>
        <code className="endpoint__path">{endpoint.path}</code>
      </p>
      {endpoint.description.split('\n\n').map((paragraph) => (
        <p key={paragraph} className="card__lead">
          {paragraph}
        </p>
      ))}

      {single ? (
        <FieldTable label={`${endpoint.summary} 요청 항목`} fields={fields} />
      ) : (
        <>
          <VariantTable label={`${endpoint.summary} 요청 종류`} variants={endpoint.variants} />
          <FieldTable
            label={`${endpoint.summary} 요청 항목`}
            fields={[...endpoint.parameters, ...uniqueFields(endpoint)]}
          />
        </>
      )}

      {endpoint.examples.length === 1 && endpoint.examples[0] ? (
        <ExampleBlocks endpoint={endpoint} example={endpoint.examples[0]} origin={origin} apiKey={apiKey} />
      ) : (
        endpoint.examples.map((example, index) => (
          <details key={example.name} className="endpoint__example" open={index === 0}>
            <summary>{example.summary}</summary>
            <ExampleBlocks endpoint={endpoint} example={example} origin={origin} apiKey={apiKey} />
          </details>
        ))
      )}

      {endpoint.refusals.length > 0 ? (
        <>
          <h4 className="endpoint__subtitle">오류 응답</h4>
          <RefusalTable label={`${endpoint.summary} 오류 응답`} refusals={endpoint.refusals} />
        </>
      ) : null}
    </section>
  );
}
