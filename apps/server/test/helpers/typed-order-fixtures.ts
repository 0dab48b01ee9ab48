import { SERVICE_TYPES, type ServiceType } from '@smm/contract/service-types';
import { createTestService } from './order-fixtures.ts';
import type { TestContext } from './test-context.ts';

/**
 * One order of every service type (issue 32) as the reseller APIs take it: v2's snake_case fields
 * (all strings, as a form sends them), v1's camelCase ones, and the units the unit price multiplies.
 * Each service costs 1 point a unit and takes 1 to 1000.
 */
export interface TypedOrderCase {
  type: ServiceType;
  v2: Record<string, string>;
  v1: Record<string, string | number>;
  units: number;
}

const POST = 'https://www.instagram.com/p/typed/';
const quantity = { v2: { quantity: '10' }, v1: { amount: 10 } };

export const TYPED_ORDER_CASES: TypedOrderCase[] = [
  { type: 'Default', ...quantity, units: 10 },
  { type: 'Package', v2: {}, v1: {}, units: 1 },
  {
    type: 'Custom Comments',
    v2: { comments: '첫 댓글\n\n  둘째 댓글  \n셋째 댓글' },
    v1: { comments: '첫 댓글\n둘째 댓글\n셋째 댓글' },
    units: 3,
  },
  { type: 'Custom Comments Package', v2: { comments: 'a\nb' }, v1: { comments: 'a\nb' }, units: 1 },
  {
    type: 'Mentions with Hashtags',
    v2: { ...quantity.v2, usernames: 'alice\nbob', hashtags: '#여행\n#맛집' },
    v1: { ...quantity.v1, usernames: 'alice\nbob', hashtags: '#여행\n#맛집' },
    units: 10,
  },
  {
    type: 'Mentions Custom List',
    v2: { usernames: 'a\nb\nc\nd' },
    v1: { usernames: 'a\nb\nc\nd' },
    units: 4,
  },
  {
    type: 'Mentions Hashtag',
    v2: { ...quantity.v2, hashtag: '#여행' },
    v1: { ...quantity.v1, hashtag: '#여행' },
    units: 10,
  },
  {
    type: 'Mentions User Followers',
    v2: { ...quantity.v2, username: 'natgeo' },
    v1: { ...quantity.v1, username: 'natgeo' },
    units: 10,
  },
  {
    type: 'Mentions Media Likers',
    v2: { ...quantity.v2, media: POST },
    v1: { ...quantity.v1, media: POST },
    units: 10,
  },
  {
    type: 'Comment Likes',
    v2: { ...quantity.v2, username: 'writer' },
    v1: { ...quantity.v1, username: 'writer' },
    units: 10,
  },
  {
    type: 'Comment Replies',
    v2: { username: 'writer', comments: '동의합니다\n좋아요' },
    v1: { username: 'writer', comments: '동의합니다\n좋아요' },
    units: 2,
  },
  {
    type: 'Poll',
    v2: { ...quantity.v2, answer_number: '2' },
    v1: { ...quantity.v1, answerNumber: 2 },
    units: 10,
  },
  {
    type: 'Invites from Groups',
    v2: { ...quantity.v2, groups: 'https://t.me/a\nhttps://t.me/b' },
    v1: { ...quantity.v1, groups: 'https://t.me/a\nhttps://t.me/b' },
    units: 10,
  },
  {
    type: 'SEO',
    v2: { ...quantity.v2, keywords: '서울 맛집\n강남 카페' },
    v1: { ...quantity.v1, keywords: '서울 맛집\n강남 카페' },
    units: 10,
  },
  {
    type: 'Subscriptions',
    // v2 gives the expiry as panels do (d/m/Y); v1 as the member form does (YYYY-MM-DD).
    v2: { username: 'natgeo', min: '10', max: '20', posts: '5', delay: '30', expiry: '31/12/2099' },
    v1: { username: 'natgeo', min: 10, max: 20, posts: 5, delay: 30, expiry: '2099-12-31' },
    units: 100,
  },
];

if (TYPED_ORDER_CASES.length !== SERVICE_TYPES.length) throw new Error('a service type has no case');

/** A visible service of `type` at 1 point a unit, 1 to 1000 (auto-orders on where given). */
export async function createTypedService(
  ctx: TestContext,
  type: ServiceType,
  options: { enableAuto?: boolean } = {},
): Promise<number> {
  const id = await createTestService(ctx, { price: 1, min: 1, max: 1000, enableAuto: options.enableAuto });
  await ctx.db.query('UPDATE services SET type = $2 WHERE id = $1', [id, type]);
  return id;
}
