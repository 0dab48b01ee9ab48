import { z } from 'zod';
import { newLoginIdSchema, newPasswordSchema } from './auth.ts';
import { MESSAGES } from './messages.ts';
import { idParamsSchema } from './strict-input.ts';

export const operatorRowSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  createdAt: z.string(),
  /** The signed-in operator's own row. */
  self: z.boolean(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;

/** `GET /admin/operators`. */
export const operatorListSchema = z.array(operatorRowSchema);

/** `POST /admin/operators`: a new account that is an operator from the start. */
export const operatorCreateSchema = z.object({ id: newLoginIdSchema, password: newPasswordSchema });
export type OperatorCreate = z.infer<typeof operatorCreateSchema>;

/** The add-operator form: the request plus the password confirmation. */
export const operatorCreateFormSchema = operatorCreateSchema
  .extend({ passwordConfirm: z.string({ error: MESSAGES.register.passwordConfirmMismatch }).max(200) })
  .refine((v) => v.password === v.passwordConfirm, {
    message: MESSAGES.register.passwordConfirmMismatch,
    path: ['passwordConfirm'],
  });

/** `DELETE /admin/operators/{id}`. */
export const operatorParamsSchema = idParamsSchema;
