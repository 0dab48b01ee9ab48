import { useRef, type KeyboardEvent } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { NoticesPanel, QnasPanel, SourcesPanel } from '../components/content/content-panels.tsx';
import { useUrlFilters } from '../hooks/use-url-filters.ts';
import '../components/content/content.css';

const TABS = [
  { id: 'notices', label: '공지사항', Panel: NoticesPanel },
  { id: 'qnas', label: 'FAQ', Panel: QnasPanel },
  { id: 'sources', label: '가입경로', Panel: SourcesPanel },
] as const;
type TabId = (typeof TABS)[number]['id'];
const TAB_KEYS = ['tab'] as const;

/** /admin/content: notices, FAQ and registration sources, one tab each (the tab lives in the URL). */
export function ContentPage() {
  const [filters, setFilters] = useUrlFilters(TAB_KEYS);
  const current: TabId = TABS.some((tab) => tab.id === filters.tab) ? (filters.tab as TabId) : 'notices';
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const select = (id: TabId) => setFilters({ tab: id === 'notices' ? '' : id });

  // Arrow keys, Home and End move between the tabs (the WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.id === current);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1;
    const tab = TABS[next];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
    tabRefs.current[tab.id]?.focus();
  };

  const active = TABS.find((tab) => tab.id === current) ?? TABS[0];
  return (
    <section className="page">
      <PageHeader
        title="콘텐츠"
        description="고친 내용은 스토어에 바로 보이고, 모든 변경은 감사 로그에 남습니다. 글은 줄바꿈만 살린 일반 텍스트입니다."
      />
      <div className="content-tabs" role="tablist" aria-label="콘텐츠 종류" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`content-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`content-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            className="content-tabs__tab"
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`content-panel-${active.id}`}
        aria-labelledby={`content-tab-${active.id}`}
        className="content-tabs__panel"
      >
        <active.Panel />
      </div>
    </section>
  );
}
