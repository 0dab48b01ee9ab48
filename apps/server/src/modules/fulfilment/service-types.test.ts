import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@smm/contract/messages';
import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import { type ServiceType } from '@smm/contract/service-types';
import { SERVICE_TYPE_MESSAGES as T } from '@smm/contract/service-type-messages';
import type { ApiV2FakeServer } from '../../../test/fakes/api-v2-fake-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import {
  createHarness,
  expectLedgersBalanced,
  startFake,
  type Harness,
} from '../../../test/helpers/fulfilment-harness.ts';

// Issue 32: every service type ordered through the member API (both databases), priced by its
// units, stored with its details, and sent to a recording fake panel with exactly the API v2
// parameters of its type.
const clock = manualClock();
let fake: ApiV2FakeServer;
let h: Harness;
let member: TestMember;
const LINK = 'https://www.instagram.com/p/typed/';
const twelve = Array.from({ length: 12 }, (_, i) => `댓글 ${i + 1}번`);

interface Case {
  type: ServiceType;
  request: Record<string, unknown>;
  units: number;
  sent: Record<string, string>;
}

const CASES: Case[] = [
  { type: 'Default', request: { amount: 50 }, units: 50, sent: { quantity: '50' } },
  { type: 'Package', request: { amount: 1 }, units: 1, sent: {} },
  {
    type: 'Custom Comments',
    request: { amount: 12, comments: ['', ...twelve.map((c) => ` ${c} `), ''].join('\r\n') },
    units: 12,
    sent: { comments: twelve.join('\n') },
  },
  {
    type: 'Custom Comments Package',
    request: { amount: 1, comments: 'a\nb' },
    units: 1,
    sent: { comments: 'a\nb' },
  },
  {
    type: 'Mentions with Hashtags',
    request: { amount: 20, usernames: 'alice\nbob', hashtags: '#여행\n#맛집' },
    units: 20,
    sent: { quantity: '20', usernames: 'alice\nbob', hashtags: '#여행\n#맛집' },
  },
  {
    type: 'Mentions Custom List',
    request: { amount: 3, usernames: 'a\nb\nc' },
    units: 3,
    sent: { usernames: 'a\nb\nc' },
  },
  {
    type: 'Mentions Hashtag',
    request: { amount: 20, hashtag: '#여행' },
    units: 20,
    sent: { quantity: '20', hashtag: '#여행' },
  },
  {
    type: 'Mentions User Followers',
    request: { amount: 20, username: 'natgeo' },
    units: 20,
    sent: { quantity: '20', username: 'natgeo' },
  },
  {
    type: 'Mentions Media Likers',
    request: { amount: 20, media: 'https://www.instagram.com/p/media/' },
    units: 20,
    sent: { quantity: '20', media: 'https://www.instagram.com/p/media/' },
  },
  {
    type: 'Comment Likes',
    request: { amount: 20, username: 'writer' },
    units: 20,
    sent: { quantity: '20', username: 'writer' },
  },
  {
    type: 'Comment Replies',
    request: { amount: 2, username: 'writer', comments: '동의해요\n좋아요' },
    units: 2,
    sent: { username: 'writer', comments: '동의해요\n좋아요' },
  },
  {
    type: 'Poll',
    request: { amount: 30, answerNumber: 2 },
    units: 30,
    sent: { quantity: '30', answer_number: '2' },
  },
  {
    type: 'Invites from Groups',
    request: { amount: 20, groups: 'g1\ng2' },
    units: 20,
    sent: { quantity: '20', groups: 'g1\ng2' },
  },
  {
    type: 'SEO',
    request: { amount: 20, keywords: '서울 맛집\n강남 카페' },
    units: 20,
    sent: { quantity: '20', keywords: '서울 맛집\n강남 카페' },
  },
  {
    type: 'Subscriptions',
    request: {
      amount: 1,
      username: 'acct',
      min: 10,
      max: 15,
      posts: 4,
      oldPosts: 1,
      delay: 30,
      expiry: '2099-12-31',
    },
    units: 15 * 5,
    sent: {
      username: 'acct',
      min: '10',
      max: '15',
      posts: '4',
      old_posts: '1',
      delay: '30',
      expiry: '31/12/2099',
    },
  },
];

const services = new Map<ServiceType, number>();

beforeAll(async () => {
  fake = await startFake(clock);
  h = await createHarness({ apiUrl: fake.url }, clock);
  // Ids the fake's catalogue does not list: it reads the type from the parameters it is sent.
  for (const [i, c] of CASES.entries()) {
    const id = await h.service(2, { providerServiceId: String(9000 + i) });
    await h.ctx.db.query('UPDATE services SET type = $2 WHERE id = $1', [id, c.type]);
    services.set(c.type, id);
  }
  member = await h.member(100_000);
});
afterAll(async () => {
  await h.ctx.close();
  await fake.close();
});
afterEach(() => expectLedgersBalanced(h.ctx));

async function order(type: ServiceType, request: Record<string, unknown>) {
  return h.ctx.app.inject({
    method: 'POST',
    url: '/api/service/order',
    headers: member.headers,
    payload: { serviceId: services.get(type), link: LINK, ...request },
  });
}

async function balance(): Promise<number> {
  const { rows } = await h.ctx.db.query<{ point_milli: number }>(
    'SELECT point_milli FROM members WHERE id = $1',
    [member.id],
  );
  return Number(rows[0]!.point_milli);
}

describe('ordering each service type', () => {
  it.each(CASES)('$type: priced by its units, stored and sent with its exact fields', async (c) => {
    const before = await balance();
    const res = await order(c.type, c.request);
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, amount } = res.json<{ orderId: number; amount: number }>();
    expect(amount).toBe(c.units);
    // 2 points a unit.
    expect(before - (await balance())).toBe(c.units * 2000);
    const { rows } = await h.ctx.db.query<{ amount: number; cost_milli: number; details: unknown }>(
      'SELECT amount, cost_milli, details FROM orders WHERE id = $1',
      [orderId],
    );
    expect(rows[0]).toMatchObject({ amount: c.units, cost_milli: c.units * 2000 });
    expect(rows[0]!.details === null).toBe(c.type === 'Default');

    await h.fulfilment.submission.submitDueOrders();
    expect((await h.state(orderId)).submit_state).toBe('submitted');
    const adds = fake.requestsOf('add').filter((r) => r.service === String(9000 + CASES.indexOf(c)));
    expect(adds).toHaveLength(1);
    expect(adds[0]).toEqual({
      key: 'test-key',
      action: 'add',
      service: adds[0]!.service,
      link: LINK,
      ...c.sent,
    });
  });
});

describe('refusals', () => {
  it.each([
    ['Custom Comments', { amount: 1 }, T.required('댓글')],
    ['Custom Comments', { amount: 1, comments: ' \n ' }, T.required('댓글')],
    ['Poll', { amount: 30 }, T.required('투표 항목 번호')],
    ['Poll', { amount: 30, answerNumber: 1, comments: 'x' }, T.notTaken('댓글')],
    ['Default', { amount: 30, answerNumber: 1 }, T.notTaken('투표 항목 번호')],
    ['Comment Replies', { amount: 1, comments: 'a' }, T.required('댓글 작성자 사용자명')],
    ['Mentions Media Likers', { amount: 20, media: 'not a link' }, T.mediaLink],
    ['Subscriptions', { amount: 1, username: 'a', min: 10, max: 15, posts: 2, delay: 7 }, T.delay],
    ['Subscriptions', { amount: 1, username: 'a', min: 20, max: 15, posts: 2, delay: 0 }, T.minAboveMax],
    [
      'Subscriptions',
      { amount: 1, username: 'a', min: 10, max: 15, posts: 2, delay: 0, expiry: '2020-01-01' },
      T.expiryPast,
    ],
    ['Poll', { amount: 200_000, answerNumber: 1 }, MESSAGES.order.aboveMax],
    ['Poll', { amount: 30, answerNumber: 1, runs: 2, interval: 60 }, ORDER_MESSAGES.autoNotEnabled],
  ] as [ServiceType, Record<string, unknown>, string][])(
    '%s %j: "%s", nothing charged or stored',
    async (type, request, message) => {
      const { rows: before } = await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
      const points = await balance();
      const res = await order(type, request);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
      expect(await balance()).toBe(points);
      const { rows: after } = await h.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
      expect(after[0]!.n).toBe(before[0]!.n);
    },
  );

  it('refuses a field of the wrong JSON type with its Korean message', async () => {
    const res = await order('Custom Comments', { amount: 1, comments: 12 });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(T.required('댓글'));
  });
});

describe('a subscription', () => {
  const answer = (pid: string, status: string, posts: string) => ({
    kind: 'json' as const,
    json: { [pid]: { status, posts, remains: '', start_count: '0', charge: '0' } },
  });
  const progress = async (id: number) =>
    (
      await h.ctx.db.query<{ subscription_state: string; posts_delivered: number; status: number }>(
        'SELECT subscription_state, posts_delivered, status FROM orders WHERE id = $1',
        [id],
      )
    ).rows[0];
  const refunds = async (id: number) =>
    (
      await h.ctx.db.query<{ delta_milli: number }>(
        "SELECT delta_milli FROM point_ledger WHERE ref_type = 'order' AND ref_id = $1 AND delta_milli > 0",
        [id],
      )
    ).rows.map((r) => Number(r.delta_milli));

  it('follows its posts, then refunds the undelivered posts once when it expires', async () => {
    const res = await order('Subscriptions', {
      amount: 1,
      username: 'acct',
      min: 10,
      max: 15,
      posts: 5,
      delay: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = res.json<{ orderId: number }>();
    // 15 x 5 = 75 units at 2 points.
    expect(await progress(orderId)).toMatchObject({ subscription_state: 'active', posts_delivered: 0 });
    await h.fulfilment.submission.submitDueOrders();
    const pid = (await h.state(orderId)).provider_order_id!;
    const sync = async (status: string, posts: string) => {
      fake.failNextAbout('status', pid, answer(pid, status, posts));
      clock.advance(h.fulfilment.options.syncIntervalMs);
      await h.fulfilment.statusSync.syncOrderStatuses();
    };

    await sync('Active', '2');
    expect(await progress(orderId)).toEqual({ subscription_state: 'active', posts_delivered: 2, status: 1 });
    expect((await h.state(orderId)).remains).toBe(3 * 15);

    const before = await balance();
    await sync('Expired', '3');
    expect(await progress(orderId)).toEqual({ subscription_state: 'expired', posts_delivered: 3, status: 3 });
    // 2 posts not delivered: 2 x 15 units x 2 points.
    expect(await refunds(orderId)).toEqual([2 * 15 * 2000]);
    expect((await balance()) - before).toBe(2 * 15 * 2000);

    // Settled: no further check, no second refund.
    clock.advance(h.fulfilment.options.syncIntervalMs);
    await h.fulfilment.statusSync.syncOrderStatuses();
    expect(await refunds(orderId)).toEqual([2 * 15 * 2000]);
  });

  it('refunds everything when canceled before any post, nothing when completed', async () => {
    const place = async () => {
      const res = await order('Subscriptions', {
        amount: 1,
        username: 'acct',
        min: 10,
        max: 10,
        posts: 2,
        delay: 5,
      });
      const { orderId } = res.json<{ orderId: number }>();
      await h.fulfilment.submission.submitDueOrders();
      return { orderId, pid: (await h.state(orderId)).provider_order_id! };
    };
    const canceled = await place();
    fake.failNextAbout('status', canceled.pid, answer(canceled.pid, 'Canceled', '0'));
    clock.advance(h.fulfilment.options.syncIntervalMs);
    await h.fulfilment.statusSync.syncOrderStatuses();
    expect(await progress(canceled.orderId)).toEqual({
      subscription_state: 'canceled',
      posts_delivered: 0,
      status: 5,
    });
    expect(await refunds(canceled.orderId)).toEqual([20 * 2000]);

    const completed = await place();
    fake.failNextAbout('status', completed.pid, answer(completed.pid, 'Completed', '2'));
    clock.advance(h.fulfilment.options.syncIntervalMs);
    await h.fulfilment.statusSync.syncOrderStatuses();
    expect(await progress(completed.orderId)).toEqual({
      subscription_state: 'completed',
      posts_delivered: 2,
      status: 2,
    });
    expect(await refunds(completed.orderId)).toEqual([]);
  });
});

describe('history and the admin detail', () => {
  it('show what the order was placed with, and a subscription progress; nothing new for Default', async () => {
    const comments = await order('Custom Comments', { amount: 12, comments: twelve.join('\n') });
    const poll = await order('Poll', { amount: 30, answerNumber: 3 });
    const sub = await order('Subscriptions', {
      amount: 1,
      username: 'acct',
      min: 10,
      max: 10,
      posts: 3,
      delay: 0,
    });
    const plain = await order('Default', { amount: 40 });
    const [c, p, s, d] = [comments, poll, sub, plain].map((r) => r.json<{ orderId: number }>().orderId);

    const history = await h.ctx.app.inject({ url: '/api/service/order-history', headers: member.headers });
    expect(history.statusCode, history.body).toBe(200);
    const rows = new Map(history.json<{ id: number }[]>().map((r) => [r.id, r as Record<string, unknown>]));
    expect(rows.get(c!)).toMatchObject({
      amount: 12,
      details: { type: 'Custom Comments', comments: twelve },
    });
    expect(rows.get(p!)).toMatchObject({ details: { type: 'Poll', answerNumber: 3 } });
    expect(rows.get(s!)).toMatchObject({
      amount: 30,
      details: { type: 'Subscriptions', username: 'acct', min: 10, max: 10, posts: 3, delay: 0 },
      subscription: { state: 'active', postsDelivered: 0, postsTotal: 3 },
    });
    expect(rows.get(d!)).not.toHaveProperty('details');
    expect(rows.get(d!)).not.toHaveProperty('subscription');

    const operator = await createTestMember(h.ctx, { isAdmin: true });
    const detail = await h.ctx.app.inject({ url: `/api/admin/orders/${s}`, headers: operator.headers });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      details: { type: 'Subscriptions', username: 'acct' },
      subscription: { state: 'active', postsDelivered: 0, postsTotal: 3 },
    });
  });
});
