import { z } from 'zod';
import { publicOrderBodySchema, publicTypedOrderBodySchema } from './public-api.ts';
import { MASS_ORDER_MAX_LINES } from './mass-order-rules.ts';
import { MASS_ORDER_MESSAGES } from './mass-order-messages.ts';

export * from './mass-order-rules.ts';

/**
 * The mass order page's body (`POST /service/mass-order/preview` and `/service/mass-order`): the
 * pasted text as it is; the server splits it (`parseMassOrderText`) so every line's number and
 * message come from one place.
 */
export const massOrderRequestSchema = z.object({
  text: z.string({ error: MASS_ORDER_MESSAGES.empty }),
});
export type MassOrderRequest = z.infer<typeof massOrderRequestSchema>;

/** One line as checked and priced; `error` is the order form's message for it, or null. */
export const massOrderLineSchema = z.object({
  line: z.number().int(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  /** The normalised link that would be stored. */
  link: z.string().nullable(),
  amount: z.number().int().nullable(),
  /** Points (decimal), null while the line is not valid. */
  cost: z.number().nullable(),
  error: z.string().nullable(),
});
export type MassOrderLine = z.infer<typeof massOrderLineSchema>;

/**
 * The preview: every line, the total of the valid lines against the balance, and `error`, the first
 * reason the whole list cannot be placed (a line, or the balance), or null when it can.
 */
export const massOrderPreviewSchema = z.object({
  lines: z.array(massOrderLineSchema),
  total: z.number(),
  balance: z.number(),
  error: z.string().nullable(),
});
export type MassOrderPreview = z.infer<typeof massOrderPreviewSchema>;

/** The placed list: each line's new order, in the text's order. */
export const massOrderPlacedSchema = z.object({
  orders: z.array(z.object({ line: z.number().int(), orderId: z.number().int() })),
  total: z.number(),
});
export type MassOrderPlaced = z.infer<typeof massOrderPlacedSchema>;

const { $schema: _dialect, ...orderItemJsonSchema } = z.toJSONSchema(publicOrderBodySchema, {
  io: 'input',
  target: 'draft-2020-12',
});

/**
 * v1 `POST /order` with a list (JSON only), all or nothing. Each order is checked by the server like
 * a line of the mass order page (`publicOrderBodySchema` per order), so a refusal names its order
 * ('3번째 줄: ...', counted from 1) instead of a bare field message; the documents show the item's
 * fields all the same.
 */
export const publicOrderListBodySchema = z.object({
  orders: z
    .array(z.unknown(), { error: MASS_ORDER_MESSAGES.empty })
    .min(1, MASS_ORDER_MESSAGES.empty)
    .max(MASS_ORDER_MAX_LINES, MASS_ORDER_MESSAGES.tooMany)
    .meta({
      description: `주문 목록 (1~${MASS_ORDER_MAX_LINES}건, 각 항목은 한 건 주문과 같은 serviceId, link, amount). 한 건이라도 거절되면 아무것도 주문하지 않고, 거절 메시지는 몇 번째 주문인지 알려 줍니다 (예: '3번째 줄: 주문 수량이 최소수량보다 적습니다.').`,
      items: orderItemJsonSchema,
    }),
});
export type PublicOrderListBody = z.infer<typeof publicOrderListBodySchema>;

export const publicOrderListResponseSchema = z.object({
  orders: z.array(z.object({ wId: z.number().int() })).describe('보낸 순서대로의 주문 번호'),
});

interface UnionIssue {
  input?: unknown;
  errors?: { message: string }[][];
}

/** The refusal of a v1 order body that is neither form: the first message of the form it takes. */
function v1OrderBodyMessage(issue: UnionIssue): string | undefined {
  const isList = typeof issue.input === 'object' && issue.input !== null && 'orders' in issue.input;
  return issue.errors?.[isList ? 0 : 1]?.[0]?.message;
}

/** v1 `POST /order`: one order, or `orders: [...]`. */
export const publicOrderAnyBodySchema = z.union(
  [
    publicOrderListBodySchema.meta({
      title: 'orders',
      description: '여러 건을 한 번에 (JSON만): 전부 주문하거나 하나도 주문하지 않습니다.',
    }),
    publicTypedOrderBodySchema.meta({
      title: 'order',
      description:
        '한 건 (JSON 또는 form). 서비스 유형(Get Services의 type)에 따라 그 유형의 항목을 함께 보냅니다.',
    }),
  ],
  { error: (issue) => v1OrderBodyMessage(issue as UnionIssue) },
);
export type PublicOrderAnyBody = z.infer<typeof publicOrderAnyBodySchema>;
