import { z } from 'zod';
import { newLoginIdSchema, newPasswordSchema } from './auth.ts';
import { MESSAGES } from './messages.ts';
import { idParamsSchema } from './strict-input.ts';

/**
 * The console's operators page (issue 34): the operators, adding one with its own id and password,
 * removing one's operator rights, and the signed-in operator's own password.
 */
export const ADMIN_OPERATOR_MESSAGES = {
  added: '운영자를 추가했습니다.',
  removed: '운영자 권한을 회수했습니다.',
  passwordChanged: '비밀번호를 바꿨습니다. 다른 기기의 로그인은 모두 끝났습니다.',
  removeSelf: '자기 자신은 운영자에서 뺄 수 없습니다. 다른 운영자에게 요청해 주세요.',
  notOperator: '운영자가 아닌 계정입니다.',
  notFound: '운영자를 찾을 수 없습니다.',
} as const;

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
