import { z } from 'zod';
import { LIST_PAGE, pageQuerySchema } from './paging.ts';
import { decimalId, idParamsSchema } from './strict-input.ts';
import { INQUIRY_MESSAGES } from './inquiries-messages.ts';
import { INQUIRY_TITLE_MAX } from './inquiry-limits.ts';
import { INQUIRY_BODY_MAX } from './inquiry-limits.ts';

/**
 * 1:1 문의 (issue 36; docs/decisions/inquiries.md): the member's questions to the operator and the
 * thread of answers. Text is plain text: kept as written (line breaks included) and always shown
 * as text, never as HTML.
 */

export const INQUIRY_CATEGORIES = ['order', 'charge', 'account', 'other'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];
export const INQUIRY_CATEGORY_LABELS: Record<InquiryCategory, string> = {
  order: '주문',
  charge: '충전·환불',
  account: '계정',
  other: '기타',
};

export const INQUIRY_STATUSES = ['waiting', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  waiting: '답변 대기',
  answered: '답변 완료',
  closed: '종료',
};

const M = INQUIRY_MESSAGES;

/** A one-line title: trimmed, 1 to 100 characters, no line break. */
export const inquiryTitleSchema = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(INQUIRY_TITLE_MAX, M.titleTooLong)
  .refine((v) => !/[\r\n]/.test(v), M.titleOneLine);

/** A message: plain text with its line breaks, trimmed at the ends, 1 to 5 000 characters. */
export const inquiryBodySchema = z
  .string({ error: M.bodyRequired })
  .trim()
  .min(1, M.bodyRequired)
  .max(INQUIRY_BODY_MAX, M.bodyTooLong);

/** `POST /service/inquiries`: at most one subject, an order or a top-up request of the member's own. */
export const newInquirySchema = z
  .object({
    category: z.enum(INQUIRY_CATEGORIES, { error: M.categoryRequired }),
    title: inquiryTitleSchema,
    body: inquiryBodySchema,
    orderId: decimalId({ message: M.subjectNotFound }).nullish(),
    pointRequestId: decimalId({ message: M.subjectNotFound }).nullish(),
  })
  .refine((v) => v.orderId == null || v.pointRequestId == null, { message: M.oneSubject });
export type NewInquiry = z.infer<typeof newInquirySchema>;

/** `POST /service/inquiries/:id/messages` (and the operator's reply). */
export const inquiryMessageBodySchema = z.object({ body: inquiryBodySchema });
export type InquiryMessageBody = z.infer<typeof inquiryMessageBodySchema>;

export const inquiryParamsSchema = idParamsSchema;
export const inquiryListQuerySchema = pageQuerySchema(LIST_PAGE);

export const inquirySubjectSchema = z.object({
  kind: z.enum(['order', 'topup']),
  id: z.number().int(),
});
export type InquirySubject = z.infer<typeof inquirySubjectSchema>;

export const inquiryMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['member', 'operator']),
  body: z.string(),
  createdAt: z.string(),
});
export type InquiryMessage = z.infer<typeof inquiryMessageSchema>;

export const inquiryRowSchema = z.object({
  id: z.number().int(),
  category: z.enum(INQUIRY_CATEGORIES),
  title: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  subject: inquirySubjectSchema.nullable(),
  createdAt: z.string(),
  /** The last message or status change. */
  updatedAt: z.string(),
  /** An operator replied after the member last opened the thread. */
  unread: z.boolean(),
});
export type InquiryRow = z.infer<typeof inquiryRowSchema>;

export const inquiryDetailSchema = inquiryRowSchema.extend({
  messages: z.array(inquiryMessageSchema),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** `GET /service/inquiries/subjects`: the member's recent orders and top-ups the form offers. */
export const inquirySubjectsSchema = z.object({
  orders: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      serviceId: z.number().int(),
      amount: z.number(),
      status: z.number().int(),
    }),
  ),
  topups: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      point: z.number(),
      status: z.number().int(),
    }),
  ),
});
export type InquirySubjects = z.infer<typeof inquirySubjectsSchema>;

/** How many recent orders and top-ups the form offers. */
export const INQUIRY_SUBJECT_CHOICES = 50;
