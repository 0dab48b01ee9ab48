/**
 * The console's side navigation in display order. Console II adds the catalogue, providers,
 * content and settings here; `end` marks links that are active only on their exact path.
 */
export interface AdminNavItem {
  to: `/admin${string}`;
  label: string;
  end?: boolean;
}

export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin', label: '대시보드', end: true },
  { to: '/admin/point-requests', label: '충전 요청' },
  { to: '/admin/inquiries', label: '1:1 문의' },
  { to: '/admin/orders', label: '주문 관리' },
  { to: '/admin/catalogue', label: '상품 관리' },
  { to: '/admin/members', label: '회원 관리' },
  { to: '/admin/marketing', label: '마케팅' },
  { to: '/admin/providers', label: '공급처 관리' },
  { to: '/admin/content', label: '콘텐츠' },
  { to: '/admin/settings', label: '설정' },
  { to: '/admin/exchange-rates', label: '환율' },
  { to: '/admin/price-changes', label: '가격 동기화' },
  { to: '/admin/audit', label: '감사 로그' },
  { to: '/admin/operators', label: '운영자 계정' },
];
