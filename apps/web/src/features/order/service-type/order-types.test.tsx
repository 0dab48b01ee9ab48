import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Service } from '@smm/contract/catalog';
import { MESSAGES } from '@smm/contract/messages';
import type { OrderRequest } from '@smm/contract/order';
import { OrderPage } from '../components/order-page.tsx';
import { fakeSession, MEMBER_PROFILE, renderWithProviders } from '../../../test/render.tsx';
import { calledRoutes, mockFetch } from '../../../test/fetch-mock.ts';
import { publicRoutes, SERVICES } from '../../../test/catalog-fixtures.ts';
import { profileQueryKey } from '../../../lib/session/get-profile.ts';

const typed = (id: number, type: Service['type'], extra: Partial<Service>): Service => ({
  id,
  text: `서비스 ${id}`,
  categoryId: 10,
  min: 1,
  max: 1000,
  point: 1,
  notice: '',
  enableAuto: true,
  isReadOnly: false,
  type,
  ...extra,
});

const TYPED_SERVICES: Service[] = [
  ...SERVICES,
  typed(300, 'Custom Comments', { text: '맞춤 댓글', min: 10, max: 100, point: 20 }),
  typed(301, 'Poll', { text: '투표', min: 100, max: 10000, point: 2 }),
  typed(302, 'Package', { text: '패키지', min: 1, max: 1, point: 5000 }),
  typed(303, 'Subscriptions', { text: '자동 좋아요 구독', min: 50, max: 500, point: 0.5 }),
];

function renderTypedOrderPage() {
  vi.stubGlobal('scrollTo', vi.fn());
  const bodies: OrderRequest[] = [];
  const fetchSpy = mockFetch({
    ...publicRoutes(),
    'GET /service/services': { body: TYPED_SERVICES },
    'POST /service/order': async (request: Request) => {
      const body = (await request.json()) as OrderRequest;
      bodies.push(body);
      return { body: { orderId: 900, link: body.link, amount: body.amount, serviceId: body.serviceId } };
    },
  });
  const result = renderWithProviders(<OrderPage />, {
    route: '/order',
    session: fakeSession('authorization'),
  });
  result.queryClient.setQueryData(profileQueryKey, MEMBER_PROFILE);
  return { bodies, fetchSpy };
}

async function chooseService(user: ReturnType<typeof userEvent.setup>, id: number) {
  await user.selectOptions(await screen.findByRole('combobox', { name: '서비스 선택' }), String(id));
}

const priceBox = () => screen.getByRole('region', { name: '결제 금액' });
const priceRow = (label: string) =>
  within(priceBox()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ordering a service of another type than Default (issue 32)', () => {
  it('counts custom comments as the quantity and sends them, with no quantity field or auto-order', async () => {
    const user = userEvent.setup();
    const { bodies, fetchSpy } = renderTypedOrderPage();
    await chooseService(user, 300);
    const comments = await screen.findByRole('textbox', { name: '댓글' });
    expect(screen.queryByRole('spinbutton', { name: '수량 입력' })).toBeNull();
    expect(screen.queryByRole('switch', { name: '자동주문' })).toBeNull();
    expect(screen.getByText(/댓글 수가 주문 수량입니다\. 예: 멋져요! \/ 사진 너무 좋아요/)).toBeTruthy();

    await user.type(
      await screen.findByRole('textbox', { name: '링크 입력' }),
      'https://www.instagram.com/p/abc/',
    );
    await user.type(comments, '첫 댓글{Enter}{Enter}  둘째 댓글  {Enter}');
    expect(screen.getByText('댓글 2개 = 수량 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    expect(screen.getByRole('alert').textContent).toBe('댓글 항목은 10줄 이상 입력해 주세요.');
    expect(calledRoutes(fetchSpy)).not.toContain('POST /service/order');

    await user.clear(comments);
    const twelve = Array.from({ length: 12 }, (_, i) => `댓글 ${i + 1}`);
    await user.type(comments, twelve.join('{Enter}'));
    expect(screen.getByText('댓글 12개 = 수량 12')).toBeTruthy();
    expect(priceRow('총 수량')).toBe('12개');
    expect(priceRow('총 결제 금액')).toBe('240원');
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    await screen.findByRole('region', { name: '주문이 접수되었습니다' });
    expect(bodies).toEqual([
      {
        serviceId: 300,
        link: 'https://www.instagram.com/p/abc/',
        amount: 12,
        runs: 0,
        interval: 0,
        comments: twelve.join('\n'),
      },
    ]);
    // After the order the comments are cleared with the link.
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '댓글' }).value).toBe('');
  });

  it('takes a poll answer beside the quantity and names a missing one', async () => {
    const user = userEvent.setup();
    const { bodies } = renderTypedOrderPage();
    await chooseService(user, 301);
    const answer = await screen.findByRole('spinbutton', { name: '투표 항목 번호' });
    await user.type(screen.getByRole('textbox', { name: '링크 입력' }), 'https://t.me/channel/5');
    const amount = screen.getByRole('spinbutton', { name: '수량 입력' });
    await user.clear(amount);
    await user.type(amount, '150');
    expect(priceRow('총 결제 금액')).toBe('300원');
    // A quantity type reads as a Default service does.
    expect(
      screen.getByText('1개당 2원 · 최소 100개 · 최대 10,000개', { selector: '.service-info__range' }),
    ).toBeTruthy();
    expect(priceRow('1개당 가격')).toBe('2원');
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    expect(screen.getByRole('alert').textContent).toBe('투표 항목 번호 항목을 입력해 주세요.');

    await user.type(answer, '2');
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    await screen.findByRole('region', { name: '주문이 접수되었습니다' });
    expect(bodies).toEqual([
      { serviceId: 301, link: 'https://t.me/channel/5', amount: 150, runs: 0, interval: 0, answerNumber: 2 },
    ]);
  });

  it('prices a package as one and a subscription by max x posts, and checks the balance against it', async () => {
    const user = userEvent.setup();
    renderTypedOrderPage();
    await chooseService(user, 302);
    await screen.findByText('한 번 주문에 1패키지로 계산됩니다.');
    expect(screen.queryByRole('spinbutton', { name: '수량 입력' })).toBeNull();
    expect(priceRow('총 결제 금액')).toBe('5,000원');
    // One package: its price per package, and no min or max.
    expect(screen.getByText('1패키지당 5,000원', { selector: '.service-info__range' })).toBeTruthy();
    expect(priceRow('1패키지당 가격')).toBe('5,000원');
    expect(priceRow('총 수량')).toBe('1패키지');

    await chooseService(user, 303);
    await user.type(await screen.findByRole('textbox', { name: '계정 사용자명' }), 'grow_lab');
    // A unit delivered to a post: its price, and the min and max each post gets.
    const terms = '1개당 0.5원 · 게시물당 최소 50개 · 최대 500개';
    expect(screen.getByText(terms, { selector: '.service-info__range' })).toBeTruthy();
    expect(priceRow('1개당 가격 (게시물별)')).toBe('0.5원');
    await user.type(screen.getByRole('spinbutton', { name: '게시물당 최소 수량' }), '100');
    await user.type(screen.getByRole('spinbutton', { name: '게시물당 최대 수량' }), '400');
    await user.type(screen.getByRole('spinbutton', { name: '새 게시물 수' }), '100');
    await user.selectOptions(screen.getByRole('combobox', { name: '지연 시간(분)' }), '30');
    expect(priceRow('총 수량')).toBe('40,000개');
    expect(priceRow('총 결제 금액')).toBe('20,000원');
    await user.type(
      screen.getByRole('textbox', { name: '링크 입력' }),
      'https://www.instagram.com/grow_lab/',
    );
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    // 20,000 points against a balance of 12,345.5.
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.order.insufficientPoints);
  });
});
