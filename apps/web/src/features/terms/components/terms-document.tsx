import type { TermsArticle, CompanyFacts } from './terms-types.ts';
import { TERMS_EFFECTIVE_DATE } from './terms-types.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import './terms.css';

function CompanyBox({ facts }: { facts: CompanyFacts }) {
  const rows = [
    ['상호', facts.company === '회사' ? undefined : facts.company],
    ['대표', facts.ceo],
    ['사업자등록번호', facts.corporationNumber],
    ['통신판매업신고번호', facts.marketingNumber],
    ['주소', facts.address],
    ['대표전화', facts.phone],
  ].filter((row): row is [string, string] => row[1] !== undefined);
  if (rows.length === 0) return null;
  return (
    <dl className="terms__company">
      {rows.map(([label, value]) => (
        <div key={label} className="terms__company-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TermsDocument({
  title,
  articles,
  facts,
}: {
  title: string;
  articles: readonly TermsArticle[];
  facts: CompanyFacts;
}) {
  return (
    <div className="page page--narrow">
      <PageHeader title={title} description={`시행일: ${TERMS_EFFECTIVE_DATE}`} />
      <article className="card terms">
        {articles.map((article) => (
          <section key={article.title} className="terms__article">
            <h2 className="terms__title">{article.title}</h2>
            {article.blocks.map((block, index) =>
              typeof block === 'string' ? (
                <p key={index} className="terms__paragraph">
                  {block}
                </p>
              ) : block.ordered ? (
                <ol key={index} className="terms__list terms__list--ordered" start={block.start}>
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ol>
              ) : (
                <ul key={index} className="terms__list">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
        <CompanyBox facts={facts} />
      </article>
    </div>
  );
}
