import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiDocsPage } from './api-docs-page.tsx';
import { fakeSession, renderWithProviders } from '../../../test/render.tsx';
import { mockFetch } from '../../../test/fetch-mock.ts';

describe('API docs page', () => {
  it('documents the base url, the api-key header and the three endpoints with the member key', async () => {
    mockFetch({ 'GET /service/settings': { body: [] } });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderWithProviders(<ApiDocsPage />, { route: '/api', session: fakeSession('authorization') });

    expect(screen.getByText(`${window.location.origin}/api/v1`)).toBeTruthy();
    expect(screen.getByText('api-key: 발급받은 API 키')).toBeTruthy();
    expect(screen.getByText('모든 응답은 JSON 형식입니다.')).toBeTruthy();
    for (const name of ['Get Services', 'Order Services', 'Order Status']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByText(/"max": 30000/)).toBeTruthy();
    expect(screen.getByText(/"wId": 1024/)).toBeTruthy();
    expect(screen.getByText(/"status": "IN PROGRESS"/)).toBeTruthy();

    expect(screen.getByText('key-abc')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'API 키 복사' }));
    expect(writeText).toHaveBeenCalledWith('key-abc');
    expect(await screen.findByText('복사되었습니다.')).toBeTruthy();
  });
});
