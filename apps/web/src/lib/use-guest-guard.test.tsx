import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionState } from '@smm/contract/enums';
import { fakeSession, renderWithProviders } from '../test/render.tsx';
import { useGuestGuard } from './use-guest-guard.ts';

function Action({ onRun }: { onRun: () => void }) {
  const refuseGuest = useGuestGuard();
  return (
    <button type="button" onClick={() => (refuseGuest() ? undefined : onRun())}>
      run
    </button>
  );
}

async function clickAs(state: SessionState) {
  const onRun = vi.fn();
  renderWithProviders(<Action onRun={onRun} />, { session: fakeSession(state) });
  await userEvent.click(screen.getByRole('button', { name: 'run' }));
  return onRun;
}

describe('useGuestGuard', () => {
  it('refuses a guest with the spec message', async () => {
    const onRun = await clickAs('guest');
    expect(onRun).not.toHaveBeenCalled();
    expect(screen.getByText('둘러보기 상태에서는 불가능 합니다')).toBeTruthy();
  });

  it('refuses a signed-out visitor browsing /order the same way', async () => {
    const onRun = await clickAs('unAuthorization');
    expect(onRun).not.toHaveBeenCalled();
    expect(screen.getByText('둘러보기 상태에서는 불가능 합니다')).toBeTruthy();
  });

  it('lets a member through silently', async () => {
    const onRun = await clickAs('authorization');
    expect(onRun).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('둘러보기 상태에서는 불가능 합니다')).toBeNull();
  });
});
