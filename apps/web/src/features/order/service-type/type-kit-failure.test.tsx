import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Service } from '@smm/contract/catalog';
import { OrderPage } from '../components/order-page.tsx';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes, SERVICES } from '../../../test/catalog-fixtures.ts';
import { profileQueryKey } from '../../../lib/session/get-profile.ts';

// The first fetch of the type fields' chunk fails (a deploy replaced it, the network dropped); the
// next one arrives. Its own file: the page keeps a loaded kit for its life.
const chunk = vi.hoisted(() => ({ failures: 1 }));
vi.mock('./type-kit.ts', async (importOriginal) => {
  if (chunk.failures > 0) {
    chunk.failures -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const POLL: Service = {
  id: 301,
  text: '투표',
  categoryId: 10,
  min: 100,
  max: 10000,
  point: 2,
  notice: '',
  enableAuto: false,
  isReadOnly: false,
  type: 'Poll',
};

describe('the type fields’ chunk failing to load (issue 32)', () => {
  it('says so in Korean with a retry button instead of loading forever, and retries', async () => {
    vi.stubGlobal('scrollTo', vi.fn());
    mockFetch({ ...publicRoutes(), 'GET /service/services': { body: [...SERVICES, POLL] } });
    const result = renderWithProviders(<OrderPage />, {
      route: '/order',
      session: fakeSession('authorization'),
    });
    result.queryClient.setQueryData(profileQueryKey, MEMBER_PROFILE);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: '서비스 선택' }), '301');

    const FAILED = '입력란을 불러오지 못했습니다. 다시 시도해 주세요.';
    const notice = (await screen.findByText(FAILED, { selector: '.error-notice span' })).parentElement!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(screen.queryByText('불러오는 중입니다')).toBeNull();
    // Submitting meanwhile is refused with the same words, and nothing is sent.
    await user.type(screen.getByRole('textbox', { name: '링크 입력' }), 'https://t.me/channel/5');
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    expect(screen.getByText(FAILED, { selector: '.form-error' })).toBeTruthy();

    await user.click(within(notice).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('spinbutton', { name: '투표 항목 번호' })).toBeTruthy();
    expect(screen.queryByText(FAILED, { selector: '.error-notice span' })).toBeNull();
  });
});
