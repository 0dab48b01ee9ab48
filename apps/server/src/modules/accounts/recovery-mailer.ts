import {
  idReminderMail,
  passwordResetMail,
  socialOnlyMail,
  type MailText,
  type RemindedAccount,
  type SocialProvider,
} from '@smm/contract/account-recovery-messages';
import { RESET_LINK_TTL_MINUTES } from '@smm/contract/account-recovery';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { SiteService } from '../site/site-service.ts';

/** The recovery mails, in Korean with the store's company name, queued to be composed and sent after the answer. */
export interface RecoveryMailer {
  idReminder(to: string, accounts: readonly RemindedAccount[]): void;
  resetLink(to: string, loginId: string, token: string): void;
  socialOnly(to: string, provider: SocialProvider): void;
}

/** The page a reset link opens; the token rides in the fragment, which no server or Referer ever sees. */
export function resetLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password#token=${token}`;
}

export function createRecoveryMailer(deps: {
  site: Pick<SiteService, 'settingsMap'>;
  queue: Pick<MailQueue, 'enqueue'>;
  /** The storefront's public address (config.publicUrl), never a request's Host header. */
  publicUrl: string;
}): RecoveryMailer {
  // Composed in the queue: the settings are read after the answer, like the sending itself.
  function send(to: string, compose: (company: string) => MailText): void {
    deps.queue.enqueue(async () => {
      const company = (await deps.site.settingsMap()).COMPANY?.trim() || new URL(deps.publicUrl).host;
      return { to, fromName: company, ...compose(company) };
    });
  }
  return {
    idReminder: (to, accounts) => send(to, (company) => idReminderMail(company, accounts)),
    resetLink: (to, loginId, token) =>
      send(to, (company) =>
        passwordResetMail(company, loginId, resetLinkUrl(deps.publicUrl, token), RESET_LINK_TTL_MINUTES),
      ),
    socialOnly: (to, provider) => send(to, (company) => socialOnlyMail(company, provider)),
  };
}
