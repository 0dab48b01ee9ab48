import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { AdminCatalogue, AdminService } from '@smm/contract/admin-catalogue';
import { AppRoutes } from '../../../app/router.tsx';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes } from '../../../test/catalog-fixtures.ts';

const service = (
  id: number,
  text: string,
  price: number,
  providerRate: number | null,
  extra: Partial<AdminService> = {},
) =>
  ({
    id,
    categoryId: 10,
    text,
    notice: '',
    min: 10,
    max: 1000,
    price,
    enableAuto: false,
    isReadOnly: false,
    visible: true,
    sortOrder: id - 100,
    providerId: providerRate === null ? null : 1,
    providerName: providerRate === null ? null : '업스트림',
    providerServiceId: providerRate === null ? null : String(id),
    providerRate,
    margin: providerRate === null ? null : { amount: price - providerRate, percent: 0 },
    refill: false,
    cancel: false,
    refillDays: 30,
    hasOrders: false,
    ...extra,
  }) satisfies AdminService;

const CATALOGUE: AdminCatalogue = {
  platforms: [
    { id: 1, text: '인스타그램', background: '#E1306C', visible: true, sortOrder: 0 },
    { id: 2, text: '유튜브', background: '#FF0033', visible: true, sortOrder: 1 },
  ],
  categories: [
    { id: 10, platformId: 1, text: '팔로워', visible: true, sortOrder: 0 },
    { id: 11, platformId: 1, text: '좋아요', visible: false, sortOrder: 1 },
    { id: 20, platformId: 2, text: '조회수', visible: true, sortOrder: 0 },
  ],
  services: [
    service(100, '한국인 팔로워', 0.5, 0.3, { margin: { amount: 0.2, percent: 40 }, hasOrders: true }),
    service(101, '외국인 팔로워', 1.2, 1, {
      margin: { amount: 0.2, percent: 16.7 },
      providerRatePer1000: '0.72',
      providerCurrency: 'USD',
    }),
    // A type other than Default is named beside the service's name (issue 32).
    service(102, '저가 팔로워', 0.333, null, { type: 'Package' }),
    // Sold below its won cost (the dollar rose): flagged, listed on its own.
    service(110, '적자 좋아요', 0.1, 0.125, { categoryId: 11, margin: { amount: -0.025, percent: -25 } }),
  ],
  providers: [{ id: 1, name: '업스트림', enabled: true }],
};

const NO_BACKUPS = { serviceId: 101, type: 'Default', allowLoss: false, backups: [] };

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The console at `path`, with every write answered and recorded as 'METHOD /path' and its body. */
function renderCatalogue(
  path = '/admin/catalogue',
  replies: Record<string, { status: number; body: unknown }> = {},
) {
  const writes: { route: string; body: unknown }[] = [];
  const write = (route: string, fallback: unknown) => async (request: Request) => {
    writes.push({ route, body: request.body ? await request.json() : null });
    return replies[route] ?? { status: 200, body: fallback };
  };
  mockFetch({
    ...publicRoutes(),
    'GET /admin/catalogue': { body: CATALOGUE },
    'PATCH /admin/services/101': write('PATCH /admin/services/101', CATALOGUE.services[1]),
    'PATCH /admin/categories/11': write('PATCH /admin/categories/11', CATALOGUE.categories[1]),
    'POST /admin/services/reorder': write('POST /admin/services/reorder', { ok: true }),
    'POST /admin/platforms/reorder': write('POST /admin/platforms/reorder', { ok: true }),
    'POST /admin/services/price': write('POST /admin/services/price', { services: [] }),
    'POST /admin/services/visibility': write('POST /admin/services/visibility', { services: [] }),
    'POST /admin/services': write('POST /admin/services', CATALOGUE.services[2]),
    'GET /admin/services/101/backups': { body: NO_BACKUPS },
    'PUT /admin/services/101/backups': write('PUT /admin/services/101/backups', {
      ...NO_BACKUPS,
      allowLoss: true,
      backups: [
        {
          position: 1,
          providerId: 1,
          providerName: '업스트림',
          providerEnabled: true,
          providerServiceId: '77',
          type: 'Default',
          rate: '0.30',
          currency: 'USD',
          unitCost: 0.417,
        },
      ],
    }),
  });
  renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route: path, session: fakeSession('authorization', { profile: { ...MEMBER_PROFILE, isAdmin: true } }) },
  );
  return writes;
}

// The first render of the file compiles the console's page chunk, slow on a busy machine.
const LOAD = { timeout: 20_000 };
const servicesTable = () => screen.findByRole('table', { name: '서비스 목록' }, LOAD);

describe('/admin/catalogue', { timeout: 40_000 }, () => {
  it('shows the platforms, the first platform’s categories and its first category’s services with margins', async () => {
    renderCatalogue();
    expect(await screen.findByRole('heading', { level: 1, name: '상품 관리' }, LOAD)).toBeTruthy();
    await servicesTable();
    const platforms = screen.getByRole('list', { name: '플랫폼 목록' });
    expect(within(platforms).getByRole('button', { name: /인스타그램/, pressed: true })).toBeTruthy();
    const categories = screen.getByRole('list', { name: '카테고리 목록' });
    expect(within(categories).getAllByRole('listitem')).toHaveLength(2);
    expect(within(categories).getByText('숨김')).toBeTruthy();
    const table = await servicesTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      '한국인 팔로워',
      '외국인 팔로워',
      '저가 팔로워 패키지',
    ]);
    expect(within(rows[2]!).getByText('패키지').className).toBe('catalogue-badge catalogue-type');
    expect(within(rows[0]!).getByText('+0.2원 (40%)')).toBeTruthy();
    expect(within(rows[2]!).getByText('0.333원')).toBeTruthy();
    // A dollar provider's rate as it wrote it, beside the won cost per unit.
    expect(within(rows[1]!).getByText('$0.72 / 1,000')).toBeTruthy();
    // An ordered service can only be hidden; one never ordered can also be deleted.
    expect(within(rows[0]!).queryByRole('button', { name: '한국인 팔로워 삭제' })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: '외국인 팔로워 삭제' })).toBeTruthy();
  });

  it('lists the services sold below their cost across categories, from a button or the dashboard’s link', async () => {
    const user = userEvent.setup();
    renderCatalogue();
    await servicesTable();
    await user.click(screen.getByRole('button', { name: '원가 미만 1개 보기' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/catalogue?below=1');
    expect(screen.getByRole('heading', { name: '원가보다 싸게 파는 서비스' })).toBeTruthy();
    const rows = within(await servicesTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.className).toBe('catalogue-row--below');
    expect(within(rows[0]!).getByText('-0.025원 (-25%)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '검색 해제' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin/catalogue');
  });

  it('keeps the chosen platform in the URL and lists its categories', async () => {
    const user = userEvent.setup();
    renderCatalogue();
    await user.click(await screen.findByRole('button', { name: /유튜브/, pressed: false }, LOAD));
    expect(screen.getByTestId('location').textContent).toBe('/admin/catalogue?platform=2');
    const categories = screen.getByRole('list', { name: '카테고리 목록' });
    expect(within(categories).getByRole('button', { name: /조회수/, pressed: true })).toBeTruthy();
    expect(within(await servicesTable()).getByText('서비스가 없습니다.')).toBeTruthy();
  });

  it('saves the service’s backup providers on their own', async () => {
    const user = userEvent.setup();
    const writes = renderCatalogue();
    await user.click(await screen.findByRole('button', { name: '외국인 팔로워 편집' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: '서비스 편집' });
    const backups = await within(dialog).findByRole('group', { name: '백업 공급처' }, LOAD);
    expect(within(backups).getByText('백업 공급처가 없습니다.')).toBeTruthy();
    await user.click(within(backups).getByRole('button', { name: '백업 공급처 추가' }));
    await user.selectOptions(within(backups).getByLabelText('1순위 공급처'), '1');
    await user.type(within(backups).getByLabelText('공급처 서비스 번호'), '77');
    await user.click(within(backups).getByLabelText(/손실 허용/));
    await user.click(within(backups).getByRole('button', { name: '백업 공급처 저장' }));
    await waitFor(() =>
      expect(writes).toContainEqual({
        route: 'PUT /admin/services/101/backups',
        body: { backups: [{ providerId: 1, providerServiceId: '77' }], allowLoss: true },
      }),
    );
    expect(await within(backups).findByText(/0\.30 USD \/ 1000개/)).toBeTruthy();
  });

  it('shows the server’s Korean refusal of a backup in the dialog', async () => {
    const user = userEvent.setup();
    const refusal = '기본 공급처 서비스와 유형이 다른 백업입니다: 77 (Package, 기본 서비스는 Default)';
    renderCatalogue('/admin/catalogue', {
      'PUT /admin/services/101/backups': {
        status: 400,
        body: { statusCode: 400, error: 'BACKUP_TYPE_MISMATCH', message: refusal },
      },
    });
    await user.click(await screen.findByRole('button', { name: '외국인 팔로워 편집' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: '서비스 편집' });
    const backups = await within(dialog).findByRole('group', { name: '백업 공급처' }, LOAD);
    await user.click(within(backups).getByRole('button', { name: '백업 공급처 추가' }));
    await user.click(within(backups).getByRole('button', { name: '백업 공급처 저장' }));
    expect(within(backups).getByRole('alert').textContent).toBe('공급처를 선택해 주세요.');
    await user.selectOptions(within(backups).getByLabelText('1순위 공급처'), '1');
    await user.type(within(backups).getByLabelText('공급처 서비스 번호'), '77');
    await user.click(within(backups).getByRole('button', { name: '백업 공급처 저장' }));
    await waitFor(() => expect(within(backups).getByRole('alert').textContent).toBe(refusal));
  });

  it('asks before saving a price below the provider rate, and sends the confirmation with it', async () => {
    const user = userEvent.setup();
    const writes = renderCatalogue();
    await user.click(await screen.findByRole('button', { name: '외국인 팔로워 편집' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: '서비스 편집' });
    const price = within(dialog).getByLabelText('판매 단가 (1개당 원)');
    await user.clear(price);
    await user.type(price, '0.9');
    expect(within(dialog).getByText('-0.1원 (-11.1%)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    const confirm = screen.getByRole('alertdialog', { name: '원가보다 낮은 판매 단가' });
    expect(confirm.textContent).toContain('판매 단가 0.9원가 공급처 원가 1원보다 낮습니다.');
    expect(writes).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await user.click(screen.getByRole('button', { name: '원가보다 낮게 저장' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      route: 'PATCH /admin/services/101',
      body: expect.objectContaining({ price: 0.9, providerRate: 1, confirmBelowRate: true }) as unknown,
    });
    expect(await screen.findByText('저장했습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a service’s type among the 15, saying what the type asks and how it is priced (issue 32)', async () => {
    const user = userEvent.setup();
    const writes = renderCatalogue();
    await user.click(await screen.findByRole('button', { name: '외국인 팔로워 편집' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: '서비스 편집' });
    const type = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: '서비스 유형' });
    expect(type.value).toBe('Default');
    expect([...type.options].map((option) => option.value)).toHaveLength(15);
    await user.selectOptions(type, 'Custom Comments');
    expect(type.getAttribute('aria-describedby')).toBe('service-type-hint');
    expect(
      within(dialog).getByText(/^회원이 링크와 함께 입력: 댓글\. 가격: 판매 단가 × 입력한 줄 수\./),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      route: 'PATCH /admin/services/101',
      body: expect.objectContaining({ type: 'Custom Comments' }) as unknown,
    });
  });

  it('refuses min above max in the contract’s words and sends nothing', async () => {
    const user = userEvent.setup();
    const writes = renderCatalogue();
    await user.click(await screen.findByRole('button', { name: '서비스 추가' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: '서비스 추가' });
    await user.type(within(dialog).getByLabelText('서비스 이름'), '새 서비스');
    await user.type(within(dialog).getByLabelText('최소 수량'), '500');
    await user.type(within(dialog).getByLabelText('최대 수량'), '100');
    await user.type(within(dialog).getByLabelText('판매 단가 (1개당 원)'), '1');
    await user.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('최소 수량은 최대 수량보다 클 수 없습니다.');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('최소 수량'));
    expect(writes).toEqual([]);
  });

  it('reorders by the arrow keys on a handle and by the 위로 button, announcing each move', async () => {
    const user = userEvent.setup();
    const writes = renderCatalogue();
    const handle = await screen.findByRole('button', { name: '한국인 팔로워 순서 (3개 중 1번째)' }, LOAD);
    handle.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ route: 'POST /admin/services/reorder', body: { ids: [101, 100, 102] } });
    expect(screen.getByText('한국인 팔로워: 3개 중 2번째로 옮겼습니다.')).toBeTruthy();
    // The row moved and the handle kept the focus.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('한국인 팔로워 순서 (3개 중 2번째)');

    await user.click(screen.getByRole('button', { name: '유튜브 위로' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({ route: 'POST /admin/platforms/reorder', body: { ids: [2, 1] } });
    expect(screen.getByRole('button', { name: '인스타그램 위로' })).toHaveProperty('disabled', false);
  });

  it('changes the selected prices by a percent after showing the exact new prices', async () => {
    const user = userEvent.setup();
    const writes = renderCatalogue();
    await user.click(await screen.findByRole('checkbox', { name: '외국인 팔로워 선택' }, LOAD));
    await user.click(screen.getByRole('checkbox', { name: '저가 팔로워 선택' }));
    expect(screen.getByText('2개 선택')).toBeTruthy();

    const percent = screen.getByLabelText('단가 변경(%)');
    await user.type(percent, '0');
    await user.click(screen.getByRole('button', { name: '단가 변경' }));
    expect(screen.getByText('0이 아닌 비율을 입력해 주세요.')).toBeTruthy();

    await user.clear(percent);
    await user.type(percent, '-20');
    await user.click(screen.getByRole('button', { name: '단가 변경' }));
    // 1.2 x 0.8 = 0.96 (below the rate 1); 0.333 x 0.8 = 0.2664 -> 0.267, rounded up.
    const dialog = screen.getByRole('alertdialog', { name: '판매 단가 일괄 변경' });
    expect(dialog.textContent).toContain('1개는 공급처 원가보다 낮아집니다.');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['외국인 팔로워', '1.2원', '0.96원', '-0.04원 (-4.2%)'],
      ['저가 팔로워', '0.333원', '0.267원', '-'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: '원가보다 낮게 변경' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      route: 'POST /admin/services/price',
      body: { ids: [101, 102], percent: -20, confirmBelowRate: true },
    });
  });

  it('hides the selected services, and shows a hidden category again', async () => {
    const user = userEvent.setup();
    const writes = renderCatalogue();
    await user.click(await screen.findByRole('checkbox', { name: '전체 선택' }, LOAD));
    await user.click(screen.getByRole('button', { name: '선택 숨기기' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      route: 'POST /admin/services/visibility',
      body: { ids: [100, 101, 102], visible: false },
    });
    await user.click(screen.getByRole('button', { name: '좋아요 표시' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({ route: 'PATCH /admin/categories/11', body: { visible: true } });
  });

  it('opens the below-rate confirmation when the server asks for it', async () => {
    const user = userEvent.setup();
    const writes = renderCatalogue('/admin/catalogue', {
      'PATCH /admin/services/101': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'BELOW_PROVIDER_RATE',
          message:
            '판매 단가가 공급처 원가보다 낮습니다. 원가보다 낮게 판매하려면 확인 후 다시 저장해 주세요.',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: '외국인 팔로워 편집' }, LOAD));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alertdialog', { name: '원가보다 낮은 판매 단가' })).toBeTruthy();
    expect(writes[0]?.body).toMatchObject({ confirmBelowRate: false });
  });
});
