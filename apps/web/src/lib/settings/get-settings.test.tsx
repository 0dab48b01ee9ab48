import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../query-client.ts';
import { calledRoutes, mockFetch } from '../../test/fetch-mock.ts';
import { useSettings } from './get-settings.ts';

function Company() {
  return <p data-testid="company">{useSettings().COMPANY ?? ''}</p>;
}

describe('the storefront’s settings', () => {
  it('are asked again every hour while a page stays open, so an operator’s change arrives within the hour', async () => {
    vi.useFakeTimers();
    let company = '예전 상호';
    const fetchSpy = mockFetch({
      'GET /service/settings': () => ({ body: [{ key: 'COMPANY', value: company }] }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Company />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByTestId('company').textContent).toBe('예전 상호');

    company = '새 상호';
    await act(() => vi.advanceTimersByTimeAsync(59 * 60 * 1000));
    expect(calledRoutes(fetchSpy)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(60 * 1000));
    expect(calledRoutes(fetchSpy)).toHaveLength(2);
    expect(screen.getByTestId('company').textContent).toBe('새 상호');
  });
});
