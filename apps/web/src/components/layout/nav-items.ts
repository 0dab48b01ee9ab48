export interface NavItem {
  to: string;
  label: string;
}

/** The signed-in header links in display order (spec section 2). FAQ only with ENABLE_QNA. */
export function memberNavItems(qnaEnabled: boolean): NavItem[] {
  return [
    { to: '/order', label: '주문하기' },
    { to: '/order-history', label: '주문내역' },
    { to: '/auto-order-history', label: '자동주문내역' },
    { to: '/point', label: '포인트 충전' },
    { to: '/guide', label: '링크 입력 가이드' },
    ...(qnaEnabled ? [{ to: '/qna', label: '자주 묻는 질문' }] : []),
    { to: '/account', label: '계정 설정' },
    { to: '/logout', label: '로그아웃' },
  ];
}
