import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { Page } from 'playwright-core';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';

const baseUrl = workerBaseUrl();
const journey = browserJourney(baseUrl);
const { call, operatorToken, registerMember } = storeApi(baseUrl);

/** Opens /point signed in as the member. */
async function openPointPage(token: string, options: { width?: number } = {}): Promise<Page> {
  const page = await journey.openAs(token, '/point', { width: options.width ?? 1440, height: 900 });
  await page.getByRole('heading', { name: '충전 신청' }).waitFor();
  return page;
}

describe('point top-up by bank transfer', () => {
  it('requests a charge with a tax invoice, shows the deposit card and history, and credits after approval', async () => {
    const { token } = await registerMember('pt');
    const page = await openPointPage(token);

    await page.getByLabel('입금자명').fill('홍길동');
    await page.getByRole('button', { name: '+1만원' }).click();
    await page.getByRole('button', { name: '+1만원' }).click();
    await page.getByRole('radio', { name: '세금계산서' }).click();
    await page.getByLabel('상호').fill('(주)테스트상사');
    await page.getByLabel('사업자등록번호').fill('220-81-62517');
    await page.getByLabel('대표자명').fill('김대표');
    await page.getByLabel('연락처').fill('010-1234-5678');
    await page.getByLabel('업태').fill('서비스업');
    await page.getByLabel('종목').fill('광고대행');
    await page.getByLabel('주소').fill('서울특별시 강남구 테헤란로 1');
    await page.getByLabel('이메일').fill('tax@example.com');
    await expect(page.getByLabel('결제 정보').textContent()).resolves.toContain('22,000원 (부가세 10% 포함)');
    await page.getByRole('button', { name: '충전 신청' }).click();

    const card = page.getByRole('region', { name: '입금 안내' });
    await card.waitFor();
    await page.getByText('아래 정보를 확인해주세요.').waitFor();
    await expect(card.getByTestId('deposit-pay-amount').textContent()).resolves.toBe('22,000원');
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain('국민은행');
    expect(cardText).toContain('123456-01-234567');
    expect(cardText).toContain('홍길동');
    expect(cardText).toMatch(/입금 기한 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    // A desktop gets no Toss deep link.
    await expect(card.getByRole('link', { name: '토스로 송금하기' }).count()).resolves.toBe(0);

    const history = page.getByRole('table', { name: '충전 내역 목록' });
    const pendingRow = history.getByRole('row').filter({ hasText: '입금대기' });
    await pendingRow.waitFor();
    const pendingCells = await pendingRow.getByRole('cell').allTextContents();
    expect(pendingCells.slice(2, 6)).toEqual(['20,000원', '22,000원', '세금계산서', '입금대기']);
    expect(pendingCells[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const requestId = Number(pendingCells[0]);

    await call('POST', `/admin/point-requests/${requestId}/approve`, undefined, await operatorToken());

    await page.reload();
    const balance = page.getByRole('banner').locator('.balance__value');
    await expect(balance.textContent()).resolves.toBe('20,000원');
    const acceptedRow = page
      .getByRole('table', { name: '충전 내역 목록' })
      .getByRole('row')
      .filter({ hasText: '충전완료' });
    await acceptedRow.waitFor();
    const acceptedCells = await acceptedRow.getByRole('cell').allTextContents();
    expect(acceptedCells[0]).toBe(String(requestId));
    expect(acceptedCells[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('offers the Toss transfer link on a phone', async () => {
    const { token } = await registerMember('pt');
    const page = await openPointPage(token, { width: 375 });
    await page.getByLabel('입금자명').fill('김철수');
    await page.getByRole('button', { name: '+5천원' }).click();
    await page.getByRole('button', { name: '충전 신청' }).click();
    const toss = page
      .getByRole('region', { name: '입금 안내' })
      .getByRole('link', { name: '토스로 송금하기' });
    await toss.waitFor();
    await expect(toss.getAttribute('href')).resolves.toBe(
      `supertoss://send?bank=${encodeURIComponent('국민은행')}&accountNo=12345601234567&amount=5000&bankCode=004`,
    );
    await page.getByRole('button', { name: '새 충전 신청' }).click();
    await expect(page.getByLabel('입금자명').inputValue()).resolves.toBe('');
  });
});
