import { z } from 'zod';
import { serviceTypeSchema } from './service-types.ts';

export const platformSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  visible: z.boolean(),
  background: z.string(),
});
export type Platform = z.infer<typeof platformSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  text: z.string(),
  platform: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const serviceSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  categoryId: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  /** Unit price in points per 1 quantity (decimal, up to 3 fraction digits). */
  point: z.number(),
  notice: z.string(),
  enableAuto: z.boolean(),
  isReadOnly: z.boolean(),
  /** The service's type (issue 32); absent means 'Default'. */
  type: serviceTypeSchema.optional(),
});
export type Service = z.infer<typeof serviceSchema>;

/** Spec section 3: content and isTop; the title (may be empty) is the operator's heading for it. */
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  isTop: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const qnaSchema = z.object({ id: z.number().int(), title: z.string(), answer: z.string() });
export type Qna = z.infer<typeof qnaSchema>;

export const registerWhereSchema = z.object({ id: z.number().int(), text: z.string() });
export type RegisterWhere = z.infer<typeof registerWhereSchema>;

export const servicesQuerySchema = z.object({
  /** When true, each service text is extended with its price in won per unit (spec section 7). */
  withPrice: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export { PLATFORM_ICONS } from './platform-icons.ts';
