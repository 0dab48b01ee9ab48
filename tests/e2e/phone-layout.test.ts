import { beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { Page } from 'playwright-core';
import { formatWon } from '@smm/contract/format';
import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';
import { coveredByFloating, MEMBER_TAP_TARGET, smallTapTargets } from './support/layout-probes.ts';
import { selectService } from './support/order-picker.ts';

const baseUrl = workerBaseUrl();
const { call, memberWithPoints, signIn } = storeApi(baseUrl);

const PHONES = [
  { width: 375, height: 812 },
  { width: 390, height: 844 },
] as const;
type Viewport = { width: number; height: number };

/** Each page with the h1 that says it has rendered and, where it loads a list, an element of it. */
type PageCheck = [path: string, heading: string, ready?: string];
const GUEST_PAGES: PageCheck[] = [
  ['/order', '주문하기', '#order-amount'],
  ['/login', '로그인'],
  ['/register', '회원가입'],
  ['/terms/service', '이용약관'],
  ['/terms/privacy', '개인정보처리방침'],
];
const MEMBER_PAGES: PageCheck[] = [
  ['/order', '주문하기', '#order-amount'],
  ['/point', '포인트 충전', '.request-status'],
  ['/account', '계정 설정'],
  ['/qna', '자주 묻는 질문'],
  ['/inquiry', '1:1 문의', '.table'],
  ['/order-history', '주문내역', '.order-status'],
  ['/auto-order-history', '자동주문내역', '.auto-status'],
  ['/api', 'API 안내'],
  ['/guide', '링크 입력 가이드'],
];

interface CatalogService {
  id: number;
  min: number;
  enableAuto: boolean;
  isReadOnly: boolean;
}

let member: { id: string; token: string };
beforeAll(async () => {
  member = await memberWithPoints(100_000);
  // Enough history that both histories and the charge history reach past a phone's screen.
  const services = await call<CatalogService[]>('GET', '/service/services');
  const open = services.filter((s) => !s.isReadOnly);
  for (const service of open.slice(0, 5)) {
    const link = `https://www.instagram.com/p/phone-${service.id}/`;
    await call(
      'POST',
      '/service/order',
      { serviceId: service.id, link, amount: service.min, runs: 0, interval: 0 },
      member.token,
    );
  }
  const auto = open.find((s) => s.enableAuto);
  if (!auto) throw new Error('the demo catalogue has no auto-order service');
  for (const runs of [2, 3]) {
    const link = `https://www.instagram.com/phone_auto_${runs}/`;
    await call(
      'POST',
      '/service/order',
      { serviceId: auto.id, link, amount: auto.min, runs, interval: 60 },
      member.token,
    );
  }
  await call('POST', '/service/point', { name: '홍길동', point: 5000, feeType: 2 }, member.token);
});

const journey = browserJourney(baseUrl);

async function open(viewport: Viewport, options: { member?: boolean; dark?: boolean } = {}): Promise<Page> {
  const { page } = await journey.open({ ...viewport, dark: options.dark });
  if (options.member) await signIn(page, member.token);
  return page;
}

async function visit(page: Page, path: string, heading: string, ready?: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // The page's data has arrived, so the check sees the filled page, not its skeleton.
  if (ready) await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Two animation frames: intersection observers and scroll-linked styles have caught up. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Scrolls until the end of the page is on the screen (again each frame while the page still grows). */
async function scrollToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { scrollHeight } = document.documentElement;
    window.scrollTo(0, scrollHeight);
    return Math.ceil(window.scrollY + window.innerHeight) >= scrollHeight;
  });
  await settle(page);
}

async function memberBalance(): Promise<string> {
  const profile = await call<{ point: number }>('GET', '/auth/profile', undefined, member.token);
  return `${formatWon(profile.point)}원`;
}

describe.each(PHONES)('on a $width x $height phone', (viewport) => {
  const checkPages = async (pages: PageCheck[], asMember: boolean) => {
    const page = await open(viewport, { member: asMember });
    const found: string[] = [];
    for (const [path, heading, ready] of pages) {
      await visit(page, path, heading, ready);
      await scrollToEnd(page);
      found.push(...(await page.evaluate(coveredByFloating)).map((line) => `${path}: ${line}`));
      found.push(
        ...(await page.evaluate(smallTapTargets, MEMBER_TAP_TARGET)).map((line) => `${path}: ${line}`),
      );
    }
    expect(found).toEqual([]);
  };

  it('covers no control or status value with a floating widget, and every tap target is 44 px, on the guest pages', async () => {
    await checkPages(GUEST_PAGES, false);
  }, 120_000);

  it('does the same on every member page, scrolled to the end', async () => {
    await checkPages(MEMBER_PAGES, true);
  }, 120_000);

  it('never covers the mass order buttons with the chat button, at any scroll position', async () => {
    for (const asMember of [true, false]) {
      const page = await open(viewport, { member: asMember });
      await visit(page, '/mass-order', '대량 주문');
      const found: string[] = [];
      // From the top (where the first screen ends with the buttons) down to the end, 40 px a step.
      for (let y = 0; ; y += 40) {
        const end = await page.evaluate((top) => {
          window.scrollTo(0, top);
          return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        }, y);
        await settle(page);
        // Content passes under the chat button while it scrolls; the order buttons never do.
        const lines = (await page.evaluate(coveredByFloating)).filter((line) =>
          /^<(button|a) class="button /.test(line),
        );
        found.push(...lines.map((line) => `${asMember ? 'member' : 'guest'} at ${y}px: ${line}`));
        if (end) break;
      }
      expect(found).toEqual([]);
      await journey.closeAll();
    }
  }, 120_000);

  it('shows the balance and the charge link in the header bar, beside the menu button', async () => {
    const page = await open(viewport, { member: true });
    await visit(page, '/order-history', '주문내역');
    const header = page.getByRole('banner');
    const balance = header.getByText(await memberBalance(), { exact: true });
    await balance.waitFor();
    const charge = header.getByRole('link', { name: '충전', exact: true });
    const menu = header.getByRole('button', { name: '메뉴 열기' });
    const [balanceBox, chargeBox, menuBox] = await Promise.all(
      [balance, charge, menu].map((l) => l.boundingBox()),
    );
    if (!balanceBox || !chargeBox || !menuBox) throw new Error('the header bar is not rendered');
    // One row: the balance, then its charge link, then the menu button, all inside the screen.
    for (const box of [balanceBox, chargeBox, menuBox]) {
      expect(box.y + box.height).toBeLessThanOrEqual(68);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    expect(balanceBox.x + balanceBox.width).toBeLessThanOrEqual(chargeBox.x);
    expect(chargeBox.x + chargeBox.width).toBeLessThanOrEqual(menuBox.x);

    await charge.click();
    await page.getByRole('heading', { level: 1, name: '포인트 충전' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/point');
  });

  /** Scrolls the quantity field just above the bottom row: where a member changing it would stop. */
  const quantityAtTheBottom = async (page: Page) => {
    await page
      .getByRole('spinbutton', { name: '수량 입력' })
      .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - (window.innerHeight - 130)));
    await settle(page);
    return page.evaluate(() => {
      const rect = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      return {
        height: window.innerHeight,
        row: rect('.order-submit'),
        boxTotal: rect('.price-box__row--total'),
        amount: rect('#order-amount'),
      };
    });
  };

  it('keeps the total and the order button at the bottom while the form is in view, following the price box', async () => {
    const page = await open(viewport, { member: true });
    await visit(page, '/order', '주문하기', '#order-amount');
    const amount = page.getByRole('spinbutton', { name: '수량 입력' });
    const row = page.locator('.order-submit');
    const rowTotal = row.locator('.order-submit__total strong');
    const boxTotal = page
      .getByRole('region', { name: '결제 금액' })
      .locator('dt:text-is("총 결제 금액") + dd');

    // The price box's total is below the screen (or under the row); the row is at the bottom edge,
    // under the quantity field, not over it.
    const screen = await quantityAtTheBottom(page);
    if (!screen.row || !screen.boxTotal || !screen.amount) throw new Error('the order form is not rendered');
    expect(screen.boxTotal.top).toBeGreaterThanOrEqual(screen.row.top);
    expect(Math.round(screen.row.bottom)).toBe(screen.height);
    expect(screen.amount.bottom).toBeLessThanOrEqual(screen.row.top);
    // The row holds the form's one submit button: the same button, so the same disabled rules.
    expect(await page.locator('form.order-form [type="submit"]').count()).toBe(1);
    const order = row.getByRole('button', { name: '주문하기', exact: true });
    expect(await order.isEnabled()).toBe(true);

    // 45 points each (the first demo service): the row follows every change of the quantity.
    expect(await rowTotal.textContent()).toBe(await boxTotal.textContent());
    await amount.fill('100');
    await rowTotal.getByText('4,500원').waitFor();
    expect(await boxTotal.textContent()).toBe('4,500원');
    await amount.fill('37');
    await rowTotal.getByText('1,665원').waitFor();
    expect(await boxTotal.textContent()).toBe('1,665원');
    await amount.fill('10');

    // A field that lies under the row is brought above it when it takes focus.
    await amount.blur();
    await amount.evaluate((el) =>
      window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 30),
    );
    await settle(page);
    await amount.focus();
    await settle(page);
    const [field, bar] = await Promise.all([amount.boundingBox(), row.boundingBox()]);
    if (!field || !bar) throw new Error('the order form is not rendered');
    expect(field.y + field.height).toBeLessThanOrEqual(bar.y);

    // A read-only service: the one button is disabled, and the row says why.
    await page
      .getByRole('button', { name: /네이버 블로그/ })
      .first()
      .click();
    await selectService(
      page.getByRole('combobox', { name: '서비스 선택' }),
      '네이버 블로그 방문자 (점검 중)',
    );
    const closed = await quantityAtTheBottom(page);
    expect(closed.row && Math.round(closed.row.bottom)).toBe(closed.height);
    const refused = row.getByRole('button', { name: '주문 불가' });
    expect(await refused.isDisabled()).toBe(true);
    await row.getByText(ORDER_MESSAGES.readOnly).waitFor();
    expect(await rowTotal.textContent()).toBe(await boxTotal.textContent());
  });

  it('offers a guest the order button and the total in the same row, and the login invitation there once pressed', async () => {
    const page = await open(viewport);
    await visit(page, '/order', '주문하기', '#order-amount');
    const screen = await quantityAtTheBottom(page);
    expect(screen.row && Math.round(screen.row.bottom)).toBe(screen.height);
    const row = page.locator('.order-submit');
    expect(await row.locator('.order-submit__total strong').textContent()).toBe('450원');
    await row.getByRole('button', { name: '주문하기', exact: true }).click();
    await row.getByRole('link', { name: '로그인' }).waitFor();
    const pressed = await quantityAtTheBottom(page);
    expect(pressed.row && Math.round(pressed.row.bottom)).toBe(pressed.height);
  });
});

describe('the landscape notice of the auto-order history', () => {
  it.each([
    [{ width: 375, height: 812 }, true],
    [{ width: 812, height: 375 }, false],
    [{ width: 1440, height: 900 }, false],
  ])('on %o is shown: %s (a phone held upright only)', async (viewport, shown) => {
    const page = await open(viewport, { member: true });
    await visit(page, '/auto-order-history', '자동주문내역', '.auto-status');
    const notice = page.getByRole('note').filter({ hasText: '가로 화면으로 보시면' });
    expect(await notice.isVisible()).toBe(shown);
  });
});

describe('the menu on a phone', () => {
  it('traps Tab while open, closes on Escape, on a link and on going back', async () => {
    const page = await open(PHONES[0], { member: true });
    await visit(page, '/order', '주문하기');
    const openButton = page.getByRole('button', { name: '메뉴 열기' });
    const closeButton = page.getByRole('button', { name: '메뉴 닫기' });
    const menu = page.getByRole('navigation', { name: '모바일 메뉴' });
    const focused = () =>
      page.evaluate(
        () =>
          document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label'),
      );

    await openButton.click();
    const labels = await menu.getByRole('link').allTextContents();
    expect(labels[0]).toBe('주문하기');
    for (const label of labels) {
      await page.keyboard.press('Tab');
      expect(await focused()).toBe(label);
    }
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('메뉴 닫기');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(labels.at(-1));

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focused()).toBe('메뉴 열기');
    expect(await openButton.getAttribute('aria-expanded')).toBe('false');

    await openButton.click();
    await menu.getByRole('link', { name: '주문내역', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: '주문내역' }).waitFor();
    expect(await menu.count()).toBe(0);

    await openButton.click();
    await closeButton.waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: '주문하기' }).waitFor();
    expect(await menu.count()).toBe(0);
    expect(await openButton.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('scroll position on a phone', () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
  const backTo = async (page: Page, heading: string, y: number) => {
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForFunction((target) => Math.abs(window.scrollY - target) <= 1, y);
  };

  it('starts a new page at the top and comes back to where the member was', async () => {
    const page = await open(PHONES[0], { member: true });
    await visit(page, '/order', '주문하기');
    const guideLink = page.getByRole('link', { name: '링크 입력 가이드 보기' });
    await guideLink.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 300));
    await settle(page);
    const orderY = await scrollY(page);
    expect(orderY).toBeGreaterThan(300);
    await guideLink.click();
    await page.getByRole('heading', { level: 1, name: '링크 입력 가이드' }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await backTo(page, '주문하기', orderY);

    await visit(page, '/order-history', '주문내역');
    await scrollToEnd(page);
    const historyY = await scrollY(page);
    expect(historyY).toBeGreaterThan(300);
    await page.getByRole('banner').getByRole('link', { name: '충전', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: '포인트 충전' }).waitFor();
    expect(await scrollY(page)).toBe(0);
    await backTo(page, '주문내역', historyY);
  });
});

describe('keyboards and autofill on a phone', () => {
  const attributes = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => ({
      type: el.getAttribute('type'),
      inputmode: el.getAttribute('inputmode'),
      autocomplete: el.getAttribute('autocomplete'),
    }));

  it('asks for the right keyboard and autofill on every form', async () => {
    const page = await open(PHONES[0]);
    await visit(page, '/login', '로그인');
    expect(await attributes(page, '#login-id')).toMatchObject({ autocomplete: 'username' });
    expect(await attributes(page, '#login-password')).toMatchObject({
      type: 'password',
      autocomplete: 'current-password',
    });
    await visit(page, '/register', '회원가입');
    expect(await attributes(page, '#register-id')).toMatchObject({ autocomplete: 'username' });
    expect(await attributes(page, '#register-password')).toMatchObject({ autocomplete: 'new-password' });
    expect(await attributes(page, '#register-password-confirm')).toMatchObject({
      autocomplete: 'new-password',
    });
    expect(await attributes(page, '#register-email')).toMatchObject({ type: 'email', autocomplete: 'email' });

    await signIn(page, member.token);
    await visit(page, '/order', '주문하기');
    expect(await attributes(page, '#order-link')).toMatchObject({ inputmode: 'url' });
    expect(await attributes(page, '#order-amount')).toMatchObject({ inputmode: 'numeric' });
    await page.locator('label.switch').click();
    expect(await attributes(page, '#order-runs')).toMatchObject({ inputmode: 'numeric' });
    expect(await attributes(page, '#order-interval')).toMatchObject({ inputmode: 'numeric' });

    await visit(page, '/point', '포인트 충전');
    expect(await attributes(page, '#charge-name')).toMatchObject({ autocomplete: 'name' });
    await page.getByRole('radio', { name: '세금계산서' }).click();
    expect(await attributes(page, '#fee-businessNumber')).toMatchObject({ inputmode: 'numeric' });
    expect(await attributes(page, '#fee-leader')).toMatchObject({ autocomplete: 'name' });
    expect(await attributes(page, '#fee-phone')).toMatchObject({
      type: 'tel',
      inputmode: 'numeric',
      autocomplete: 'tel-national',
    });
    expect(await attributes(page, '#fee-email')).toMatchObject({ type: 'email', autocomplete: 'email' });

    await visit(page, '/account', '계정 설정');
    expect(await attributes(page, '#account-id')).toMatchObject({ autocomplete: 'username' });
    expect(await attributes(page, '#current-password')).toMatchObject({ autocomplete: 'current-password' });
    expect(await attributes(page, '#new-password')).toMatchObject({ autocomplete: 'new-password' });
    expect(await attributes(page, '#new-password-confirm')).toMatchObject({ autocomplete: 'new-password' });
  });
});

describe('the desktop header', () => {
  it.each([
    [1279, 'the menu button'],
    [1280, 'the bar'],
  ])('at %i px shows %s (spec: the hamburger replaces the bar under 1280 px)', async (width, shown) => {
    const page = await open({ width, height: 900 }, { member: true });
    await visit(page, '/order', '주문하기');
    const header = page.getByRole('banner');
    const bar = await header.getByRole('navigation', { name: '주요 메뉴' }).isVisible();
    const menuButton = await header.getByRole('button', { name: '메뉴 열기' }).isVisible();
    expect({ bar, menuButton }).toEqual(
      shown === 'the bar' ? { bar: true, menuButton: false } : { bar: false, menuButton: true },
    );
  });

  it.each([1280, 1440])(
    'at %i px keeps the links, the balance and the charge link apart and clear of the toggle',
    async (width) => {
      const page = await open({ width, height: 900 }, { member: true });
      await visit(page, '/order', '주문하기');
      const header = page.getByRole('banner');
      await header.getByText(await memberBalance(), { exact: true }).waitFor();
      const nav = await header.getByRole('navigation', { name: '주요 메뉴' }).locator('ul').boundingBox();
      const balance = await header.locator('.balance').boundingBox();
      const toggle = await page.getByRole('button', { name: /모드로 전환/ }).boundingBox();
      if (!nav || !balance || !toggle) throw new Error('the header is not rendered');
      expect(nav.x + nav.width).toBeLessThanOrEqual(balance.x);
      expect(balance.x + balance.width).toBeLessThanOrEqual(toggle.x);
    },
  );
});
