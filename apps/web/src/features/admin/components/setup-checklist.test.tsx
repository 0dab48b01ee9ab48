import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { SetupChecklist } from './setup-checklist.tsx';

const operator = fakeSession('authorization', { profile: { ...MEMBER_PROFILE, isAdmin: true } });
const items = (done: string[]) =>
  ['provider', 'services', 'bank', 'company', 'notice', 'testOrder'].map((id) => ({
    id,
    done: done.includes(id),
  }));

describe('the set-up checklist', () => {
  it('ticks what the data shows done and links every item to its place', async () => {
    mockFetch({
      'GET /admin/setup-checklist': { body: { items: items(['provider', 'bank']), ready: false } },
    });
    renderWithProviders(<SetupChecklist />, { route: '/admin', session: operator });
    const list = await screen.findByRole('region', { name: '상점 준비 2/6' });
    const links = within(list).getAllByRole('link');
    expect(
      links.map((a) => [a.querySelector('.setup-checklist__label')?.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['공급처 연결 (완료)', '/admin/providers'],
      ['판매 중인 서비스 (할 일)', '/admin/providers'],
      ['입금 계좌 (완료)', '/admin/settings#settings-bank'],
      ['회사와 사업자 정보 (할 일)', '/admin/settings#settings-company'],
      ['공지사항 (할 일)', '/admin/content'],
      ['테스트 주문 (할 일)', '/order'],
    ]);
  });

  it('is gone once the store is ready', async () => {
    const spy = mockFetch({
      'GET /admin/setup-checklist': {
        body: {
          items: items(['provider', 'services', 'bank', 'company', 'notice', 'testOrder']),
          ready: true,
        },
      },
    });
    const { container } = renderWithProviders(<SetupChecklist />, { route: '/admin', session: operator });
    await waitFor(() => expect(spy).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.setup-checklist')).toBeNull();
  });
});
