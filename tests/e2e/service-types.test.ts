import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../apps/server/src/simulator/api-v2-http-server.ts';
import { startSimulatorServer } from '../../apps/server/src/simulator/simulator-server.ts';
import {
  memorySimulatorStore,
  type NewSimulatedOrder,
  type SimulatorStore,
} from '../../apps/server/src/simulator/simulator-store.ts';
import { workerBaseUrl } from './support/base-url.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { browserJourney } from './support/journey.ts';
import { selectService } from './support/order-picker.ts';
import { storeApi } from './support/store-api.ts';
import { expectToast } from './support/toasts.ts';

/**
 * Issue 32's browser journey: on a phone a member orders custom comments (12 lines) and a poll;
 * the provider (a standalone simulator over HTTP, recording every `add`) receives the 12 comments
 * and the answer number; the order history shows what was sent.
 */
const baseUrl = workerBaseUrl();
const store = storeApi(baseUrl);
const journey = browserJourney(baseUrl);
const received: NewSimulatedOrder[] = [];
let sim: RunningServer;
let platformName: string;
let categoryName: string;
const COMMENTS_SERVICE = 'E2E 맞춤 댓글';
const POLL_SERVICE = 'E2E 투표';

/** The simulator's memory store, keeping a copy of every order `add` created. */
function recordingStore(): SimulatorStore {
  const inner = memorySimulatorStore();
  return {
    ...inner,
    insert: (order) => {
      received.push(order);
      return inner.insert(order);
    },
  };
}

beforeAll(async () => {
  sim = await startSimulatorServer({
    settings: { stepMs: 300, partialRate: 0, cancelRate: 0, seed: 'e2e-service-types' },
    key: 'e2e-types-key',
    host: '127.0.0.1',
    port: 0,
    store: recordingStore(),
  });
  const operator = await store.operatorToken();
  const catalogue = await store.call<{
    platforms: { id: number; text: string; visible: boolean }[];
    categories: { id: number; platformId: number; text: string; visible: boolean }[];
  }>('GET', '/admin/catalogue', undefined, operator);
  const category = catalogue.categories.find(
    (c) => c.visible && catalogue.platforms.some((p) => p.id === c.platformId && p.visible),
  );
  if (!category) throw new Error('the demo catalogue has no visible category');
  categoryName = category.text;
  platformName = catalogue.platforms.find((p) => p.id === category.platformId)!.text;
  const provider = await store.call<{ id: number }>(
    'POST',
    '/admin/providers',
    { name: 'E2E 유형 공급처', kind: 'api_v2', apiUrl: sim.url, apiKey: 'e2e-types-key' },
    operator,
  );
  const service = (
    text: string,
    type: string,
    providerServiceId: string,
    min: number,
    max: number,
    price: number,
  ) =>
    store.call(
      'POST',
      '/admin/services',
      {
        categoryId: category.id,
        text,
        type,
        min,
        max,
        price,
        providerId: provider.id,
        providerServiceId,
        providerRate: price / 2,
      },
      operator,
    );
  await service(COMMENTS_SERVICE, 'Custom Comments', '901', 10, 100, 20);
  await service(POLL_SERVICE, 'Poll', '902', 100, 1000, 2);
}, 60_000);
afterAll(async () => {
  await sim.close();
});

/** Waits for the background submission to have sent an order with `link` to the simulator. */
async function receivedFor(link: string): Promise<NewSimulatedOrder> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const order = received.find((o) => o.link === link);
    if (order) return order;
    if (Date.now() > deadline) throw new Error(`the provider never received ${link}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe('service types on the member side (issue 32)', () => {
  it(
    'orders 12 custom comments and a poll at 375 px; the provider gets them; the history shows them',
    { timeout: 180_000 },
    async () => {
      const member = await store.memberWithPoints(10_000);
      const page = await journey.openAs(member.token, '/order', { width: 375, height: 812 });
      await page.getByRole('banner').getByText('10,000원').waitFor();
      await page.getByRole('button', { name: platformName, exact: true }).click();
      await page.getByRole('combobox', { name: '카테고리 선택' }).selectOption({ label: categoryName });
      const picker = page.getByRole('combobox', { name: '서비스 선택' });

      // Custom comments: no quantity field; the lines are counted as they are typed.
      await selectService(picker, COMMENTS_SERVICE);
      const comments = page.getByRole('textbox', { name: '댓글' });
      await comments.waitFor();
      expect(await page.getByRole('spinbutton', { name: '수량 입력' }).count()).toBe(0);
      const commentsLink = 'https://www.instagram.com/p/e2e-types-comments/';
      await page.getByRole('textbox', { name: '링크 입력' }).fill(commentsLink);
      const twelve = Array.from({ length: 12 }, (_, i) => `E2E 댓글 ${i + 1}번째`);
      await comments.fill(`${twelve.join('\n')}\n\n`);
      await page.getByText('댓글 12개 = 수량 12').waitFor();
      const box = page.getByRole('region', { name: '결제 금액' });
      await box.getByText('240원', { exact: true }).waitFor();
      const found = describeViolations(await runAxe(page));
      expect(found).toEqual([]);
      await page.getByRole('button', { name: '주문하기', exact: true }).click();
      await page.getByRole('region', { name: '주문이 접수되었습니다' }).waitFor();
      await expectToast(page, '주문에 성공했습니다.');

      // A poll: the quantity and the answer number.
      await selectService(picker, POLL_SERVICE);
      const answer = page.getByRole('spinbutton', { name: '투표 항목 번호' });
      await answer.waitFor();
      const pollLink = 'https://t.me/e2e_types_poll/7';
      await page.getByRole('textbox', { name: '링크 입력' }).fill(pollLink);
      await page.getByRole('spinbutton', { name: '수량 입력' }).fill('150');
      await answer.fill('3');
      await box.getByText('300원', { exact: true }).waitFor();
      await page.getByRole('button', { name: '주문하기', exact: true }).click();
      await page.getByRole('banner').getByText('9,460원').waitFor();

      // The provider received exactly what the member typed.
      const sentComments = await receivedFor(commentsLink);
      expect(sentComments.fields).toEqual({ comments: twelve.join('\n') });
      expect(sentComments.quantity).toBe(12);
      const sentPoll = await receivedFor(pollLink);
      expect(sentPoll.fields).toEqual({ quantity: '150', answer_number: '3' });

      // The history says what was sent.
      await page.goto(`${baseUrl}/order-history`);
      const commentsRow = page.getByRole('row').filter({ hasText: commentsLink });
      await commentsRow.getByText('댓글 12개').click();
      await commentsRow.getByText('E2E 댓글 12번째').waitFor();
      await page.getByRole('row').filter({ hasText: pollLink }).getByText('투표 항목 번호: 3').waitFor();
    },
  );
});
