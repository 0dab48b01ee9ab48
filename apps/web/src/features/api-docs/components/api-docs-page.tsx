import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { CodeBlock, EndpointCard } from './endpoint-card.tsx';
import './api-docs.css';
import { PATHS } from '../../../lib/paths.ts';

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function ApiDocsPage() {
  const { profile } = useSession();
  const baseUrl = `${window.location.origin}/api/v1`;
  const apiKey = profile?.apiKey ?? null;

  return (
    <div className="page page--narrow api-docs">
      <PageHeader
        title="API 안내"
        description="내 계정의 API 키로 다른 사이트나 프로그램에서 바로 주문할 수 있습니다."
      />

      <section className="card" aria-labelledby="api-basics-title">
        <h2 id="api-basics-title" className="card__title">
          기본 정보
        </h2>
        <dl className="info-list">
          <div className="info-list__row">
            <dt>Base URL</dt>
            <dd>
              <code>{baseUrl}</code>
            </dd>
          </div>
          <div className="info-list__row">
            <dt>인증 헤더</dt>
            <dd>
              <code>api-key: 발급받은 API 키</code>
            </dd>
          </div>
          <div className="info-list__row">
            <dt>응답 형식</dt>
            <dd>모든 응답은 JSON 형식입니다.</dd>
          </div>
          <div className="info-list__row">
            <dt>내 API 키</dt>
            <dd className="key-box">
              {apiKey ? (
                <>
                  <code className="key-box__value">{apiKey}</code>
                  <CopyButton value={apiKey} ariaLabel="API 키 복사" />
                </>
              ) : (
                <span className="key-box__empty">
                  발급된 API 키가 없습니다.{' '}
                  <Link to={PATHS.account} className="text-link">
                    계정 설정
                  </Link>
                  에서 발급해 주세요.
                </span>
              )}
            </dd>
          </div>
        </dl>
      </section>

      <EndpointCard
        title="Get Services"
        method="GET"
        path="/services"
        description="주문할 수 있는 서비스 목록과 서비스별 최소·최대 수량을 조회합니다."
      >
        <CodeBlock label="요청 예시">{`curl ${baseUrl}/services \\\n  -H "api-key: ${apiKey ?? 'YOUR_API_KEY'}"`}</CodeBlock>
        <CodeBlock label="응답 예시">
          {json([{ id: 1, min: 10, max: 30000, text: '인스타그램 한국인 팔로워' }])}
        </CodeBlock>
      </EndpointCard>

      <EndpointCard
        title="Order Services"
        method="POST"
        path="/order"
        description="서비스 번호(serviceId), 주문 링크(link), 수량(amount)으로 주문합니다. 주문 금액은 보유 포인트에서 차감되고, 응답의 wId로 진행 상태를 조회합니다."
      >
        <CodeBlock label="요청 본문">
          {json({ serviceId: 1, link: 'https://www.instagram.com/example/', amount: 100 })}
        </CodeBlock>
        <CodeBlock label="응답 예시">{json({ wId: 1024 })}</CodeBlock>
      </EndpointCard>

      <EndpointCard
        title="Order Status"
        method="GET"
        path="/status/{wId}"
        description="주문의 진행 상태(status)와 남은 수량(remains)을 조회합니다."
      >
        <CodeBlock label="요청 예시">{`curl ${baseUrl}/status/1024 \\\n  -H "api-key: ${apiKey ?? 'YOUR_API_KEY'}"`}</CodeBlock>
        <CodeBlock label="응답 예시">{json({ status: 'IN PROGRESS', remains: 0 })}</CodeBlock>
      </EndpointCard>
    </div>
  );
}
