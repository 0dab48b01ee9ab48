import { useState, type FormEvent } from 'react';
import type {
  AdminCatalogue,
  AdminCategory,
  AdminPlatform,
  AdminService,
} from '@smm/contract/admin-catalogue';
import { PLATFORM_ICON_IDS } from '@smm/contract/admin-catalogue';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PlatformIcon, platformTileStyle } from '../../../components/ui/platform-icon.tsx';
import { NO_COLOUR_TILE } from '../components/catalogue/catalogue-format.ts';
import { useCatalogue } from '../api/get-catalogue.ts';
import { CatalogueTreeList } from '../components/catalogue/catalogue-tree-list.tsx';
import { CategoryForm } from '../components/catalogue/category-form.tsx';
import { PlatformForm } from '../components/catalogue/platform-form.tsx';
import { ServiceForm } from '../components/catalogue/service-form.tsx';
import { ServicesPanel } from '../components/catalogue/services-panel.tsx';
import { SortHelp } from '../components/catalogue/sort-controls.tsx';
import { useUrlFilters } from '../hooks/use-url-filters.ts';
import '../components/catalogue/catalogue.css';

const FILTER_KEYS = ['platform', 'category', 'q', 'below'] as const;

type Editing =
  | { kind: 'platform'; item?: AdminPlatform }
  | { kind: 'category'; item?: AdminCategory }
  | { kind: 'service'; item?: AdminService };

/** A service matches a search by its number or by part of its name. */
function matches(service: AdminService, q: string): boolean {
  const needle = q.trim().toLowerCase();
  return String(service.id) === needle || service.text.toLowerCase().includes(needle);
}

/** Sold below its won cost (a provider's rate rose, or an exchange rate did): flagged for the operator. */
function belowCost(service: AdminService): boolean {
  return service.margin !== null && service.margin.amount < 0;
}

/**
 * /admin/catalogue: platforms, the selected platform's categories and the selected category's
 * services (the selection lives in the URL). Every change reaches the storefront at once.
 */
export function CataloguePage() {
  const catalogue = useCatalogue();
  return (
    <section className="page catalogue">
      <PageHeader
        title="상품 관리"
        description="플랫폼, 카테고리, 서비스의 순서와 노출, 가격을 관리합니다. 바꾼 내용은 스토어에 바로 반영되고 감사 로그에 남습니다."
      />
      <SortHelp />
      {catalogue.isPending ? (
        <LoadingState />
      ) : catalogue.error ? (
        <ErrorNotice error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : (
        <CatalogueBrowser data={catalogue.data} />
      )}
    </section>
  );
}

function CatalogueBrowser({ data }: { data: AdminCatalogue }) {
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const [query, setQuery] = useState(filters.q);
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ q: query.trim(), below: '' });
  };

  const platform = data.platforms.find((p) => p.id === Number(filters.platform)) ?? data.platforms[0];
  const categories = data.categories.filter((c) => c.platformId === platform?.id);
  const category = categories.find((c) => c.id === Number(filters.category)) ?? categories[0];
  const below = filters.below === '1' && filters.q === '';
  const searching = filters.q !== '' || below;
  const belowCount = data.services.filter(belowCost).length;
  const services = below
    ? data.services.filter(belowCost)
    : searching
      ? data.services.filter((s) => matches(s, filters.q))
      : data.services.filter((s) => s.categoryId === category?.id);
  return (
    <div className="catalogue__grid">
      <div className="catalogue__tree">
        <section className="card catalogue-panel" aria-labelledby="catalogue-platforms">
          <div className="catalogue-panel__head">
            <h2 id="catalogue-platforms" className="catalogue-panel__title">
              플랫폼
            </h2>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={data.platforms.length >= 15}
              onClick={() => setEditing({ kind: 'platform' })}
            >
              플랫폼 추가
            </button>
          </div>
          {data.platforms.length >= PLATFORM_ICON_IDS.max ? (
            <p className="catalogue-panel__note">
              아이콘 번호 {PLATFORM_ICON_IDS.min}~{PLATFORM_ICON_IDS.max}를 모두 쓰고 있어 더 추가할 수
              없습니다. 안 쓰는 플랫폼은 숨기거나 이름을 바꿔 쓰세요.
            </p>
          ) : null}
          <CatalogueTreeList
            kind="platforms"
            noun="플랫폼"
            items={data.platforms}
            selectedId={platform?.id}
            onSelect={(id) => setFilters({ platform: String(id), category: '', q: '', below: '' })}
            onEdit={(item) => setEditing({ kind: 'platform', item })}
            childCount={(p) => {
              const n = data.categories.filter((c) => c.platformId === p.id).length;
              return { count: n, label: `카테고리 ${n}개` };
            }}
            leading={(p) => (
              <span className="catalogue-swatch" style={platformTileStyle(p.background, NO_COLOUR_TILE)}>
                <PlatformIcon platformId={p.id} size={20} />
              </span>
            )}
            emptyText="플랫폼이 없습니다. 먼저 플랫폼을 추가하세요."
          />
        </section>
        <section className="card catalogue-panel" aria-labelledby="catalogue-categories">
          <div className="catalogue-panel__head">
            <h2 id="catalogue-categories" className="catalogue-panel__title">
              카테고리{platform ? <span className="catalogue-panel__of"> · {platform.text}</span> : null}
            </h2>
            <button
              type="button"
              className="button button--secondary button--small"
              disabled={!platform}
              onClick={() => setEditing({ kind: 'category' })}
            >
              카테고리 추가
            </button>
          </div>
          <CatalogueTreeList
            kind="categories"
            noun="카테고리"
            items={categories}
            selectedId={searching ? undefined : category?.id}
            onSelect={(id) => setFilters({ category: String(id), q: '', below: '' })}
            onEdit={(item) => setEditing({ kind: 'category', item })}
            childCount={(c) => {
              const n = data.services.filter((s) => s.categoryId === c.id).length;
              return { count: n, label: `서비스 ${n}개` };
            }}
            emptyText="이 플랫폼에는 카테고리가 없습니다."
          />
        </section>
      </div>
      <section className="card catalogue-panel catalogue__services" aria-labelledby="catalogue-services">
        <div className="catalogue-panel__head">
          <h2 id="catalogue-services" className="catalogue-panel__title">
            {below ? (
              <>원가보다 싸게 파는 서비스</>
            ) : searching ? (
              <>서비스 검색 결과 · ‘{filters.q}’</>
            ) : (
              <>서비스{category ? <span className="catalogue-panel__of"> · {category.text}</span> : null}</>
            )}
          </h2>
          <button
            type="button"
            className="button button--primary button--small"
            disabled={data.categories.length === 0}
            onClick={() => setEditing({ kind: 'service' })}
          >
            서비스 추가
          </button>
        </div>
        <form className="admin-filters catalogue-search" role="search" onSubmit={search}>
          <label className="admin-filter admin-filter--wide">
            <span>서비스 검색 (모든 카테고리)</span>
            <input
              type="search"
              name="q"
              value={query}
              placeholder="서비스 번호 또는 이름"
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          <button type="submit" className="button button--secondary admin-filters__submit">
            검색
          </button>
          {searching ? (
            <button
              type="button"
              className="button button--ghost admin-filters__submit"
              onClick={() => {
                setQuery('');
                setFilters({ q: '', below: '' });
              }}
            >
              검색 해제
            </button>
          ) : null}
          {belowCount > 0 && !below ? (
            <button
              type="button"
              className="button button--danger admin-filters__submit"
              onClick={() => setFilters({ below: '1', q: '' })}
            >
              원가 미만 {belowCount}개 보기
            </button>
          ) : null}
        </form>
        <ServicesPanel
          key={below ? 'below' : searching ? `q:${filters.q}` : `c:${category?.id ?? 0}`}
          catalogue={data}
          services={services}
          reorderable={!searching}
          onEdit={(item) => setEditing({ kind: 'service', item })}
        />
      </section>
      {editing?.kind === 'platform' ? (
        <PlatformForm platform={editing.item} takenIds={data.platforms.map((p) => p.id)} onClose={close} />
      ) : editing?.kind === 'category' ? (
        <CategoryForm
          category={editing.item}
          platformId={platform?.id}
          platforms={data.platforms}
          onClose={close}
        />
      ) : editing?.kind === 'service' ? (
        <ServiceForm service={editing.item} categoryId={category?.id} catalogue={data} onClose={close} />
      ) : null}
    </div>
  );
}
