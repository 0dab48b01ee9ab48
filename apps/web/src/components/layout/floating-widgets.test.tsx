import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatButton, DarkModeToggle } from './floating-widgets.tsx';
import { fakeSession, renderWithProviders } from '../../test/render.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';
import { setPrefersDark } from '../../test/match-media.ts';
import { DARK_MODE_STORAGE_KEY } from '../../lib/theme.tsx';

const theme = () => document.documentElement.dataset.theme;

function renderToggle() {
  mockFetch({ 'GET /service/settings': { body: [] } });
  return renderWithProviders(<DarkModeToggle />, { session: fakeSession('guest') });
}

describe('dark mode', () => {
  it('defaults to the system preference (light)', () => {
    renderToggle();
    expect(theme()).toBe('light');
    expect(screen.getByRole('button', { name: '다크 모드로 전환' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('defaults to the system preference (dark)', () => {
    setPrefersDark(true);
    renderToggle();
    expect(theme()).toBe('dark');
  });

  it('a stored choice wins over the system preference', () => {
    setPrefersDark(true);
    localStorage.setItem(DARK_MODE_STORAGE_KEY, 'false');
    renderToggle();
    expect(theme()).toBe('light');
  });

  it('toggles and stores the choice', async () => {
    renderToggle();
    await userEvent.click(screen.getByRole('button', { name: '다크 모드로 전환' }));
    expect(theme()).toBe('dark');
    expect(localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '라이트 모드로 전환' }));
    expect(theme()).toBe('light');
    expect(localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('false');
  });
});

describe('chat button', () => {
  it('is hidden without a channel link', () => {
    mockFetch({ 'GET /service/settings': { body: [{ key: 'CHANNEL_BUTTON_TEXT', value: '카톡 상담' }] } });
    renderWithProviders(<ChatButton />, { session: fakeSession('guest') });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is hidden for a link that is not http(s)', async () => {
    mockFetch({ 'GET /service/settings': { body: [{ key: 'CHANNEL_LINK', value: 'javascript:alert(1)' }] } });
    const { queryClient } = renderWithProviders(<ChatButton />, { session: fakeSession('guest') });
    await vi.waitFor(() => expect(queryClient.getQueryState(['settings'])?.status).toBe('success'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the configured label and opens the channel in a new window', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    mockFetch({
      'GET /service/settings': {
        body: [
          { key: 'CHANNEL_LINK', value: 'https://pf.kakao.com/_abc' },
          { key: 'CHANNEL_BUTTON_TEXT', value: '카톡 상담' },
        ],
      },
    });
    renderWithProviders(<ChatButton />, { session: fakeSession('guest') });
    await userEvent.click(await screen.findByRole('button', { name: '카톡 상담' }));
    expect(open).toHaveBeenCalledWith('https://pf.kakao.com/_abc', '_blank', 'noopener,noreferrer');
  });
});
