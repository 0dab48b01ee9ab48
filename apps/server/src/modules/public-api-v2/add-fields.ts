import { IDEMPOTENCY_KEY } from '@smm/contract/idempotency';
import { IDEMPOTENCY_MESSAGES } from '@smm/contract/idempotency-messages';
import { MESSAGES } from '@smm/contract/messages';
import type { OrderRequest } from '@smm/contract/order';
import { apiV2AddFieldsSchema } from '@smm/contract/public-api-v2';
import { BadRequestError } from '../../errors.ts';

/**
 * A subscription's `expiry` as panels send it (d/m/Y, the de-facto format our own fulfilment sends
 * upstream) in the order request's YYYY-MM-DD; any other text is passed on for the order path to
 * refuse or take.
 */
export function isoExpiry(text: string | undefined): string | undefined {
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text?.trim() ?? '');
  if (!dmy) return text;
  const [, d = '', m = '', y = ''] = dmy;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/**
 * The API v2 `add` fields (all strings) as the member order request, with the contract's own rules
 * and Korean messages: `service`, `link`, `quantity`, `runs` + `interval` for an auto-order, and a
 * service type's fields from their snake_case names (issue 32). A missing `quantity` is 0: the
 * types that take one refuse it with the order form's minimum message, the others do not read it.
 */
const addFieldsSchema = apiV2AddFieldsSchema.transform((f): OrderRequest => ({
  serviceId: f.service,
  link: f.link,
  amount: f.quantity ?? 0,
  runs: f.runs ?? 0,
  interval: f.interval ?? 0,
  comments: f.comments,
  usernames: f.usernames,
  hashtags: f.hashtags,
  hashtag: f.hashtag,
  username: f.username,
  media: f.media,
  answerNumber: f.answer_number,
  groups: f.groups,
  keywords: f.keywords,
  min: f.min,
  max: f.max,
  posts: f.posts,
  oldPosts: f.old_posts,
  delay: f.delay,
  expiry: isoExpiry(f.expiry),
}));

export function parseAddFields(fields: Record<string, string>): OrderRequest {
  const parsed = addFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  // zod's own texts (e.g. for NaN) are English; the member sees only the catalogue's Korean.
  const first = parsed.error.issues[0]?.message;
  throw new BadRequestError(first && /[가-힣]/.test(first) ? first : MESSAGES.server.badRequest);
}

/**
 * `add`'s Idempotency-Key: the `idempotency_key` field or the header (both given, they must agree).
 * Undefined when neither is sent; an empty or malformed key is refused rather than ignored, so a
 * client that meant to send one never orders unprotected.
 */
export function parseIdempotencyKey(
  field: string | undefined,
  header: string | undefined,
): string | undefined {
  if (field !== undefined && header !== undefined && field !== header) {
    throw new BadRequestError(IDEMPOTENCY_MESSAGES.keysDiffer);
  }
  const key = field ?? header;
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
    throw new BadRequestError(IDEMPOTENCY_MESSAGES.keyInvalid);
  return key;
}
