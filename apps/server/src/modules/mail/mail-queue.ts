import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailProvider } from './mail-provider.ts';

/**
 * Mails are sent after the request that caused them has been answered, one at a time in the order
 * they were queued. A request therefore takes as long whether or not it led to a mail (the
 * recovery answers must not tell, even by their timing, whether an address has an account), and
 * an SMTP server that is slow or down never holds a member's request.
 */
export interface MailQueue {
  /**
   * Queues the mail, or a function composing it (run in the queue, so even reading what the mail
   * needs happens after the answer). A failed send is logged without the body (it may hold a link).
   */
  enqueue(message: MailMessage | (() => Promise<MailMessage>)): void;
  /** Resolves when every mail queued so far has been sent or given up (server shutdown). */
  drain(): Promise<void>;
}

export function createMailQueue(deps: {
  provider: MailProvider;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}): MailQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    enqueue(message) {
      tail = tail.then(async () => {
        let mail: MailMessage | undefined;
        try {
          mail = typeof message === 'function' ? await message() : message;
          await deps.provider.send(mail);
        } catch (error) {
          deps.logger.warn(
            { err: error, provider: deps.provider.name, mail: { to: mail?.to, subject: mail?.subject } },
            'mail not sent',
          );
        }
      });
    },
    drain: () => tail,
  };
}
