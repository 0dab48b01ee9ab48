import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@smm/contract/messages';
import { PointPage } from './point-page.tsx';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { calledRoutes } from '../../../test/fetch-mock.ts';
import { createdRequest, mockPointApi, pointSettings, VALID_TAX_INVOICE } from '../testing/point-fixtures.ts';
import type { Setting } from '@smm/contract/settings-map';

const C = MESSAGES.charge;

function renderPage(settings?: Setting[], session = fakeSession('authorization')) {
  const fetch = mockPointApi({ settings });
  const user = userEvent.setup();
  renderWithProviders(<PointPage />, { route: '/point', session });
  return { fetch, user };
}

const amountText = () => screen.getByRole('status', { name: '충전 금액' }).textContent;
const radios = () => screen.queryAllByRole('radio').map((radio) => radio.textContent);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => screen.getByRole('button', { name: '충전 신청' });

/** Click and paste: one input event, fast even when the whole suite loads the machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function fillTaxInvoice(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<typeof VALID_TAX_INVOICE> = VALID_TAX_INVOICE,
) {
  const labels: Record<keyof typeof VALID_TAX_INVOICE, string> = {
    company: '상호',
    businessNumber: '사업자등록번호',
    leader: '대표자명',
    phone: '연락처',
    jobType: '업태',
    jobType2: '종목',
    address: '주소',
    email: '이메일',
  };
  for (const [key, value] of Object.entries(values) as [keyof typeof VALID_TAX_INVOICE, string][]) {
    await fill(user, field(labels[key]), value);
  }
}

describe('charge form: amount', () => {
  it('labels the POINT_CHARGE_BUTTON_OPTIONS buttons the way Koreans write amounts', async () => {
    renderPage(pointSettings({ POINT_CHARGE_BUTTON_OPTIONS: '100,300,1000,1500,5000,10000,25000,100000' }));
    const group = await screen.findByRole('group', { name: '충전 금액 추가' });
    await within(group).findByRole('button', { name: '+10만원' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '+100원',
      '+300원',
      '+1천원',
      '+1천5백원',
      '+5천원',
      '+1만원',
      '+2만5천원',
      '+10만원',
      '초기화',
    ]);
  });

  it('adds every press to the amount and resets it to 0', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '+1만원' }));
    await user.click(screen.getByRole('button', { name: '+1만원' }));
    await user.click(screen.getByRole('button', { name: '+1천원' }));
    await user.click(screen.getByRole('button', { name: '+300원' }));
    expect(amountText()).toBe('21,300원');
    await user.click(screen.getByRole('button', { name: '충전 금액 초기화' }));
    expect(amountText()).toBe('0원');
  });
});

describe('charge form: fee type', () => {
  it.each([
    ['ALL', 'true', ['신청안함', '현금영수증', '세금계산서']],
    ['CASH_AND_FEE', 'true', ['현금영수증', '세금계산서']],
    ['FEE', 'true', ['세금계산서']],
    ['CASH', 'true', ['현금영수증']],
    ['NO_FEE', 'true', []],
    ['ALL', 'false', []],
  ])('ENABLE_PAYMENT_TYPE=%s with ENABLE_PAYMENT_FEE=%s offers %j', async (type, fee, expected) => {
    renderPage(pointSettings({ ENABLE_PAYMENT_TYPE: type, ENABLE_PAYMENT_FEE: fee }));
    await screen.findByRole('button', { name: '+1만원' });
    expect(radios()).toEqual(expected);
    if (expected.length > 0) {
      expect(screen.getByRole('radio', { checked: true }).textContent).toBe(expected[0]);
    } else {
      expect(screen.queryByRole('radiogroup', { name: '증빙 서류' })).toBeNull();
    }
  });

  it('shows the tax-invoice and cash-receipt fields and clears the details when the type changes', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: '세금계산서' }));
    for (const label of ['상호', '사업자등록번호', '대표자명', '연락처', '업태', '종목', '주소', '이메일']) {
      expect(field(label)).toBeTruthy();
    }
    await fill(user, field('상호'), '테스트상사');
    await fill(user, field('연락처'), '010-1234-5678');
    expect(field('연락처').value).toBe('01012345678');

    await user.click(screen.getByRole('radio', { name: '현금영수증' }));
    expect(screen.queryByLabelText('상호')).toBeNull();
    expect(field('휴대전화 번호').value).toBe('');
    await fill(user, field('휴대전화 번호'), '+82 10 - 9999 - 8888');
    expect(field('휴대전화 번호').value).toBe('01099998888');

    await user.click(screen.getByRole('radio', { name: '세금계산서' }));
    expect(field('상호').value).toBe('');
    expect(field('연락처').value).toBe('');
    await user.click(screen.getByRole('radio', { name: '현금영수증' }));
    expect(field('휴대전화 번호').value).toBe('');
    await user.click(screen.getByRole('radio', { name: '신청안함' }));
    expect(screen.queryByLabelText('휴대전화 번호')).toBeNull();
  });

  it('moves and selects with the arrow keys', async () => {
    const { user } = renderPage();
    const none = await screen.findByRole('radio', { name: '신청안함' });
    none.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '현금영수증' }).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement?.textContent).toBe('현금영수증');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '세금계산서' }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows 1.1 x the amount to pay for a tax invoice', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: '+1만원' }));
    const summary = screen.getByLabelText('결제 정보');
    expect(within(summary).getByText('입금하실 금액').nextElementSibling?.textContent).toBe('10,000원');
    await user.click(screen.getByRole('radio', { name: '세금계산서' }));
    expect(within(summary).getByText('입금하실 금액').nextElementSibling?.textContent).toBe(
      '11,000원 (부가세 10% 포함)',
    );
    expect(within(summary).getByText('부가세 (10%)').nextElementSibling?.textContent).toBe('1,000원');
    await user.click(screen.getByRole('radio', { name: '현금영수증' }));
    expect(within(summary).getByText('입금하실 금액').nextElementSibling?.textContent).toBe('10,000원');
  });
});

describe('charge form: validation', () => {
  const inlineError = (label: string) => {
    const input = field(label);
    const id = input.getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : undefined;
  };

  it('requires the depositor name and an amount, with the spec messages', async () => {
    const { user, fetch } = renderPage();
    await user.click(await screen.findByRole('button', { name: '+1만원' }));
    await user.click(screen.getByRole('button', { name: '충전 금액 초기화' }));
    await user.click(submit());
    expect(screen.getAllByText(C.nameRequired).length).toBeGreaterThanOrEqual(2); // inline + toast
    expect(inlineError('입금자명')).toBe(C.nameRequired);
    expect(field('입금자명').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('입금자명'));
    expect(document.getElementById('charge-amount-error')?.textContent).toBe(C.amountRequired);

    await fill(user, field('입금자명'), '  ');
    await user.click(submit());
    expect(inlineError('입금자명')).toBe(C.nameRequired);
    await fill(user, field('입금자명'), '홍길동');
    expect(inlineError('입금자명')).toBeUndefined();
    await user.click(submit());
    expect(screen.getAllByText(C.amountRequired).length).toBeGreaterThanOrEqual(2);
    expect(calledRoutes(fetch)).not.toContain('POST /service/point');
  });

  it('shows every tax-invoice message', async () => {
    const { user, fetch } = renderPage();
    await user.click(await screen.findByRole('radio', { name: '세금계산서' }));
    await user.click(submit());
    const expected: Record<string, string> = {
      상호: C.companyRequired,
      사업자등록번호: C.businessNumberInvalid,
      대표자명: C.leaderRequired,
      연락처: C.feePhoneInvalid,
      업태: C.jobTypeRequired,
      종목: C.jobType2Required,
      주소: C.addressRequired,
      이메일: C.emailFormat,
    };
    for (const [label, message] of Object.entries(expected)) expect(inlineError(label), label).toBe(message);
    // The toast carries the first message; the name comes first.
    expect(document.querySelector('.toast-region')?.textContent).toContain(C.nameRequired);

    await fillTaxInvoice(user, {
      ...VALID_TAX_INVOICE,
      businessNumber: '220-81-62510',
      phone: '12345',
      email: 'tax-example.com',
    });
    expect(inlineError('상호')).toBeUndefined();
    expect(inlineError('사업자등록번호')).toBe(C.businessNumberInvalid);
    expect(inlineError('연락처')).toBe(C.feePhoneInvalid);
    expect(inlineError('이메일')).toBe(C.emailFormat);
    expect(calledRoutes(fetch)).not.toContain('POST /service/point');
  });

  it('requires a valid phone for a cash receipt', async () => {
    const { user } = renderPage();
    await fill(user, await screen.findByLabelText('입금자명'), '홍길동');
    await user.click(screen.getByRole('button', { name: '+1만원' }));
    await user.click(screen.getByRole('radio', { name: '현금영수증' }));
    await user.click(submit());
    expect(inlineError('휴대전화 번호')).toBe(C.feePhoneInvalid);
    expect(document.activeElement).toBe(field('휴대전화 번호'));
    await fill(user, field('휴대전화 번호'), '01012345678');
    expect(inlineError('휴대전화 번호')).toBeUndefined();
  });
});

describe('charge form: submitting', () => {
  it('blocks a second submit while the first is pending', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const fetch = mockPointApi({ create: () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
    await fill(user, await screen.findByLabelText('입금자명'), '홍길동');
    await user.click(screen.getByRole('button', { name: '+1만원' }));
    const form = submit().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.click(await screen.findByRole('button', { name: '신청하는 중…' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '신청하는 중…' }).disabled).toBe(true);
    expect(calledRoutes(fetch).filter((r) => r === 'POST /service/point')).toHaveLength(1);
    answer({ status: 201, body: createdRequest({ feeType: 2, payAmount: 10000 }) });
    await screen.findByRole('heading', { name: '입금 안내' });
    expect(calledRoutes(fetch).filter((r) => r === 'POST /service/point')).toHaveLength(1);
  });

  it("shows the spec's failure toast for a server error, and the server's reason for a 4xx", async () => {
    let reply = {
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: '오류가 발생했습니다.' },
    };
    mockPointApi({ create: () => reply });
    const user = userEvent.setup();
    renderWithProviders(<PointPage />, { route: '/point', session: fakeSession('authorization') });
    await fill(user, await screen.findByLabelText('입금자명'), '홍길동');
    await user.click(screen.getByRole('button', { name: '+1만원' }));
    await user.click(submit());
    await screen.findByText(C.failure);
    expect(screen.queryByRole('heading', { name: '입금 안내' })).toBeNull();

    reply = { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: C.tooManyPending } };
    await user.click(await screen.findByRole('button', { name: '충전 신청' }));
    await screen.findByText(C.tooManyPending);
    // The form keeps what the member typed.
    expect(field('입금자명').value).toBe('홍길동');
    expect(amountText()).toBe('10,000원');
  });

  it('refuses guests with the browse-mode message and fetches no history', async () => {
    const { user, fetch } = renderPage(undefined, fakeSession('guest'));
    await fill(user, await screen.findByLabelText('입금자명'), '홍길동');
    await user.click(screen.getByRole('button', { name: '+1만원' }));
    await user.click(submit());
    await screen.findByText(MESSAGES.account.guestRefused);
    const routes = calledRoutes(fetch);
    expect(routes).not.toContain('POST /service/point');
    expect(routes).not.toContain('GET /service/point-history');
  });

  it('sends the trimmed request with the tax-invoice details', async () => {
    const { user, fetch } = renderPage();
    await fill(user, await screen.findByLabelText('입금자명'), ' 홍길동 ');
    await user.click(screen.getByRole('button', { name: '+1만원' }));
    await user.click(screen.getByRole('radio', { name: '세금계산서' }));
    await fillTaxInvoice(user);
    await user.click(submit());
    await screen.findByRole('heading', { name: '입금 안내' });
    const call = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({
      name: '홍길동',
      point: 10000,
      feeType: 1,
      feeValue: VALID_TAX_INVOICE,
    });
    await waitFor(() =>
      expect(calledRoutes(fetch).filter((r) => r === 'GET /service/point-history')).toHaveLength(2),
    );
  });
});
