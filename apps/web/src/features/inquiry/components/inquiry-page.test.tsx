import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type InquiryDetail, type InquiryRow } from '@smm/contract/inquiries';
import { INQUIRY_MESSAGES } from '@smm/contract/inquiries-messages';
import { MESSAGES } from '@smm/contract/messages';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { InquiryPage } from './inquiry-page.tsx';

const SUBJECTS = {
  orders: [{ id: 41, createdAt: '2026-03-01T01:02:03.000Z', serviceId: 1, amount: 300, status: 2 }],
  topups: [{ id: 9, createdAt: '2026-03-02T01:02:03.000Z', point: 10000, status: 0 }],
};
const row: InquiryRow = {
  id: 7,
  category: 'order',
  title: '주문이 안 들어왔어요',
  status: 'answered',
  subject: { kind: 'order', id: 41 },
  createdAt: '2026-03-03T01:00:00.000Z',
  updatedAt: '2026-03-03T02:00:00.000Z',
  unread: true,
};
const thread: InquiryDetail = {
  ...row,
  unread: false,
  messages: [
    { id: 1, author: 'member', body: '첫 줄\n둘째 줄 <b>굵게</b>', createdAt: '2026-03-03T01:00:00.000Z' },
    { id: 2, author: 'operator', body: '확인했습니다.', createdAt: '2026-03-03T02:00:00.000Z' },
  ],
};

describe('the 1:1 inquiry page', () => {
  it('tells a guest it needs an account and fetches nothing', async () => {
    const spy = mockFetch({});
    renderWithProviders(<InquiryPage />, { route: '/inquiry', session: fakeSession('guest') });
    expect(await screen.findByText(MESSAGES.account.guestRefused)).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(calledRoutes(spy).filter((r) => r.includes('inquiries'))).toEqual([]);
  });

  it('lists the inquiries with unread replies marked', async () => {
    mockFetch({
      'GET /service/inquiries': { body: [row] },
      'GET /service/inquiries/subjects': { body: SUBJECTS },
    });
    renderWithProviders(<InquiryPage />, { route: '/inquiry', session: fakeSession('authorization') });
    const table = await screen.findByRole('table', { name: '내 문의 목록' });
    const link = await within(table).findByRole('link', { name: '주문이 안 들어왔어요' });
    expect(link.getAttribute('href')).toBe('/inquiry?id=7');
    expect(within(table).getByText('새 답변')).toBeTruthy();
    expect(within(table).getByText('답변 완료')).toBeTruthy();
  });

  it('refuses an empty title with the contract message and sends nothing', async () => {
    const user = userEvent.setup();
    const spy = mockFetch({
      'GET /service/inquiries': { body: [] },
      'GET /service/inquiries/subjects': { body: SUBJECTS },
    });
    renderWithProviders(<InquiryPage />, {
      route: '/inquiry?order=41',
      session: fakeSession('authorization'),
    });
    const subject = await screen.findByRole<HTMLSelectElement>('combobox', { name: /관련 주문 또는 충전/ });
    expect(subject.value).toBe('order:41');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '문의 유형' }).value).toBe('order');
    await user.type(screen.getByRole('textbox', { name: '문의 내용' }), '내용');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INQUIRY_MESSAGES.titleRequired);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '제목' }));
    expect(calledRoutes(spy)).not.toContain('POST /service/inquiries');
  });

  it('sends the inquiry about the chosen order and opens its thread, text shown as text', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockFetch({
      'GET /service/inquiries': { body: [] },
      'GET /service/inquiries/subjects': { body: SUBJECTS },
      'POST /service/inquiries': async (request) => {
        sent.push(await request.json());
        return { status: 201, body: thread };
      },
      'GET /service/inquiries/7': { body: thread },
    });
    renderWithProviders(<InquiryPage />, {
      route: '/inquiry?order=41',
      session: fakeSession('authorization'),
    });
    await screen.findByRole('option', { name: /주문 #41/ });
    await user.type(screen.getByRole('textbox', { name: '제목' }), '주문이 안 들어왔어요');
    await user.type(screen.getByRole('textbox', { name: '문의 내용' }), '첫 줄{Enter}둘째 줄');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(await screen.findByRole('heading', { level: 2, name: '주문이 안 들어왔어요' })).toBeTruthy();
    expect(sent).toEqual([
      { category: 'order', title: '주문이 안 들어왔어요', body: '첫 줄\n둘째 줄', orderId: 41 },
    ]);
    const messages = within(screen.getByRole('list', { name: '문의 대화' })).getAllByRole('listitem');
    expect(messages[0]?.querySelector('.inquiry-message__body')?.textContent).toBe(
      '첫 줄\n둘째 줄 <b>굵게</b>',
    );
    expect(messages[0]?.querySelector('b')).toBeNull();
    expect(within(messages[1]!).getByText('운영자 답변')).toBeTruthy();
  });

  it('closes a thread in two presses', async () => {
    const user = userEvent.setup();
    const closes: string[] = [];
    mockFetch({
      'GET /service/inquiries': { body: [row] },
      'GET /service/inquiries/7': { body: thread },
      'POST /service/inquiries/7/close': () => {
        closes.push('close');
        return { body: { ...thread, status: 'closed' } };
      },
    });
    renderWithProviders(<InquiryPage />, { route: '/inquiry?id=7', session: fakeSession('authorization') });
    await user.click(await screen.findByRole('button', { name: '문의 종료' }));
    expect(closes).toEqual([]);
    await user.click(screen.getByRole('button', { name: '종료 확인' }));
    expect(await screen.findByText(/종료된 문의입니다/)).toBeTruthy();
    expect(closes).toEqual(['close']);
    expect(screen.queryByRole('textbox', { name: '추가로 남길 내용' })).toBeNull();
  });
});
