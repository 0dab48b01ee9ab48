import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppProvider } from './provider.tsx';
import { mockFetch } from '../test/fetch-mock.ts';
import { useSession } from '../lib/session/use-session.ts';

function State() {
  return <p>{useSession().state}</p>;
}

describe('app provider', () => {
  it('applies MAIN_COLOR as --main and a 20% darker --main-hover', async () => {
    mockFetch({ 'GET /service/settings': { body: [{ key: 'MAIN_COLOR', value: '#3366FF' }] } });
    render(
      <AppProvider>
        <State />
      </AppProvider>,
    );
    expect(screen.getByText('unAuthorization')).toBeTruthy();
    const style = document.documentElement.style;
    await vi.waitFor(() => expect(style.getPropertyValue('--main')).toBe('#3366ff'));
    expect(style.getPropertyValue('--main-hover')).toBe('#003df5');
    expect(style.getPropertyValue('--main-contrast')).toBe('#ffffff');
  });

  it('keeps the stylesheet colour when MAIN_COLOR is not a colour', async () => {
    const spy = mockFetch({ 'GET /service/settings': { body: [{ key: 'MAIN_COLOR', value: 'blue; x' }] } });
    render(
      <AppProvider>
        <State />
      </AppProvider>,
    );
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    await Promise.resolve();
    expect(document.documentElement.style.getPropertyValue('--main')).toBe('');
  });
});
