import type { SmsProvider } from './sms-provider.ts';

export interface SolapiOptions {
  apiKey: string;
  apiSecret: string;
  /** A sender number registered with Solapi. */
  sender: string;
  timeoutMs?: number;
}

/**
 * Solapi (the Korean SMS gateway behind CoolSMS) through its official SDK. The SDK is loaded on the
 * first send, so a server on the console provider never pays for it.
 */
export function createSolapiSmsProvider(options: SolapiOptions): SmsProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let service:
    Promise<{ send: (message: { to: string; from: string; text: string }) => Promise<unknown> }> | undefined;
  return {
    name: 'solapi',
    async send({ to, text }) {
      service ??= import('solapi').then(
        ({ SolapiMessageService }) => new SolapiMessageService(options.apiKey, options.apiSecret),
      );
      const sdk = await service;
      // The SDK has no timeout option: give up waiting so a hung gateway does not hold the request.
      const timeout = AbortSignal.timeout(timeoutMs);
      await new Promise<void>((resolve, reject) => {
        timeout.addEventListener('abort', () =>
          reject(new Error(`solapi did not answer within ${timeoutMs} ms`)),
        );
        sdk.send({ to, from: options.sender, text }).then(() => resolve(), reject);
      });
    },
  };
}
