// Service types (issue 32, docs/decisions/service-types.md): the zod schemas of the type fields an
// order request carries and an order keeps. The rules themselves are zod-free in
// service-type-rules.ts (the order page imports that one), re-exported here.
import { z } from 'zod';
import { ORDER_FIELDS, SERVICE_TYPES, integerFieldLeast, type OrderFieldName } from './service-type-rules.ts';
import { ORDER_FIELD_LIMITS } from './service-type-limits.ts';
import { SERVICE_TYPE_MESSAGES } from './service-type-messages.ts';

export * from './service-type-rules.ts';

export const serviceTypeSchema = z.enum(SERVICE_TYPES);

/** Lists travel as text; the whole text is bounded so a request cannot carry megabytes of lines. */
const LIST_TEXT_MAX = ORDER_FIELD_LIMITS.listMax * (ORDER_FIELD_LIMITS.lineMax + 2);

const label = (name: OrderFieldName) => ORDER_FIELDS[name].label;
const text = (name: OrderFieldName, max: number) =>
  z
    .string({ error: SERVICE_TYPE_MESSAGES.required(label(name)) })
    .max(max, SERVICE_TYPE_MESSAGES.tooManyLines(label(name), ORDER_FIELD_LIMITS.listMax))
    .optional();
const lines = (name: OrderFieldName) => text(name, LIST_TEXT_MAX);
const oneLine = (name: OrderFieldName) =>
  z
    .string({ error: SERVICE_TYPE_MESSAGES.required(label(name)) })
    .max(ORDER_FIELD_LIMITS.textMax * 2, SERVICE_TYPE_MESSAGES.oneLine(label(name)))
    .optional();
const integer = (name: OrderFieldName) =>
  z.number({ error: SERVICE_TYPE_MESSAGES.integer(label(name), integerFieldLeast(name)) }).optional();

/**
 * The type fields of an order request, all optional (camelCase). Only their JSON types are checked
 * here; `checkOrderFields` decides, against the service's type, which are taken and required.
 */
export const orderFieldsSchema = z.object({
  comments: lines('comments'),
  usernames: lines('usernames'),
  hashtags: lines('hashtags'),
  hashtag: oneLine('hashtag'),
  username: oneLine('username'),
  media: oneLine('media'),
  answerNumber: integer('answerNumber'),
  groups: lines('groups'),
  keywords: lines('keywords'),
  min: integer('min'),
  max: integer('max'),
  posts: integer('posts'),
  oldPosts: integer('oldPosts'),
  delay: integer('delay'),
  expiry: oneLine('expiry'),
});
export type OrderFields = z.infer<typeof orderFieldsSchema>;

/** What an order keeps of its type's fields (`OrderDetails`), in history and the admin's detail. */
export const orderDetailsSchema = z.object({
  type: serviceTypeSchema,
  comments: z.array(z.string()).optional(),
  usernames: z.array(z.string()).optional(),
  hashtags: z.array(z.string()).optional(),
  hashtag: z.string().optional(),
  username: z.string().optional(),
  media: z.string().optional(),
  answerNumber: z.number().int().optional(),
  groups: z.array(z.string()).optional(),
  keywords: z.array(z.string()).optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  posts: z.number().int().optional(),
  oldPosts: z.number().int().optional(),
  delay: z.number().int().optional(),
  expiry: z.string().optional(),
});

/** A subscription's life at the provider, as sync last saw it. */
export const SUBSCRIPTION_STATES = ['active', 'expired', 'canceled', 'completed'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const SUBSCRIPTION_STATE_LABELS: Record<SubscriptionState, string> = {
  active: '진행중',
  expired: '만료',
  canceled: '취소',
  completed: '완료',
};

export const subscriptionProgressSchema = z.object({
  state: z.enum(SUBSCRIPTION_STATES),
  /** Posts delivered so far, of `postsTotal` (posts + oldPosts). */
  postsDelivered: z.number().int(),
  postsTotal: z.number().int(),
});
export type SubscriptionProgress = z.infer<typeof subscriptionProgressSchema>;
