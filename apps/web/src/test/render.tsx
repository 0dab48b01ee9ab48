import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { ThemeProvider } from '../lib/theme.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import { SessionContext, type Session } from '../lib/session/use-session.ts';
import { SessionProvider } from '../lib/session/session-provider.tsx';
import type { Profile } from '@smm/contract/auth';
import { GUEST_PROFILE } from '@smm/contract/auth';
import type { SessionState } from '@smm/contract/enums';
import { vi } from 'vitest';

export const MEMBER_PROFILE: Profile = {
  point: 12345.5,
  id: 'member01',
  apiKey: 'key-abc',
  referralCode: null,
};

/** A fixed session value for components that only read the session. */
export function fakeSession(state: SessionState, overrides: Partial<Session> = {}): Session {
  return {
    state,
    profile: state === 'authorization' ? MEMBER_PROFILE : state === 'guest' ? GUEST_PROFILE : null,
    login: vi.fn(),
    logout: vi.fn(),
    enterGuest: vi.fn(),
    ...overrides,
  };
}

interface Options {
  route?: string;
  /** A fixed session; omit to run the real SessionProvider. */
  session?: Session;
}

export function renderWithProviders(ui: ReactElement, { route = '/', session }: Options = {}) {
  const queryClient = createQueryClient();
  const sessionLayer = (children: ReactNode) =>
    session ? (
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    ) : (
      <SessionProvider>{children}</SessionProvider>
    );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider>
          {sessionLayer(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>)}
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
