import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NaverCallbackPage } from './naver-callback-page.tsx';

describe('/auth/naver popup callback', () => {
  it('posts the code and state to the opener on this origin, then closes', () => {
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/auth/naver?code=abc123&state=xyz']}>
        <NaverCallbackPage />
      </MemoryRouter>,
    );
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'naver-auth', payload: { code: 'abc123', state: 'xyz' } },
      window.location.origin,
    );
    expect(close).toHaveBeenCalled();
    close.mockRestore();
  });
});
