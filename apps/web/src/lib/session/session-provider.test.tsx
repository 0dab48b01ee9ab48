import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GUEST_PROFILE } from '@smm/contract/auth';
import { calledRoutes, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { api } from '../api-client.ts';
import { JWT_STORAGE_KEY } from '../token-storage.ts';
import { deriveSessionState } from './session-provider.tsx';
import { useSession } from './use-session.ts';

const PROFILE = { point: 5000, id: 'member01', apiKey: 'k1', referralCode: null };
const UNAUTHORIZED = {
  status: 401,
  body: { statusCode: 401, error: 'Unauthorized', message: '로그인이 필요합니다.' },
};

function Probe() {
  const { state, profile, login, logout, enterGuest } = useSession();
  return (
    <div>
      <p data-testid="state">{state}</p>
      <p data-testid="profile">{profile ? `${profile.id}:${profile.point}` : 'none'}</p>
      <button type="button" onClick={() => login('new-token')}>
        login
      </button>
      <button type="button" onClick={logout}>
        logout
      </button>
      <button type="button" onClick={enterGuest}>
        guest
      </button>
    </div>
  );
}

const stateText = () => screen.getByTestId('state').textContent;
const profileText = () => screen.getByTestId('profile').textContent;

describe('session state machine', () => {
  it('boots to unAuthorization without a jwt and makes no profile call', () => {
    const spy = mockFetch({});
    renderWithProviders(<Probe />);
    expect(stateText()).toBe('unAuthorization');
    expect(spy).not.toHaveBeenCalled();
  });

  it('boots with a jwt: loading, then authorization with the profile', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'stored');
    const spy = mockFetch({ 'GET /auth/profile': { body: PROFILE } });
    renderWithProviders(<Probe />);
    expect(stateText()).toBe('loading');
    await waitFor(() => expect(stateText()).toBe('authorization'));
    expect(profileText()).toBe('member01:5000');
    expect(calledRoutes(spy)).toEqual(['GET /auth/profile']);
  });

  it('boots with a rejected jwt: 401 clears it and ends in unAuthorization', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'expired');
    mockFetch({ 'GET /auth/profile': UNAUTHORIZED });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(stateText()).toBe('unAuthorization'));
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
    expect(profileText()).toBe('none');
  });

  it('guest mode uses the dummy profile and never calls the profile endpoint', async () => {
    const spy = mockFetch({});
    renderWithProviders(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'guest' }));
    expect(stateText()).toBe('guest');
    expect(profileText()).toBe(`${GUEST_PROFILE.id}:0`);
    expect(spy).not.toHaveBeenCalled();
  });

  it('login stores the jwt, refreshes the profile and switches to authorization', async () => {
    const spy = mockFetch({ 'GET /auth/profile': { body: PROFILE } });
    renderWithProviders(<Probe />);
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    expect(stateText()).toBe('authorization');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('new-token');
    await waitFor(() => expect(profileText()).toBe('member01:5000'));
    const headers = new Headers(spy.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer new-token');
  });

  it('logout removes the jwt and the profile', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'stored');
    mockFetch({ 'GET /auth/profile': { body: PROFILE } });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(stateText()).toBe('authorization'));
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(stateText()).toBe('unAuthorization');
    expect(profileText()).toBe('none');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
  });

  it('any later 401 switches a member to unAuthorization', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'stored');
    mockFetch({ 'GET /auth/profile': { body: PROFILE }, 'GET /service/order-history': UNAUTHORIZED });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(stateText()).toBe('authorization'));
    await act(async () => {
      await api.get('/service/order-history').catch(() => undefined);
    });
    expect(stateText()).toBe('unAuthorization');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
  });

  it('a failing profile call other than 401 keeps the jwt but shows the signed-out site', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'stored');
    mockFetch({
      'GET /auth/profile': { status: 503, body: { statusCode: 503, error: 'Unavailable', message: '오류' } },
    });
    renderWithProviders(<Probe />);
    await waitFor(() => expect(stateText()).toBe('unAuthorization'));
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('stored');
  });
});

describe('deriveSessionState', () => {
  it('maps each mode and profile status to a state', () => {
    expect(deriveSessionState('boot', { hasData: false, isError: false })).toBe('loading');
    expect(deriveSessionState('boot', { hasData: true, isError: false })).toBe('authorization');
    // a failed refetch keeps the member signed in while the old profile is there
    expect(deriveSessionState('boot', { hasData: true, isError: true })).toBe('authorization');
    expect(deriveSessionState('boot', { hasData: false, isError: true })).toBe('unAuthorization');
    expect(deriveSessionState('member', { hasData: false, isError: false })).toBe('authorization');
    expect(deriveSessionState('guest', { hasData: false, isError: false })).toBe('guest');
    expect(deriveSessionState('signedOut', { hasData: false, isError: false })).toBe('unAuthorization');
  });
});
