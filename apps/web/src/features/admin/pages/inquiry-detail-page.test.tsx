import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AdminInquiryDetail, InquiryTemplate } from '@smm/contract/admin-inquiries';
import { INQUIRY_MESSAGES } from '@smm/contract/inquiries-messages';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { InquiryDetailPage } from './inquiry-detail-page.tsx';

const TOPUP_INQUIRY: AdminInquiryDetail = {
  id: 5,
  category: 'charge',
  title: '입금했는데 충전이 안 됐어요',
  status: 'waiting',
  subject: { kind: 'topup', id: 9 },
  createdAt: '2026-03-01T01:00:00.000Z',
  updatedAt: '2026-03-01T01:00:00.000Z',
  memberId: 3,
  loginId: 'member3',
  waitingSince: '2026-03-01T01:00:00.000Z',
  messages: [
    {
      id: 1,
      author: 'member',
      body: '10시에 입금했습니다.\n<i>확인</i> 부탁드려요',
      createdAt: '2026-03-01T01:00:00.000Z',
      operatorLoginId: null,
    },
  ],
  topup: {
    id: 9,
    memberId: 3,
    loginId: 'member3',
    name: '홍길동',
    point: 10000,
    payAmount: 10000,
    feeType: 2,
    feeValue: null,
    status: 0,
    createdAt: '2026-03-01T00:50:00.000Z',
    expiresAt: '2026-03-01T03:50:00.000Z',
    responseAt: null,
    decidedVia: null,
    decidedBy: null,
    reason: null,
    bonus: 0,
  },
};
const TEMPLATE: InquiryTemplate = {
  id: 1,
  title: '입금 확인 안내',
  body: '입금 확인 후 1~10분 안에 충전됩니다.',
  updatedAt: '2026-03-01T00:00:00.000Z',
};

function renderPage(replies: unknown[]) {
  let current = TOPUP_INQUIRY;
  mockFetch({
    'GET /admin/inquiries/5': () => ({ body: current }),
    'GET /admin/inquiry-templates': { body: [TEMPLATE] },
    'POST /admin/inquiries/5/reply': async (request) => {
      const body = (await request.json()) as { body: string };
      replies.push(body);
      current = {
        ...TOPUP_INQUIRY,
        status: 'answered',
        waitingSince: null,
        messages: [
          ...TOPUP_INQUIRY.messages,
          {
            id: 2,
            author: 'operator',
            body: body.body,
            createdAt: '2026-03-01T02:00:00.000Z',
            operatorLoginId: 'admin',
          },
        ],
      };
      return { body: current };
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin/inquiries/:id" element={<InquiryDetailPage />} />
    </Routes>,
    {
      route: '/admin/inquiries/5',
      session: fakeSession('authorization', { profile: { ...MEMBER_PROFILE, isAdmin: true } }),
    },
  );
}

describe('the console inquiry page', () => {
  it('shows the thread as text with the top-up beside it', async () => {
    renderPage([]);
    const thread = await screen.findByRole('list', { name: '문의 대화' });
    const body = within(thread).getByText(/10시에 입금했습니다/);
    expect(body.textContent).toBe('10시에 입금했습니다.\n<i>확인</i> 부탁드려요');
    expect(thread.querySelector('i')).toBeNull();
    const side = screen.getByRole('complementary', { name: '문의 대상' });
    expect(within(side).getByRole('heading', { name: '충전 신청 9' })).toBeTruthy();
    expect(within(side).getByText('홍길동')).toBeTruthy();
  });

  it('loads a canned answer, refuses an empty one, and sends the reply', async () => {
    const user = userEvent.setup();
    const replies: unknown[] = [];
    renderPage(replies);
    const answer = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: '답변' });
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INQUIRY_MESSAGES.bodyRequired);
    expect(replies).toEqual([]);
    await screen.findByRole('option', { name: '입금 확인 안내' });
    await user.selectOptions(screen.getByRole('combobox', { name: '자주 쓰는 답변 불러오기' }), '1');
    expect(answer.value).toBe(TEMPLATE.body);
    await user.type(answer, ' 감사합니다.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    await screen.findByText(/운영자 admin/);
    expect(replies).toEqual([{ body: `${TEMPLATE.body} 감사합니다.` }]);
    expect(answer.value).toBe('');
  });
});
