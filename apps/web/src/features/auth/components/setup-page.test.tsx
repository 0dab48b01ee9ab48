import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { SETUP_MESSAGES } from '@smm/contract/setup-messages';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes } from '../../../test/catalog-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { SetupPage } from './setup-page.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSetup(route: string, routes: Parameters<typeof mockFetch>[0] = {}) {
  const spy = mockFetch({ ...publicRoutes(), 'GET /setup': { body: { needed: true } }, ...routes });
  renderWithProviders(
    <Routes>
      <Route path="/setup" element={<SetupPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
  return spy;
}

const type = async (label: string, text: string) => userEvent.type(screen.getByLabelText(label), text);

async function fillAll() {
  await type('운영자 아이디', 'owner');
  await type('비밀번호', 'owner-pass-1234');
  await type('비밀번호 재확인', 'owner-pass-1234');
  await type('상호', '첫가게');
  await type('연락처', '02-123-4567');
  await type('은행 이름', '국민은행');
  await type('계좌번호', '123456-01-234567');
  await type('예금주', '김첫날');
}

describe('/setup', () => {
  it('makes the store with the link token, signs in and opens the console', async () => {
    let body: unknown = null;
    renderSetup('/setup?token=tok-123', {
      'POST /setup': async (request) => {
        body = await request.json();
        return { status: 201, body: { accessToken: 'operator-token' } };
      },
    });
    await screen.findByRole('form', { name: '상점 설정' });
    expect(screen.queryByLabelText('설정 토큰')).toBeNull();
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: '상점 만들기' }));
    expect(await screen.findByText(SETUP_MESSAGES.done)).toBeTruthy();
    expect(body).toEqual({
      token: 'tok-123',
      id: 'owner',
      password: 'owner-pass-1234',
      company: '첫가게',
      phone: '02-123-4567',
      bankName: '국민은행',
      bankNumber: '123456-01-234567',
      bankHolder: '김첫날',
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin'));
    expect(tokenStorage.get()).toBe('operator-token');
  });

  it('asks for the token without one, and refuses an empty field with its Korean message', async () => {
    const spy = renderSetup('/setup');
    await screen.findByRole('form', { name: '상점 설정' });
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: '상점 만들기' }));
    expect(screen.getByRole('alert').textContent).toBe(SETUP_MESSAGES.tokenInvalid);
    expect(document.activeElement).toBe(screen.getByLabelText('설정 토큰'));
    await type('설정 토큰', 'tok');
    await userEvent.clear(screen.getByLabelText('예금주'));
    await userEvent.click(screen.getByRole('button', { name: '상점 만들기' }));
    expect(screen.getByRole('alert').textContent).toBe(SETUP_MESSAGES.bankHolderRequired);
    expect(calledRoutes(spy).filter((r) => r.startsWith('POST'))).toEqual([]);
  });

  it('points at the login once the store has an operator', async () => {
    renderSetup('/setup?token=tok', { 'GET /setup': { body: { needed: false } } });
    expect(await screen.findByText(SETUP_MESSAGES.alreadyDone)).toBeTruthy();
    expect(screen.queryByRole('form', { name: '상점 설정' })).toBeNull();
  });
});
