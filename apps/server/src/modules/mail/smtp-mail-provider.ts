import type { MailProvider } from './mail-provider.ts';

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. */
  url: string;
  /** The sender: an address, or `Name <address>` to keep that name instead of the company's. */
  from: string;
  timeoutMs?: number;
}

type Transport = { sendMail(message: Record<string, unknown>): Promise<unknown> };

/**
 * SMTP through nodemailer. It is loaded on the first send, so a server on the console provider
 * never pays for it; the one transport is reused.
 */
export function createSmtpMailProvider(options: SmtpOptions): MailProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let transport: Promise<Transport> | undefined;
  const namedSender = options.from.includes('<');
  return {
    name: 'smtp',
    async send({ to, subject, text, fromName }) {
      transport ??= import('nodemailer').then(({ createTransport }) =>
        createTransport({
          url: options.url,
          // A hung server must not hold the mail queue forever.
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
        }),
      );
      const from = namedSender || !fromName ? options.from : { name: fromName, address: options.from };
      await (await transport).sendMail({ from, to, subject, text });
    },
  };
}
