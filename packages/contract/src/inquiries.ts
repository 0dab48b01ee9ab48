import { z } from 'zod';
import { LIST_PAGE, pageQuerySchema } from './paging.ts';
import { decimalId, idParamsSchema } from './strict-input.ts';

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

export const INQUIRY_TITLE_MAX = 100;
export const INQUIRY_BODY_MAX = 5000;

export const INQUIRY_MESSAGES = {
  categoryRequired: '문의 유형을 선택해 주세요.',
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: `제목은 ${INQUIRY_TITLE_MAX}자 이하로 입력해 주세요.`,
  titleOneLine: '제목에는 줄바꿈을 넣을 수 없습니다.',
  bodyRequired: '문의 내용을 입력해 주세요.',
  bodyTooLong: `내용은 ${INQUIRY_BODY_MAX.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
  oneSubject: '주문 또는 충전 내역 중 하나만 선택해 주세요.',
  subjectNotFound: '선택한 주문 또는 충전 내역을 찾을 수 없습니다.',
  notFound: '문의를 찾을 수 없습니다.',
  closed: '종료된 문의입니다. 새 문의를 남겨 주세요.',
  alreadyClosed: '이미 종료된 문의입니다.',
  created: '문의가 등록되었습니다.',
  sent: '메시지를 보냈습니다.',
  closedDone: '문의를 종료했습니다.',
} as const;
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
