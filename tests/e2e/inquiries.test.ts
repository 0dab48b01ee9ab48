import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { workerBaseUrl } from './support/base-url.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { browserJourney } from './support/journey.ts';
import { MEMBER_TAP_TARGET, smallTapTargets } from './support/layout-probes.ts';
import { storeApi } from './support/store-api.ts';
import { expectToast } from './support/toasts.ts';

/**
 * 1:1 문의 (issue 36) at 375 px: a member asks about an order from its order-history row, the
 * operator answers it from the console with the order beside the thread, and the member reads the
 * answer, marked new until opened.
 */
const baseUrl = workerBaseUrl();
const store = storeApi(baseUrl);
const journey = browserJourney(baseUrl);

/** A 375 px phone signed in with `token`, on a neutral page (the journey goes where it needs). */
async function phone(token: string, dark = false): Promise<Page> {
  return journey.openAs(token, '/terms/service', { width: 375, height: 800, dark });
}

async function expectAccessible(page: Page): Promise<void> {
  // The phone's chat button fades its label over the first 120 px of scrolling (floating-widgets.css);
  // mid-fade its text is half transparent, which axe reads as low contrast. Check at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(describeViolations(await runAxe(page))).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The member's pages on a phone: every link and control is a 44 px touch target too. */
async function expectPhoneReady(page: Page): Promise<void> {
  await expectAccessible(page);
  expect(await page.evaluate(smallTapTargets, MEMBER_TAP_TARGET)).toEqual([]);
}

describe('1:1 문의', () => {
  it('a member asks about an order at 375 px and the operator answers it', async () => {
    const member = await store.memberWithPoints(10_000);
    const services = await store.call<{ id: number; min: number; max: number }[]>('GET', '/service/services');
    const service = services.find((s) => s.min <= 100 && s.max >= 100);
    if (!service) throw new Error('the demo catalogue has no service that takes 100');
    const { orderId } = await store.call<{ orderId: number }>(
      'POST',
      '/service/order',
      {
        serviceId: service.id,
        link: 'https://www.instagram.com/p/inquiry-e2e/',
        amount: 100,
        runs: 0,
        interval: 0,
      },
      member.token,
    );

    // The member: from the order's row to the form about it.
    const page = await phone(member.token);
    await page.goto(`${baseUrl}/order-history`);
    await page.getByRole('heading', { name: '주문내역', level: 1 }).waitFor();
    await page.getByRole('link', { name: `문의하기 (주문 ${orderId})` }).click();
    await page.getByRole('heading', { name: '1:1 문의', level: 1 }).waitFor();
    const subject = page.getByRole('combobox', { name: /관련 주문 또는 충전/ });
    await expect(subject.inputValue()).resolves.toBe(`order:${orderId}`);
    await expect(page.getByRole('combobox', { name: '문의 유형' }).inputValue()).resolves.toBe('order');
    // Refused without a title: the contract's message, nothing sent.
    await page
      .getByRole('textbox', { name: '문의 내용' })
      .fill('주문한 팔로워가 아직 안 들어왔어요.\n확인 부탁드립니다.');
    await page.getByRole('button', { name: '문의 등록' }).click();
    await page.getByRole('alert').filter({ hasText: '제목을 입력해 주세요.' }).waitFor();
    await page.getByRole('textbox', { name: '제목' }).fill('팔로워 미반영 <b>문의</b>');
    await expectPhoneReady(page);
    await page.getByRole('button', { name: '문의 등록' }).click();
    await expectToast(page, '문의가 등록되었습니다.');
    await page.getByRole('heading', { name: '팔로워 미반영 <b>문의</b>', level: 2 }).waitFor();
    const inquiryId = Number(new URL(page.url()).searchParams.get('id'));
    expect(inquiryId).toBeGreaterThan(0);
    await page.getByText('답변 대기').first().waitFor();
    await expectPhoneReady(page);

    // The operator: the queue, the thread with the order beside it, a reply.
    const operator = await phone(await store.operatorToken());
    await operator.goto(`${baseUrl}/admin/inquiries?status=waiting`);
    await operator.getByRole('heading', { name: '1:1 문의', level: 1 }).waitFor();
    await operator.getByRole('link', { name: '팔로워 미반영 <b>문의</b>' }).click();
    await operator.getByRole('heading', { name: `문의 ${inquiryId}`, level: 1 }).waitFor();
    await operator.getByRole('link', { name: `주문 ${orderId}` }).waitFor();
    await operator.getByText('주문한 팔로워가 아직 안 들어왔어요.\n확인 부탁드립니다.').waitFor();
    await expectAccessible(operator);
    await operator
      .getByRole('textbox', { name: '답변' })
      .fill('확인해 보니 작업이 진행 중입니다.\n조금만 기다려 주세요.');
    await operator.getByRole('button', { name: '답변 등록' }).click();
    await expectToast(operator, '답변을 등록했습니다.');
    await operator.getByText('확인해 보니 작업이 진행 중입니다.').waitFor();

    // The member: the list marks the answer new until the thread is opened.
    await page.goto(`${baseUrl}/inquiry`);
    const row = page.getByRole('row').filter({ hasText: '팔로워 미반영' });
    await row.getByText('새 답변').waitFor();
    await row.getByText('답변 완료').waitFor();
    await row.getByRole('link', { name: '팔로워 미반영 <b>문의</b>' }).click();
    await page.getByText('운영자 답변').waitFor();
    await page.getByText('확인해 보니 작업이 진행 중입니다.\n조금만 기다려 주세요.').waitFor();
    await expectPhoneReady(page);
    await page.getByRole('link', { name: '← 문의 목록' }).click();
    await page.getByRole('table', { name: '내 문의 목록' }).waitFor();
    await expect(page.getByText('새 답변').count()).resolves.toBe(0);
    await expectPhoneReady(page);

    // Dark theme, same page.
    const dark = await phone(member.token, true);
    await dark.goto(`${baseUrl}/inquiry?id=${inquiryId}`);
    await dark.getByText('운영자 답변').waitFor();
    await expectPhoneReady(dark);
  }, 150_000);
});
