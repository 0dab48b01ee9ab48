import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';
import { describeViolations, runAxe } from './support/axe.ts';

const baseUrl = workerBaseUrl();
// The operator the global setup bootstraps; it is a member too, so it sees every member page.

/** Each page with the h1 that says it has rendered. */
const PUBLIC_PAGES: [string, string][] = [
  ['/order', '주문하기'],
  ['/login', '로그인'],
  ['/register', '회원가입'],
  ['/terms/service', '이용약관'],
  ['/terms/privacy', '개인정보처리방침'],
];
const MEMBER_PAGES: [string, string][] = [
  ['/order', '주문하기'],
  ['/point', '포인트 충전'],
  ['/account', '계정 설정'],
  ['/qna', '자주 묻는 질문'],
  ['/inquiry', '1:1 문의'],
  ['/order-history', '주문내역'],
  ['/auto-order-history', '자동주문내역'],
  ['/api', 'API 안내'],
  ['/guide', '링크 입력 가이드'],
];

const journey = browserJourney(baseUrl);
const { operatorToken } = storeApi(baseUrl);

describe.each(['light', 'dark'] as const)('axe-core finds no violations (%s theme)', (theme) => {
  const check = async (pages: [string, string][], jwt: string | null) => {
    const page = jwt
      ? await journey.openAs(jwt, '/terms/service', { width: 375, height: 812, dark: theme === 'dark' })
      : (await journey.open({ width: 375, height: 812, dark: theme === 'dark' })).page;
    const found: string[] = [];
    for (const [path, heading] of pages) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Let the page's data arrive so the check sees the filled page, not only its skeleton.
      await page.waitForLoadState('networkidle');
      const results = await runAxe(page);
      found.push(...describeViolations(results).map((line) => `${path}: ${line}`));
    }
    expect(found).toEqual([]);
  };

  it('on the public pages', async () => {
    await check(PUBLIC_PAGES, null);
  });

  it('on the member pages', async () => {
    await check(MEMBER_PAGES, await operatorToken());
  });
});
