import { formatDateTime } from './format.ts';

/**
 * Korean texts of '아이디 찾기' and '비밀번호 찾기' (the spec shows none of these). The neutral
 * answers are worded so that they read the same whether or not an account exists.
 */
export const RECOVERY_MESSAGES = {
  codeRequired: '인증번호 5자를 입력하세요',
  /** Find id by e-mail: the same answer for every address. */
  idMailSent:
    '입력하신 이메일로 가입된 아이디가 있으면 아이디를 메일로 보내드렸습니다. 메일함을 확인해 주세요.',
  /** Reset by e-mail: the same answer for every id and address. */
  resetMailSent:
    '아이디와 이메일이 일치하면 비밀번호 재설정 링크를 메일로 보내드렸습니다. 링크는 30분 동안 사용할 수 있습니다.',
  noAccountOnPhone: '이 휴대전화 번호로 가입된 아이디가 없습니다.',
  idPhoneMismatch: '아이디와 휴대전화 번호가 일치하는 회원이 없습니다.',
  socialOnly: (provider: string) =>
    `${provider} 계정으로 가입한 회원입니다. 비밀번호 없이 ${provider} 로그인을 이용해 주세요.`,
  tokenInvalid:
    '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 비밀번호 찾기를 다시 진행해 주세요.',
  resetDone: '비밀번호를 변경했습니다. 새 비밀번호로 로그인해 주세요.',
  resetHint:
    '비밀번호를 바꾸면 모든 기기에서 로그아웃되며, 새 비밀번호로 다시 로그인해야 합니다. API 키도 새로 발급되니 연동한 프로그램에 새 키를 넣어 주세요.',
  /** Operator console. */
  noEmail: '이메일이 등록되지 않은 회원입니다.',
  noPassword: '소셜 로그인 회원은 비밀번호가 없습니다.',
  noPhone: '등록된 휴대전화 번호가 없습니다.',
  resetMailQueued: '비밀번호 재설정 메일을 보냈습니다.',
  phoneCleared: '휴대전화 번호를 초기화했습니다.',
} as const;

/** The Korean name of a social login provider. */
export const SOCIAL_PROVIDER_LABELS = { naver: '네이버', kakao: '카카오' } as const;
export type SocialProvider = keyof typeof SOCIAL_PROVIDER_LABELS;

export interface MailText {
  subject: string;
  text: string;
}

/** One account of an id reminder: the full id goes only to the address on the account. */
export interface RemindedAccount {
  loginId: string;
  joinedAt: Date | string;
  provider: SocialProvider | null;
}

const signature = (company: string) =>
  `\n본 메일은 발신 전용입니다. 문의는 ${company} 고객센터를 이용해 주세요.\n\n${company}`;

export function idReminderMail(company: string, accounts: readonly RemindedAccount[]): MailText {
  const lines = accounts.map((a) => {
    const how = a.provider ? ` (${SOCIAL_PROVIDER_LABELS[a.provider]} 로그인)` : '';
    return `- ${a.loginId}${how}, 가입일 ${formatDateTime(a.joinedAt)}`;
  });
  return {
    subject: `[${company}] 아이디 찾기 안내`,
    text: [
      '안녕하세요.',
      `${company}에서 요청하신 아이디를 알려드립니다.`,
      '',
      ...lines,
      '',
      '소셜 로그인으로 가입한 계정은 해당 서비스의 로그인 버튼으로 로그인해 주세요.',
      '아이디 찾기를 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
      signature(company),
    ].join('\n'),
  };
}

export function passwordResetMail(
  company: string,
  loginId: string,
  link: string,
  validMinutes: number,
): MailText {
  return {
    subject: `[${company}] 비밀번호 재설정 안내`,
    text: [
      '안녕하세요.',
      `${company} 아이디 ${loginId}의 비밀번호 재설정을 요청하셨습니다.`,
      `아래 링크에서 새 비밀번호를 설정해 주세요. 링크는 ${validMinutes}분 동안 한 번만 사용할 수 있습니다.`,
      '',
      link,
      '',
      '비밀번호를 바꾸면 모든 기기에서 로그아웃됩니다.',
      '비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
      signature(company),
    ].join('\n'),
  };
}

/** A reset asked for an account that signs in through Naver or Kakao only. */
export function socialOnlyMail(company: string, provider: SocialProvider): MailText {
  const name = SOCIAL_PROVIDER_LABELS[provider];
  return {
    subject: `[${company}] 비밀번호 재설정 안내`,
    text: [
      '안녕하세요.',
      `비밀번호 재설정을 요청하신 계정은 ${name} 계정으로 가입한 회원으로, ${company} 비밀번호가 없습니다.`,
      `로그인 화면의 ${name} 로그인 버튼을 이용해 주세요.`,
      '',
      '요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
      signature(company),
    ].join('\n'),
  };
}
