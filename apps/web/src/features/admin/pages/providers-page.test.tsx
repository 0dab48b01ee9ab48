import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { AdminProviderRow, ProviderTestResult } from '@smm/contract/admin-providers';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { ProvidersPage } from './providers-page.tsx';

const PANEL: AdminProviderRow = {
  id: 1,
  name: '메인 패널',
  kind: 'api_v2',
  apiUrl: 'https://panel.example/api/v2',
  apiKeyMasked: '••••abcd',
  enabled: true,
  balance: 1_000_000,
  currency: 'KRW',
  balanceCheckedAt: '2026-03-01T03:04:05.000Z',
  balanceError: null,
  lowBalanceThreshold: 50_000,
  lowBalance: false,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
};
const LOW: AdminProviderRow = {
  ...PANEL,
  id: 2,
  name: '보조 패널',
  apiKeyMasked: '••••',
  enabled: false,
  balance: 12.5,
  currency: 'USD',
  lowBalanceThreshold: 100,
  lowBalance: true,
  balanceError: '잔액 조회 실패: 공급처 서버에 오류가 났습니다. (HTTP 503) 잠시 후 다시 시도해 주세요.',
};

type Routes = Parameters<typeof mockFetch>[0];

function renderPage(routes: Routes = {}) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = (reply: { status?: number; body?: unknown }) => async (request: Request) => {
    const text = await request.text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
    return reply;
  };
  const fetchSpy = mockFetch({
    'GET /admin/providers': { body: [PANEL, LOW] },
    'POST /admin/providers': record({ status: 201, body: { ...PANEL, id: 3, name: '새 패널' } }),
    'PATCH /admin/providers/1': record({ body: PANEL }),
    'POST /admin/providers/1/test': record({
      body: {
        ok: true,
        balance: 1_000_000,
        currency: 'KRW',
        serviceCount: 1234,
        checkedAt: '2026-03-01T03:05:00.000Z',
      } satisfies ProviderTestResult,
    }),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin/providers" element={<ProvidersPage />} />
      <Route path="/admin/providers/:id/import" element={<h1>가져오기 화면</h1>} />
    </Routes>,
    {
      route: '/admin/providers',
      session: fakeSession('authorization', { profile: { ...MEMBER_PROFILE, isAdmin: true } }),
    },
  );
  return { sent, fetchSpy, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('/admin/providers', () => {
  it('lists each provider with its masked key, balance, when it was read, state and low-balance mark', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '공급처 관리' })).toBeTruthy();
    const main = await screen.findByRole('article', { name: '메인 패널' });
    expect(within(main).getByText('API v2 패널')).toBeTruthy();
    expect(within(main).getByText('••••abcd')).toBeTruthy();
    expect(within(main).getByText('1,000,000원')).toBeTruthy();
    expect(within(main).getByText('2026-03-01 12:04:05')).toBeTruthy();
    expect(within(main).getByText('50,000원')).toBeTruthy();
    expect(within(main).getByText('사용 중')).toBeTruthy();
    expect(within(main).queryByText('잔액 부족')).toBeNull();

    const low = card('보조 패널');
    expect(within(low).getByText('잔액 부족')).toBeTruthy();
    expect(within(low).getByText('$12.50')).toBeTruthy();
    // Its won prices depend on the dollar's rate: the card leads there.
    expect(within(low).getByRole('link', { name: '환율 보기' }).getAttribute('href')).toBe(
      '/admin/exchange-rates',
    );
    expect(within(low).getByText('사용 중지')).toBeTruthy();
    expect(within(low).getByText(/HTTP 503/)).toBeTruthy();
    expect(within(low).getByRole('button', { name: '보조 패널 다시 사용' })).toBeTruthy();
  });

  it('links each provider to its import page', async () => {
    const { user } = renderPage();
    const link = await screen.findByRole('link', { name: '메인 패널 서비스 가져오기' });
    expect(link.getAttribute('href')).toBe('/admin/providers/1/import');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: '가져오기 화면' })).toBeTruthy();
  });

  it('adds a panel after the contract accepts it, and shows each refusal on its field', async () => {
    const { user, sent } = renderPage();
    await user.click(await screen.findByRole('button', { name: '공급처 추가' }));
    const form = screen.getByRole('form', { name: '공급처 추가' });
    expect(document.activeElement).toBe(within(form).getByLabelText('이름'));

    await user.click(within(form).getByRole('button', { name: '추가' }));
    expect(within(form).getByRole('alert').textContent).toBe('공급처 이름을 입력해 주세요.');

    await user.type(within(form).getByLabelText('이름'), '새 패널');
    await user.type(within(form).getByLabelText('API 주소'), 'ftp://panel.example');
    await user.click(within(form).getByRole('button', { name: '추가' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'API 주소는 http:// 또는 https://로 시작하는 올바른 주소여야 합니다.',
    );
    expect(document.activeElement).toBe(within(form).getByLabelText('API 주소'));

    await user.clear(within(form).getByLabelText('API 주소'));
    await user.type(within(form).getByLabelText('API 주소'), 'http://new.example:99999/api/v2');
    await user.click(within(form).getByRole('button', { name: '추가' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'API 주소의 포트는 1부터 65535 사이의 숫자로 입력해 주세요.',
    );

    await user.clear(within(form).getByLabelText('API 주소'));
    await user.type(within(form).getByLabelText('API 주소'), 'https://new.example/api/v2');
    await user.click(within(form).getByRole('button', { name: '추가' }));
    expect(within(form).getByRole('alert').textContent).toBe('API 키를 입력해 주세요.');

    await user.type(within(form).getByLabelText('API 키'), 'new-key-123456');
    await user.type(within(form).getByLabelText('잔액 알림 기준'), '30,000');
    // A dollar panel: the connection test would fill it too; typed lower-case, sent as the ISO code.
    await user.clear(within(form).getByLabelText('통화'));
    await user.type(within(form).getByLabelText('통화'), 'usd');
    await user.click(within(form).getByRole('button', { name: '추가' }));
    expect(await screen.findByText('공급처를 추가했습니다.')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/providers',
        body: {
          name: '새 패널',
          kind: 'api_v2',
          apiUrl: 'https://new.example/api/v2',
          apiKey: 'new-key-123456',
          enabled: true,
          lowBalanceThreshold: 30000,
          currency: 'USD',
        },
      },
    ]);
    expect(screen.queryByRole('form', { name: '공급처 추가' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '공급처 추가' }));
  });

  it('asks the simulator for no URL or key', async () => {
    const { user, sent } = renderPage();
    await user.click(await screen.findByRole('button', { name: '공급처 추가' }));
    const form = screen.getByRole('form', { name: '공급처 추가' });
    await user.type(within(form).getByLabelText('이름'), '시뮬레이터');
    await user.click(within(form).getByRole('radio', { name: /내장 시뮬레이터/ }));
    expect(within(form).queryByLabelText('API 주소')).toBeNull();
    expect(within(form).queryByLabelText('API 키')).toBeNull();
    await user.click(within(form).getByLabelText('추가하자마자 주문 전송에 사용'));
    await user.click(within(form).getByRole('button', { name: '추가' }));
    await screen.findByText('공급처를 추가했습니다.');
    expect(sent[0]?.body).toEqual({
      name: '시뮬레이터',
      kind: 'simulator',
      enabled: false,
      lowBalanceThreshold: null,
      currency: 'KRW',
    });
  });

  it('edits a provider without ever showing its key; an empty key field keeps it', async () => {
    const { user, sent } = renderPage();
    await user.click(await screen.findByRole('button', { name: '메인 패널 수정' }));
    const form = screen.getByRole('form', { name: '메인 패널 수정' });
    const key = within(form).getByLabelText('API 키');
    expect((key as HTMLInputElement).value).toBe('');
    expect(key.getAttribute('type')).toBe('password');
    expect(within(form).getByText(/저장된 키 ••••abcd/)).toBeTruthy();

    await user.clear(within(form).getByLabelText('이름'));
    await user.type(within(form).getByLabelText('이름'), '메인 패널 2');
    await user.clear(within(form).getByLabelText('잔액 알림 기준'));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('공급처를 저장했습니다.')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/providers/1',
        body: {
          name: '메인 패널 2',
          kind: 'api_v2',
          apiUrl: 'https://panel.example/api/v2',
          lowBalanceThreshold: null,
          currency: 'KRW',
        },
      },
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '메인 패널 수정' }));
  });

  it("refuses to take a panel's URL away", async () => {
    const { user, sent } = renderPage();
    await user.click(await screen.findByRole('button', { name: '메인 패널 수정' }));
    const form = screen.getByRole('form', { name: '메인 패널 수정' });
    await user.clear(within(form).getByLabelText('API 주소'));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(within(form).getByRole('alert').textContent).toBe('API 주소를 입력해 주세요.');
    expect(sent).toEqual([]);
  });

  it('tests the connection and shows the balance and service count', async () => {
    const { user, sent } = renderPage();
    await user.click(await screen.findByRole('button', { name: '메인 패널 연결 확인' }));
    const status = within(card('메인 패널')).getByRole('status');
    expect(await within(status).findByText('연결 성공')).toBeTruthy();
    expect(status.textContent).toContain('잔액 1,000,000원, 서비스 1,234개');
    expect(status.textContent).toContain('2026-03-01 12:05:00');
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/admin/providers/1/test']);
  });

  it("shows the provider's error in Korean when the test fails", async () => {
    const message = '잔액 조회 실패: API 키가 올바르지 않다고 공급처가 답했습니다: "Invalid API key"';
    const { user } = renderPage({
      'POST /admin/providers/1/test': {
        body: { ok: false, message, checkedAt: '2026-03-01T03:05:00.000Z' } satisfies ProviderTestResult,
      },
    });
    await user.click(await screen.findByRole('button', { name: '메인 패널 연결 확인' }));
    const status = within(card('메인 패널')).getByRole('status');
    expect(await within(status).findByText('연결 실패')).toBeTruthy();
    expect(status.textContent).toContain(message);
  });

  it('turns a provider off only after a confirmation', async () => {
    const { user, sent, fetchSpy } = renderPage();
    await user.click(await screen.findByRole('button', { name: '메인 패널 사용 중지' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: '사용 중지 확인' }));
    expect(await screen.findByText('공급처 사용을 중지했습니다.')).toBeTruthy();
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/admin/providers/1', body: { enabled: false } }]);
    // The list is read again after the change.
    expect(calledRoutes(fetchSpy).filter((r) => r === 'GET /admin/providers').length).toBeGreaterThan(1);
  });

  it('says so when there is no provider yet', async () => {
    renderPage({ 'GET /admin/providers': { body: [] } });
    expect(await screen.findByText(/등록된 공급처가 없습니다/)).toBeTruthy();
  });
});
