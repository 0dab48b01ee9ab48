import { z } from 'zod';
import { SETTING_VALUE_SCHEMAS } from './admin-settings.ts';
import { newLoginIdSchema, newPasswordSchema } from './auth.ts';
import { MESSAGES } from './messages.ts';
import type { SettingKey } from './settings-map.ts';
import { SETUP_MESSAGES } from './setup-messages.ts';

const M = SETUP_MESSAGES;

/** A setting the set-up asks for: required here, then the settings screen's own rule for its value. */
const requiredSetting = (key: SettingKey, required: string) =>
  z.string({ error: required }).trim().min(1, required).pipe(SETTING_VALUE_SCHEMAS[key]);

/** `GET /setup`: whether the store still waits for its first operator. */
export const setupStatusSchema = z.object({ needed: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/** `POST /setup`: the token from the start-up log, the first operator and the store's essentials. */
export const setupRequestSchema = z.object({
  token: z.string({ error: M.tokenInvalid }).trim().min(1, M.tokenInvalid).max(200, M.tokenInvalid),
  id: newLoginIdSchema,
  password: newPasswordSchema,
  company: requiredSetting('COMPANY', M.companyRequired),
  phone: requiredSetting('CEO_PHONE', M.phoneRequired),
  bankName: requiredSetting('BANK_NAME', M.bankNameRequired),
  bankNumber: requiredSetting('BANK_NUMBER', M.bankNumberRequired),
  bankHolder: z
    .string({ error: M.bankHolderRequired })
    .trim()
    .min(1, M.bankHolderRequired)
    .max(50, M.bankHolderTooLong),
});
export type SetupRequest = z.infer<typeof setupRequestSchema>;

/** The set-up form: the request plus the password confirmation. */
export const setupFormSchema = setupRequestSchema
  .extend({ passwordConfirm: z.string({ error: MESSAGES.register.passwordConfirmMismatch }).max(200) })
  .refine((v) => v.password === v.passwordConfirm, {
    message: MESSAGES.register.passwordConfirmMismatch,
    path: ['passwordConfirm'],
  });

/** The deposit text members read on the charge card: bank, number and holder in one line. */
export function setupBankText(body: Pick<SetupRequest, 'bankName' | 'bankNumber' | 'bankHolder'>): string {
  return `${body.bankName} ${body.bankNumber} ${body.bankHolder}`;
}
