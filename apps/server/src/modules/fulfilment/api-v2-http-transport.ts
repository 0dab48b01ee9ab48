import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  ADDRESS_REFUSED,
  addressAllowed,
  bareHost,
  checkedLookup,
  type AddressPolicy,
} from './provider-address.ts';
import { ProviderError } from './provider-error.ts';

/** The transport's code for a stored URL that does not parse (saved before the port was checked). */
export const INVALID_URL = 'EINVALIDURL';

/** What a panel answered over HTTP: the status code and the raw body text. */
export interface PanelReply {
  httpStatus: number;
  body: string;
}

/** Sends one API v2 request (form fields) and returns the panel's reply. */
export type PanelTransport = (fields: Record<string, string>) => Promise<PanelReply>;

const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * API v2 over HTTP: one form-encoded POST to the panel URL (JSON after a 415, above). Built on node:http rather than fetch
 * because we must know whether the request left this machine: a failure before the whole request
 * was handed to a connected socket is safely retryable; after it, the panel may have acted on it
 * and the failure is ambiguous (provider-error.ts). A fresh connection per request (no keep-alive)
 * avoids the one race that would blur this: writing into a pooled socket the panel just closed.
 */
export function httpTransport(apiUrl: string, timeoutMs: number, addresses: AddressPolicy): PanelTransport {
  const url = URL.canParse(apiUrl) ? new URL(apiUrl) : null;
  // Checked on every connection, never only when the URL was saved (provider-address.ts): an address
  // written in the URL here, a name's addresses in the lookup the socket connects with.
  const refusal = !url
    ? INVALID_URL
    : isIP(bareHost(url)) !== 0 && !addressAllowed(bareHost(url), addresses)
      ? ADDRESS_REFUSED
      : null;
  const lookup = checkedLookup(addresses);
  // A panel that refused a form body with HTTP 415 is spoken to in JSON from then on (this transport
  // lives for one sweep or one console action, so the next one asks in form again).
  let encoding: Encoding = 'form';
  const send = (fields: Record<string, string>, as: Encoding) =>
    new Promise<PanelReply>((resolve, reject) => {
      if (!url || refusal) {
        reject(new ProviderError('retryable', `request not sent: ${refusal ?? INVALID_URL}`));
        return;
      }
      const client = url.protocol === 'https:' ? https : http;
      const payload = as === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
      let sent = false;
      const fail = (reason: string) => {
        reject(
          sent
            ? new ProviderError('ambiguous', `answer lost after sending: ${reason}`)
            : new ProviderError('retryable', `request not sent: ${reason}`),
        );
      };
      const request = client.request(url, {
        method: 'POST',
        agent: false,
        lookup,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': as === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(payload),
          accept: 'application/json',
          'user-agent': 'smm-storefront',
        },
      });
      // 'finish' fires once the last byte was handed to a connected socket.
      request.on('finish', () => {
        sent = true;
      });
      request.on('error', (error) => fail(describe(error)));
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) request.destroy(new Error('reply too large'));
          else chunks.push(chunk);
        });
        response.on('error', (error) => fail(describe(error)));
        response.on('end', () => {
          if (!response.complete) return fail('reply cut short');
          resolve({ httpStatus: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
      });
      request.end(payload);
    });
  return async (fields) => {
    const reply = await send(fields, encoding);
    // 415 Unsupported Media Type: the panel read no field of it, so the one resend cannot act twice.
    if (reply.httpStatus !== 415 || encoding === 'json') return reply;
    encoding = 'json';
    return send(fields, encoding);
  };
}

/** How the fields travel: a form POST as API v2 documents, or JSON for a panel that takes only that. */
type Encoding = 'form' | 'json';

function describe(error: Error): string {
  // An aborted request reports AbortError; its cause is the signal's reason (TimeoutError).
  const { code, cause } = error as { code?: unknown; cause?: { name?: unknown } };
  if (error.name === 'TimeoutError' || cause?.name === 'TimeoutError') return 'timeout';
  return typeof code === 'string' ? `${code} ${error.message}` : error.message;
}
