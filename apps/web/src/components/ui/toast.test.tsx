import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MAX_TOASTS, TOAST_DURATION_MS, ToastProvider, useToast } from './toast.tsx';

function Trigger({ message }: { message: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, 'success')}>
      show
    </button>
  );
}

describe('toast', () => {
  it('announces the message politely and removes it after exactly 2 seconds', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger message="로그인에 성공했습니다." />
      </ToastProvider>,
    );
    expect(TOAST_DURATION_MS).toBe(2000);
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('로그인에 성공했습니다.');

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByText('로그인에 성공했습니다.')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('로그인에 성공했습니다.')).toBeNull();
  });

  it('gives each toast its own 2 seconds', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger message="하나" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getAllByText('하나')).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getAllByText('하나')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('하나')).toBeNull();
  });

  it('keeps at most three at once, the newest (issue 34)', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger message="알림" />
      </ToastProvider>,
    );
    for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByRole('button'));
    expect(screen.getAllByText('알림')).toHaveLength(MAX_TOASTS);
    expect(MAX_TOASTS).toBe(3);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('알림')).toBeNull();
  });
});
