import { z } from 'zod';
import { adminPointRequestSchema } from './point-api.ts';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_STATUSES,
  inquiryBodySchema,
  inquiryDetailSchema,
  inquiryRowSchema,
  inquiryTitleSchema,
} from './inquiries.ts';
import { decimalInt, idParamsSchema } from './strict-input.ts';

/**
 * The operator console's 1:1 문의 (issue 36): the queue, a thread with what it is about, replies,
 * closing, and the canned answers the operators keep.
 */

/** The queue shows at most this many; waiting ones first, oldest first (docs/decisions/inquiries.md). */
export const ADMIN_INQUIRY_QUEUE_MAX = 500;

export const adminInquiriesQuerySchema = z.object({
  status: z.enum(INQUIRY_STATUSES).optional(),
  category: z.enum(INQUIRY_CATEGORIES).optional(),
  limit: decimalInt({ min: 1, max: ADMIN_INQUIRY_QUEUE_MAX }).default(100),
});
export type AdminInquiriesQuery = z.infer<typeof adminInquiriesQuerySchema>;

const member = { memberId: z.number().int(), loginId: z.string().nullable() };

export const adminInquiryRowSchema = inquiryRowSchema.omit({ unread: true }).extend({
  ...member,
  /** Since when the member waits for an answer (status waiting only). */
  waitingSince: z.string().nullable(),
});
export type AdminInquiryRow = z.infer<typeof adminInquiryRowSchema>;

export const adminInquiryMessageSchema = inquiryDetailSchema.shape.messages.element.extend({
  operatorLoginId: z.string().nullable(),
});

export const adminInquiryDetailSchema = adminInquiryRowSchema.extend({
  messages: z.array(adminInquiryMessageSchema),
  /** The linked top-up request's facts (an order's come from `GET /admin/orders/:id`). */
  topup: adminPointRequestSchema.nullable(),
});
export type AdminInquiryDetail = z.infer<typeof adminInquiryDetailSchema>;

export const adminInquiryParamsSchema = idParamsSchema;

export const inquiryTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type InquiryTemplate = z.infer<typeof inquiryTemplateSchema>;

export const inquiryTemplateInputSchema = z.object({
  title: inquiryTitleSchema,
  body: inquiryBodySchema,
});
export type InquiryTemplateInput = z.infer<typeof inquiryTemplateInputSchema>;
