import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AdminNotice, AdminQna, AdminRegisterSource } from '@smm/contract/admin-content';
import { formatCount, formatDateTime } from '@smm/contract/format';
import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { useContentItems } from '../../api/get-content-items.ts';
import type { ContentKind, ContentRow } from '../../api/content-kinds.ts';
import { ContentList } from './content-list.tsx';
import { NoticeEditor } from './notice-editor.tsx';
import { QnaEditor } from './qna-editor.tsx';
import { SourceEditor } from './source-editor.tsx';

/** The first line of a text, shortened, to name an item on its buttons. */
function shortName(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 24 ? `${line.slice(0, 24)}…` : line;
}

function Badge({ children, tone = 'plain' }: { children: string; tone?: 'plain' | 'main' | 'muted' }) {
  return <span className={`content-badge content-badge--${tone}`}>{children}</span>;
}

/** The panel's add button, the new item's editor and the list with its editors. */
function ContentPanel<K extends ContentKind>(props: {
  kind: K;
  intro: string;
  addLabel: string;
  emptyText: string;
  nameOf: (item: ContentRow<K>) => string;
  groupOf?: (item: ContentRow<K>) => string;
  renderItem: (item: ContentRow<K>) => ReactNode;
  renderEditor: (item: ContentRow<K> | undefined, close: () => void) => ReactNode;
  deleteQuestion: (item: ContentRow<K>) => string;
}) {
  const list = useContentItems(props.kind);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const close = () => setEditing(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const lastEditing = useRef<number | 'new' | null>(null);
  // When an editor closes, the keyboard goes back to the item's edit button (or the add button).
  useEffect(() => {
    const closed = lastEditing.current;
    lastEditing.current = editing;
    if (editing !== null || closed === null) return;
    const selector = closed === 'new' ? '[data-add]' : `[data-edit="${closed}"]`;
    panelRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [editing]);

  return (
    <div className="content-panel" ref={panelRef}>
      <div className="content-panel__bar">
        <p className="content-panel__intro">{props.intro}</p>
        <button
          type="button"
          className="button button--primary"
          data-add
          disabled={editing === 'new'}
          onClick={() => setEditing('new')}
        >
          {props.addLabel}
        </button>
      </div>
      {editing === 'new' ? (
        <div className="content-item content-item--editing">{props.renderEditor(undefined, close)}</div>
      ) : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.error ? (
        <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ContentList
          kind={props.kind}
          items={list.data}
          groupOf={props.groupOf}
          nameOf={props.nameOf}
          renderItem={props.renderItem}
          editingId={typeof editing === 'number' ? editing : null}
          onEdit={setEditing}
          renderEditor={(item) => props.renderEditor(item, close)}
          deleteQuestion={props.deleteQuestion}
          emptyText={props.emptyText}
        />
      )}
    </div>
  );
}

export function NoticesPanel() {
  return (
    <ContentPanel
      kind="notices"
      intro="주문 화면의 공지사항입니다. 상단 고정 공지는 항상 맨 위에, 중요 공지 색으로 보입니다."
      addLabel="새 공지 쓰기"
      emptyText="등록된 공지사항이 없습니다."
      nameOf={(n: AdminNotice) => shortName(n.title || n.content)}
      groupOf={(n: AdminNotice) => (n.isTop ? 'top' : 'rest')}
      renderItem={(n: AdminNotice) => (
        <>
          <p className="content-item__head">
            {n.isTop ? <Badge tone="main">상단 고정</Badge> : null}
            {n.visible ? null : <Badge tone="muted">숨김</Badge>}
            {n.title ? <strong>{n.title}</strong> : null}
          </p>
          <p className="content-item__text">{n.content}</p>
          <p className="content-item__meta">수정 {formatDateTime(n.updatedAt)}</p>
        </>
      )}
      renderEditor={(n, close) => <NoticeEditor notice={n} onDone={close} />}
      deleteQuestion={(n: AdminNotice) =>
        `‘${shortName(n.title || n.content)}’ 공지를 삭제할까요? 되돌릴 수 없습니다.`
      }
    />
  );
}

export function QnasPanel() {
  return (
    <ContentPanel
      kind="qnas"
      intro="FAQ 화면에 이 순서대로 보입니다. FAQ 메뉴는 설정의 ‘FAQ 메뉴’로 켜고 끕니다."
      addLabel="새 FAQ 쓰기"
      emptyText="등록된 FAQ가 없습니다."
      nameOf={(q: AdminQna) => shortName(q.title)}
      renderItem={(q: AdminQna) => (
        <>
          <p className="content-item__head">
            {q.visible ? null : <Badge tone="muted">숨김</Badge>}
            <strong>Q. {q.title}</strong>
          </p>
          <p className="content-item__text">{q.answer}</p>
        </>
      )}
      renderEditor={(q, close) => <QnaEditor qna={q} onDone={close} />}
      deleteQuestion={(q: AdminQna) => `‘${shortName(q.title)}’ FAQ를 삭제할까요? 되돌릴 수 없습니다.`}
    />
  );
}

export function SourcesPanel() {
  return (
    <ContentPanel
      kind="register-sources"
      intro="회원가입 화면의 ‘가입경로’ 목록입니다. 회원이 고른 경로는 삭제하면 숨김으로 바뀝니다."
      addLabel="새 가입경로"
      emptyText="등록된 가입경로가 없습니다."
      nameOf={(s: AdminRegisterSource) => s.text}
      renderItem={(s: AdminRegisterSource) => (
        <p className="content-item__head">
          {s.visible ? null : <Badge tone="muted">숨김</Badge>}
          <strong>{s.text}</strong>
          <Badge>{`회원 ${formatCount(s.memberCount)}명`}</Badge>
        </p>
      )}
      renderEditor={(s, close) => <SourceEditor source={s} onDone={close} />}
      deleteQuestion={(s: AdminRegisterSource) =>
        s.memberCount > 0
          ? `‘${s.text}’으로 가입한 회원이 ${formatCount(s.memberCount)}명 있어 삭제하지 않고 숨깁니다. 숨길까요?`
          : `‘${s.text}’ 가입경로를 삭제할까요?`
      }
    />
  );
}
