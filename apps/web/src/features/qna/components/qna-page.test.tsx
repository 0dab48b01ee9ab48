import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QnaPage } from './qna-page.tsx';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { mockFetch } from '../../../test/fetch-mock.ts';

describe('FAQ page', () => {
  it('lists the entries as an accordion of buttons', async () => {
    mockFetch({
      'GET /service/settings': { body: [] },
      'GET /service/qnas': {
        body: [
          { id: 1, title: '충전은 언제 되나요?', answer: '입금 확인 후 평균 1~10분 안에 충전됩니다.' },
          { id: 2, title: '환불이 되나요?', answer: '결제 후 48시간 이내에 가능합니다.' },
        ],
      },
    });
    renderWithProviders(<QnaPage />, { route: '/qna', session: fakeSession('authorization') });
    const first = await screen.findByRole('button', { name: '충전은 언제 되나요?' });
    const answer = screen.getByText('입금 확인 후 평균 1~10분 안에 충전됩니다.');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(answer.closest('[role="region"]')?.hasAttribute('hidden')).toBe(true);

    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: '충전은 언제 되나요?' }).hasAttribute('hidden')).toBe(false);
    expect(screen.getByRole('button', { name: '환불이 되나요?' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });
});
