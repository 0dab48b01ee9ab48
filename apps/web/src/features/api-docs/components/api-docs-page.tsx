import { useState } from 'react';
import type { OpenAPIV3_1 } from 'openapi-types';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { apiUrl } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useOpenApiDocument } from '../api/get-openapi-document.ts';
import { maskKey } from '../utils/curl.ts';
import { apiKeyHeaderName, docsView } from '../utils/openapi-view.ts';
import { ApiKeyRow } from './api-key-row.tsx';
import { ApiSection } from './api-section.tsx';
import type { KeyText } from './endpoint-card.tsx';
import './api-docs.css';

const PLACEHOLDER_KEY = 'YOUR_API_KEY';

function ApiDocs({ document, apiKey }: { document: OpenAPIV3_1.Document; apiKey: string | null }) {
  const [revealed, setRevealed] = useState(false);
  const origin = window.location.origin;
  const sections = docsView(document);
  const header = apiKeyHeaderName(document);
  const key: KeyText = apiKey
    ? { shown: revealed ? apiKey : maskKey(apiKey), copied: apiKey }
    : { shown: PLACEHOLDER_KEY, copied: PLACEHOLDER_KEY };

  return (
    <>
      <section className="card" aria-labelledby="api-basics-title">
        <h2 id="api-basics-title" className="card__title">
          기본 정보
        </h2>
        <dl className="info-list">
          {sections.map((section) => (
            <div key={section.tag} className="info-list__row">
              <dt>Base URL ({section.tag})</dt>
              <dd>
                <code>{`${origin}${section.basePath}`}</code>
              </dd>
            </div>
          ))}
          {header ? (
            <div className="info-list__row">
              <dt>인증 헤더</dt>
              <dd>
                <code>{`${header}: 발급받은 API 키`}</code>
              </dd>
            </div>
          ) : null}
          <div className="info-list__row">
            <dt>응답 형식</dt>
            <dd>모든 응답은 JSON 형식입니다.</dd>
          </div>
          <div className="info-list__row">
            <dt>내 API 키</dt>
            <dd className="key-box">
              <ApiKeyRow
                apiKey={apiKey}
                shown={key.shown}
                revealed={revealed}
                onToggle={() => setRevealed((shown) => !shown)}
              />
            </dd>
          </div>
          <div className="info-list__row">
            <dt>OpenAPI 문서</dt>
            <dd>
              <a className="text-link" href={apiUrl('/openapi.json')} download="openapi.json">
                openapi.json 내려받기
              </a>{' '}
              <span className="api-docs__hint">(OpenAPI 3.1, 코드 생성기용)</span>
            </dd>
          </div>
        </dl>
      </section>

      {sections.map((section) => (
        <ApiSection key={section.tag} section={section} origin={origin} apiKey={key} />
      ))}
    </>
  );
}

/**
 * The reseller API guide, rendered from the server's OpenAPI document (GET /api/openapi.json), so
 * a route or field added to the server appears here by itself; the curl examples carry the member's
 * own key, masked until revealed.
 */
export function ApiDocsPage() {
  const { profile } = useSession();
  const document = useOpenApiDocument();
  return (
    <div className="page page--narrow api-docs">
      <PageHeader
        title="API 안내"
        description="내 계정의 API 키로 다른 사이트나 프로그램에서 바로 주문할 수 있습니다."
      />
      {document.isPending ? (
        <section className="card">
          <LoadingState label="API 문서를 불러오는 중입니다" />
        </section>
      ) : document.isError ? (
        <section className="card">
          <ErrorNotice error={document.error} onRetry={() => void document.refetch()} />
        </section>
      ) : (
        <ApiDocs document={document.data} apiKey={profile?.apiKey ?? null} />
      )}
    </div>
  );
}
