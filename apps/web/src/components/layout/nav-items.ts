import { PATHS, type AppPath } from '../../lib/paths.ts';

export interface NavItem {
  to: AppPath;
  label: string;
}

/** The signed-in header links in display order (spec section 2). FAQ only with ENABLE_QNA. */
export function memberNavItems(qnaEnabled: boolean): NavItem[] {
  return [
    { to: PATHS.order, label: '주문하기' },
    { to: PATHS.orderHistory, label: '주문내역' },
    { to: PATHS.autoOrderHistory, label: '자동주문내역' },
    { to: PATHS.point, label: '포인트 충전' },
    { to: PATHS.guide, label: '링크 입력 가이드' },
    ...(qnaEnabled ? [{ to: PATHS.qna, label: '자주 묻는 질문' }] : []),
    { to: PATHS.inquiry, label: '1:1 문의' },
    { to: PATHS.account, label: '계정 설정' },
    { to: PATHS.logout, label: '로그아웃' },
  ];
}
