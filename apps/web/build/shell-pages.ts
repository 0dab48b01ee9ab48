import type { ShellPage } from './shell-plugin.ts';

/**
 * The pages whose first screen is written into their own HTML at build time (docs/decisions/
 * web-speed.md, "A first screen before the JavaScript"). Title and lead text are the page
 * components' own; `shell-pages.test.ts` checks that they still match.
 */
export const SHELL_PAGES: readonly ShellPage[] = [
  {
    path: '/order',
    module: 'src/features/order/components/order-page.tsx',
    title: '주문하기',
    description: '플랫폼과 서비스를 고르고 링크와 수량을 입력하면 바로 주문할 수 있습니다.',
    bodyHeight: 560,
  },
  {
    path: '/login',
    module: 'src/features/auth/components/login-page.tsx',
    title: '로그인',
    description: '아이디와 비밀번호로 로그인해 주세요.',
    bodyHeight: 320,
  },
  {
    path: '/point',
    module: 'src/features/point/components/point-page.tsx',
    title: '포인트 충전',
    description: '무통장입금으로 포인트를 충전하고 충전 내역을 확인할 수 있습니다.',
    bodyHeight: 560,
  },
  {
    path: '/order-history',
    module: 'src/features/order-history/components/order-history-page.tsx',
    title: '주문내역',
    description: '주문한 서비스의 진행 상태와 남은 수량을 확인할 수 있습니다.',
    bodyHeight: 320,
  },
];
