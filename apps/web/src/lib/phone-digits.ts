import { PHONE_LENGTH } from '@smm/contract/auth';

/**
 * A phone field's value as the member meant it: digits only, at most PHONE_LENGTH of them.
 * People type and paste numbers as '010-1234-5678', '010 1234 5678' or '+82 10-1234-5678', so
 * the field itself has no maxLength (the browser would cut a paste before the dashes go) and the
 * cap is applied here, after they are gone.
 */
export function phoneDigits(value: string): string {
  const international = /^\s*\+\s*82/.exec(value);
  const digits = (international ? value.slice(international[0].length) : value).replace(/\D/g, '');
  const national = international && !digits.startsWith('0') ? `0${digits}` : digits;
  return national.slice(0, PHONE_LENGTH);
}
