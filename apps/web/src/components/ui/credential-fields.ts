import type { TextFieldSpec } from './text-field.tsx';

/** The member id field of the login and the sign-up forms (`id` is the element id, unique per page). */
export function idField(id: string): TextFieldSpec<'id'> {
  return {
    id,
    name: 'id',
    label: '아이디',
    autoComplete: 'username',
    autoCapitalize: 'off',
    spellCheck: false,
  };
}

/** A password field; the 8 to 20 characters are a hint only (the contract's schema decides). */
export function passwordField<K extends string>(
  id: string,
  name: K,
  label: string,
  autoComplete: 'current-password' | 'new-password',
  placeholder?: string,
): TextFieldSpec<K> {
  return { id, name, label, type: 'password', autoComplete, placeholder };
}
