import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  missingRateMessage,
  type ImportResult,
  type ImportTargets,
  type ProviderCatalog,
  type ProviderCatalogService,
} from '@smm/contract/admin-import';
import { AppRoutes } from '../../../app/router.tsx';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes } from '../../../test/catalog-fixtures.ts';

const KINDS = ['Followers', 'Likes', 'Views'] as const;
const PLATFORMS = ['Instagram', 'YouTube', 'TikTok', 'Facebook', 'Telegram', 'Spotify'] as const;
const PER_CATEGORY = 90;

/** A real panel's size: 6 platforms x 3 kinds x 90 = 1,620 ... doubled by a second origin: 3,240. */
function catalogue(krwPerUnit: string | null): ProviderCatalog {
  const services: ProviderCatalogService[] = [];
  for (const origin of ['', ' Korea'])
    for (const platform of PLATFORMS)
      for (const kind of KINDS)
        for (let i = 0; i < PER_CATEGORY; i += 1) {
          const id = String(services.length + 1);
          services.push({
            providerServiceId: id,
            name: `${platform} ${kind}${origin} [Real] #${id}`,
            category: `${platform} ${kind}${origin}`,
            type: i % 10 === 0 ? 'Custom Comments' : 'Default',
            rate: '0.90',
            rateReadable: true,
            min: 10,
            max: 10000,
            dripfeed: false,
            refill: i % 2 === 0,
            cancel: false,
            unitCost: krwPerUnit === null ? null : 1.247,
            importedServiceId: id === '1' ? 900 : null,
            importedServiceName: id === '1' ? '이미 가져온 팔로워' : null,
          });
        }
  const count = (key: (s: ProviderCatalogService) => string) => {
    const counts = new Map<string, number>();
    for (const s of services) counts.set(key(s), (counts.get(key(s)) ?? 0) + 1);
    return [...counts].map(([name, n]) => ({ name, count: n }));
  };
  return {
    provider: { id: 5, name: '달러 패널', kind: 'api_v2', enabled: true, currency: 'USD', krwPerUnit },
    fetchedAt: '2026-11-27T01:00:00.000Z',
    total: services.length,
    matched: services.length,
    services,
    categories: count((s) => s.category),
    types: count((s) => s.type),
  };
}

const TARGETS: ImportTargets = {
  platforms: [
    { id: 1, text: '인스타그램', visible: true },
    { id: 2, text: '유튜브', visible: true },
  ],
  categories: [{ id: 20, text: '유튜브 조회수', platformId: 2, visible: true }],
};

const RESULT: ImportResult = {
  createdCategoryId: null,
  createdCategories: [{ id: 31, platformId: 1, name: '인스타그램 좋아요' }],
  services: [],
};

function renderImport(krwPerUnit: string | null, reply: { status: number; body: unknown }) {
  const sent: unknown[] = [];
  mockFetch({
    ...publicRoutes(),
    'GET /admin/providers/5/services': { body: catalogue(krwPerUnit) },
    'GET /admin/import/catalog-targets': { body: TARGETS },
    'POST /admin/providers/5/import': async (request) => {
      sent.push(await request.json());
      return reply;
    },
  });
  renderWithProviders(<AppRoutes />, {
    route: '/admin/providers/5/import',
    session: fakeSession('authorization', { profile: { ...MEMBER_PROFILE, isAdmin: true } }),
  });
  return sent;
}

const LOAD = { timeout: 20_000 };
const list = () => screen.findByRole('table', { name: '공급처 서비스 목록' }, LOAD);
const pickCategory = (name: string) =>
  fireEvent.change(screen.getByLabelText('공급처 분류'), { target: { value: name } });

describe('/admin/providers/:id/import', { timeout: 60_000 }, () => {
  it('draws a page of a 3,240-service catalogue, the dollar rate beside the won cost, price and margin', async () => {
    renderImport('1385.5', { status: 200, body: RESULT });
    const table = await list();
    expect(screen.getByRole('heading', { name: '공급처 서비스 3,240개 중 3,240개' })).toBeTruthy();
    // 50 rows and a header: never thousands of cards.
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByRole('button', { name: '더 보기 (3,190개 남음)' })).toBeTruthy();
    const row = within(table).getByRole('row', { name: /#2 Instagram Followers \[Real\] #2/ });
    expect(within(row).getByText('$0.90 / 1,000')).toBeTruthy();
    expect(within(row).getByText('1,247원')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('마진율 (%)'), '30');
    // $0.90 x 1,385.5 x 1.3 = 1,621.035, up to 1,622 won per 1000; 375 won kept (23.1%).
    expect(within(row).getByText('1,622원')).toBeTruthy();
    expect(within(row).getByText('+375원 (23.1%)')).toBeTruthy();
    expect(screen.getByText(/1 USD = 1,385.5원으로 원가를 계산합니다/)).toBeTruthy();
  });

  it('imports three whole upstream categories into new and existing categories in one call', async () => {
    const sent = renderImport('1385.5', { status: 200, body: RESULT });
    await list();
    await userEvent.type(screen.getByLabelText('마진율 (%)'), '30');
    for (const category of ['Instagram Likes', 'Instagram Followers', 'YouTube Views']) {
      pickCategory(category);
      const all = await screen.findByRole('checkbox', { name: /^이 분류 모두 선택/ });
      fireEvent.click(all);
    }
    // 90 + 89 (one already imported) + 90.
    expect(screen.getByText('269개 선택 · 분류 3개')).toBeTruthy();
    const views = screen.getByRole('group', { name: /공급처 분류 ‘YouTube Views’ 90개/ });
    expect(within(views).getByLabelText<HTMLSelectElement>('플랫폼').value).toBe('2');
    fireEvent.change(within(views).getByLabelText('카테고리'), { target: { value: '20' } });
    const likes = screen.getByRole('group', { name: /공급처 분류 ‘Instagram Likes’ 90개/ });
    const likesName = within(likes).getByLabelText('새 카테고리 이름');
    expect((likesName as HTMLInputElement).value).toBe('인스타그램 좋아요');
    await userEvent.clear(likesName);
    await userEvent.type(likesName, '인스타 좋아요');
    await userEvent.click(screen.getByRole('button', { name: '선택한 서비스 가져오기' }));
    await screen.findByRole('region', { name: '가져온 서비스 0개' });
    expect(sent).toHaveLength(1);
    const body = sent[0] as { markupPercent: number; items: Record<string, unknown>[] };
    expect(body.markupPercent).toBe(30);
    expect(body.items).toHaveLength(269);
    expect(body.items[0]).toEqual({
      providerServiceId: '2',
      platformId: 1,
      categoryName: '인스타그램 팔로워',
      name: '인스타그램 팔로워 [실제] #2',
    });
    expect(body.items.find((i) => i.providerServiceId === '91')).toMatchObject({
      platformId: 1,
      categoryName: '인스타 좋아요',
    });
    expect(body.items.find((i) => i.providerServiceId === '451')).toMatchObject({ categoryId: 20 });
    expect(screen.getByText('새 카테고리 1개: 인스타그램 좋아요')).toBeTruthy();
  });

  it('renames in bulk with the operator’s list, kept in this browser', async () => {
    renderImport('1385.5', { status: 200, body: RESULT });
    await list();
    await userEvent.click(screen.getByText(/한국어 이름 바꾸기 목록/));
    const text = screen.getByLabelText('바꿀 단어 목록');
    fireEvent.change(text, { target: { value: 'Instagram => 인스타\nFollowers => 팔로워\n[Real] => ' } });
    await userEvent.click(screen.getByRole('button', { name: '목록 저장하고 이름에 적용' }));
    expect(screen.getByText('3개 단어를 저장했습니다.')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('admin.import.nameReplacements') ?? '[]')).toHaveLength(3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Instagram Followers [Real] #2 (#2) 선택' }));
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Instagram Followers [Real] #2 (#2) 판매 이름' })
        .value,
    ).toBe('인스타 팔로워 #2');
  });

  it('shows the server’s refusal for a missing dollar rate with the way to the rates page', async () => {
    const message = missingRateMessage('USD');
    renderImport(null, { status: 400, body: { statusCode: 400, error: 'Bad Request', message } });
    await list();
    // Before trying, the page already says which rate is missing.
    expect(screen.getByRole('link', { name: '환율 입력하기' }).getAttribute('href')).toBe(
      '/admin/exchange-rates',
    );
    await userEvent.type(screen.getByLabelText('마진율 (%)'), '30');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Instagram Followers [Real] #2 (#2) 선택' }));
    await userEvent.click(screen.getByRole('button', { name: '선택한 서비스 가져오기' }));
    const refusal = (await screen.findByText(message, { selector: '.import-refusal p' })).parentElement!;
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(within(refusal).getByRole('link', { name: '환율 입력하기' }).getAttribute('href')).toBe(
      '/admin/exchange-rates',
    );
  });
});
