import { passwordField } from '../../../components/ui/credential-fields.ts';

/** The new password and its confirmation, marked `new-password` for the browser's password manager. */
export const NEW_PASSWORD_FIELDS = [
  passwordField('reset-new-password', 'newPassword', '새 비밀번호', 'new-password', '8~20자'),
  passwordField(
    'reset-new-password-confirm',
    'newPasswordConfirm',
    '새 비밀번호 재확인',
    'new-password',
    '8~20자',
  ),
];
