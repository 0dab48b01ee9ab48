import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createSmtpMailProvider } from './smtp-mail-provider.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; mail clients turn the links in it into links. */
  text: string;
  /** The sender's display name (the store's company name); the address is MAIL_FROM. */
  fromName?: string;
}

/** Where e-mails go. Implementations throw when the message could not be handed over. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * The embedded default: no mail leaves the machine, it is written to the server log at info level
 * (as phone codes are), so whoever runs the demo can follow the links in it.
 */
export function createConsoleMailProvider(logger: Pick<FastifyBaseLogger, 'info'>): MailProvider {
  return {
    name: 'console',
    async send({ to, subject, text }) {
      logger.info({ mail: { to, subject } }, `Mail to ${to}: ${subject}\n${text}`);
    },
  };
}

/** SMTP when SMTP_URL is set (config.ts requires MAIL_FROM with it), else the console. */
export function createMailProvider(
  config: Config,
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): MailProvider {
  if (config.SMTP_URL && config.MAIL_FROM) {
    return createSmtpMailProvider({ url: config.SMTP_URL, from: config.MAIL_FROM });
  }
  if (config.NODE_ENV === 'production') {
    logger.warn('SMTP_URL is not set: e-mails (password reset links) are only written to this log');
  }
  return createConsoleMailProvider(logger);
}
