import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  PHONE_CODE_GONE_ERRORS,
  phoneVerificationError,
  sendPhoneRequestSchema,
  type SendPhoneRequest,
} from '@smm/contract/auth';
import { MESSAGES } from '@smm/contract/messages';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { phoneDigits } from '../../../lib/phone-digits.ts';
import { sendPhoneNumber } from '../api/send-phone-number.ts';
import { failWith, type FormCheck } from '../../../lib/form/form-check.ts';
import { sendCodeErrorMessage } from './auth-messages.ts';

export interface PhoneVerification {
  phoneNumber: string;
  setPhoneNumber: (value: string) => void;
  sendCode: string;
  setSendCode: (value: string) => void;
  /** The code-sent state: the number is fixed and the code field is shown (spec section 4). */
  codeSent: boolean;
  sending: boolean;
  send: () => void;
  /** Leaves the code-sent state (the code expired or is used up): the number is editable again and a new code can be sent. */
  restart: () => void;
  /** The first phone rule the form breaks, or null (only asked when ENABLE_PHONE_NUMBER is on). */
  error: () => string | null;
}

/**
 * Phone number, send-code and verification code of the sign-up forms; '아이디 찾기' and
 * '비밀번호 찾기' pass their own `sendRequest` (the recovery code endpoint).
 */
export function usePhoneVerification(
  sendRequest: (body: SendPhoneRequest) => Promise<unknown> = sendPhoneNumber,
): PhoneVerification {
  const [phoneNumber, setPhone] = useState('');
  const [sendCode, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const { mutate, isPending } = useMutation({ mutationFn: sendRequest });
  const toast = useToast();

  const send = useCallback(() => {
    if (codeSent || isPending) return;
    const parsed = sendPhoneRequestSchema.safeParse({ phoneNumber });
    if (!parsed.success) {
      toast.show(MESSAGES.register.phoneInvalid, 'error');
      return;
    }
    mutate(parsed.data, {
      onSuccess: () => {
        setCodeSent(true);
        toast.show(MESSAGES.phone.sent, 'success');
      },
      onError: (error) => toast.show(sendCodeErrorMessage(error), 'error'),
    });
  }, [codeSent, isPending, mutate, phoneNumber, toast]);

  const restart = useCallback(() => {
    setCodeSent(false);
    setCode('');
  }, []);

  return {
    phoneNumber,
    setPhoneNumber: (value) => setPhone(phoneDigits(value)),
    sendCode,
    setSendCode: (value) => setCode(value.trim()),
    codeSent,
    sending: isPending,
    send,
    restart,
    error: () => phoneVerificationError({ phoneNumber, sendCode, codeSent }),
  };
}

/** A broken phone rule as a failed form check, at the field it belongs to. */
export function phoneIssue(message: string): FormCheck<never> {
  return failWith(message, message === MESSAGES.register.codeLength ? 'sendCode' : 'phoneNumber');
}

/** A sign-up refused because the number's code is gone (expired, out of attempts, used): a new one is needed. */
export function isPhoneCodeGone(error: unknown): boolean {
  const code = isApiError(error) ? error.envelope?.error : undefined;
  return PHONE_CODE_GONE_ERRORS.some((gone) => gone === code);
}
