import { z } from 'zod';
import { decimalId } from './strict-input.ts';
import { ADMIN_CONTENT_MESSAGES } from './admin-content-messages.ts';

const M = ADMIN_CONTENT_MESSAGES;

/** Control characters other than line feed and tab: never part of a notice or an answer. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * Plain text as the operator wrote it: Windows and old Mac line breaks become `\n`, control
 * characters go, the ends are trimmed. Line breaks inside stay (the storefront shows them with
 * `white-space: pre-line`); nothing is Markdown or HTML, the storefront renders it as text.
 */
export function normalizePlainText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/** A string field: `required` when it must not be empty, with its own limit and messages. */
function plainText(options: { max: number; tooLong: string; required?: string; oneLine?: string }) {
  const { max, tooLong, required, oneLine } = options;
  let text = z.string();
  if (required) text = text.min(1, required);
  text = text.max(max, tooLong);
  if (oneLine) text = text.regex(/^[^\n]*$/, oneLine);
  return z
    .string({ error: required ?? tooLong })
    .max(max * 4, tooLong)
    .transform(normalizePlainText)
    .pipe(text);
}

const flag = z.boolean({ error: M.flagInvalid });

const noticeFields = {
  title: plainText({ max: 100, tooLong: M.noticeTitleTooLong, oneLine: M.noticeTitleOneLine }),
  content: plainText({ max: 2000, tooLong: M.noticeContentTooLong, required: M.noticeContentRequired }),
  isTop: flag,
  visible: flag,
};
const qnaFields = {
  title: plainText({
    max: 200,
    tooLong: M.qnaTitleTooLong,
    required: M.qnaTitleRequired,
    oneLine: M.qnaTitleOneLine,
  }),
  answer: plainText({ max: 5000, tooLong: M.qnaAnswerTooLong, required: M.qnaAnswerRequired }),
  visible: flag,
};
const sourceFields = {
  text: plainText({
    max: 50,
    tooLong: M.sourceTextTooLong,
    required: M.sourceTextRequired,
    oneLine: M.sourceTextOneLine,
  }),
  visible: flag,
};

/** A change names at least one field; every named field is checked like on creation. */
function patchOf<S extends z.ZodRawShape>(shape: S) {
  return z
    .object(shape)
    .partial()
    .refine((patch) => Object.values(patch).some((v) => v !== undefined), M.nothingToChange);
}

/** `POST /admin/notices`: the title may stay empty (the notice board then shows the content only). */
export const noticeCreateSchema = z.object({
  title: noticeFields.title.optional().default(''),
  content: noticeFields.content,
  isTop: noticeFields.isTop.optional().default(false),
  visible: noticeFields.visible.optional().default(true),
});
export type NoticeCreate = z.input<typeof noticeCreateSchema>;
export const noticePatchSchema = patchOf(noticeFields);
export type NoticePatch = z.input<typeof noticePatchSchema>;

export const qnaCreateSchema = z.object({
  title: qnaFields.title,
  answer: qnaFields.answer,
  visible: qnaFields.visible.optional().default(true),
});
export type QnaCreate = z.input<typeof qnaCreateSchema>;
export const qnaPatchSchema = patchOf(qnaFields);
export type QnaPatch = z.input<typeof qnaPatchSchema>;

export const registerSourceCreateSchema = z.object({
  text: sourceFields.text,
  visible: sourceFields.visible.optional().default(true),
});
export type RegisterSourceCreate = z.input<typeof registerSourceCreateSchema>;
export const registerSourcePatchSchema = patchOf(sourceFields);
export type RegisterSourcePatch = z.input<typeof registerSourcePatchSchema>;

export const contentIdParamsSchema = z.object({ id: decimalId({ max: 2_147_483_647 }) });

/**
 * `PUT /admin/{notices|qnas|register-sources}/order`: every item's id, in the new order. A list
 * that is not exactly the current items (one was added or deleted meanwhile) is refused.
 */
export const contentOrderSchema = z.object({
  ids: z
    .array(z.number({ error: M.orderInvalid }).int(M.orderInvalid).positive(M.orderInvalid), {
      error: M.orderInvalid,
    })
    .min(1, M.orderInvalid)
    .max(1000, M.orderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, M.orderInvalid),
});
export type ContentOrder = z.infer<typeof contentOrderSchema>;

/** `DELETE`: a source that members chose is hidden instead of deleted (their answer keeps its name). */
export const contentDeleteResultSchema = z.object({ outcome: z.enum(['deleted', 'hidden']) });
export type ContentDeleteResult = z.infer<typeof contentDeleteResultSchema>;

export const adminNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  isTop: z.boolean(),
  visible: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

export const adminQnaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  answer: z.string(),
  visible: z.boolean(),
});
export type AdminQna = z.infer<typeof adminQnaSchema>;

export const adminRegisterSourceSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  visible: z.boolean(),
  /** Members whose sign-up answer is this source. */
  memberCount: z.number().int(),
});
export type AdminRegisterSource = z.infer<typeof adminRegisterSourceSchema>;
