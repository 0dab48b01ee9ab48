import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createSolapiSmsProvider } from './solapi-sms-provider.ts';

export interface SmsMessage {
  /** Korean mobile number, digits only (01012345678). */
  to: string;
  text: string;
}

/** Where verification texts go. Implementations throw when the message could not be handed over. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * The embedded default: no SMS leaves the machine, the text is written to the server log at info
 * level so whoever runs the demo can read the code there.
 */
export function createConsoleSmsProvider(logger: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  return {
    name: 'console',
    async send({ to, text }) {
      logger.info({ sms: { to, text } }, `SMS to ${to}: ${text}`);
    },
  };
}

/** The provider named by SMS_PROVIDER (config.ts already checks that solapi has its keys). */
export function createSmsProvider(config: Config, logger: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  if (config.SMS_PROVIDER === 'solapi') {
    return createSolapiSmsProvider({
      apiKey: config.SOLAPI_API_KEY ?? '',
      apiSecret: config.SOLAPI_API_SECRET ?? '',
      sender: config.SOLAPI_SENDER ?? '',
    });
  }
  return createConsoleSmsProvider(logger);
}
