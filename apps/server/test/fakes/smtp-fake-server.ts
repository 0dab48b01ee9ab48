import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the fake SMTP server received it, decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The raw header block, for checks of the envelope's encoding. */
  headers: string;
}

export interface SmtpFake {
  /** `smtp://user:pass@127.0.0.1:<port>` */
  url: string;
  received: ReceivedMail[];
  /** The next mail to `to` not taken yet (waits for it to arrive). */
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9a-f]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A single-part text mail as nodemailer writes it (base64 or quoted-printable body). */
export function parseMail(raw: string): Omit<ReceivedMail, 'to'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return {
    from: decodeWords(header('From')),
    subject: decodeWords(header('Subject')),
    text: text.replace(/\r\n/g, '\n').trimEnd(),
    headers,
  };
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package: EHLO, AUTH PLAIN/LOGIN, MAIL, RCPT,
 * DATA), so the SMTP mail provider is tested over the protocol it speaks in production.
 */
export async function startSmtpFake(auth = { user: 'mailer', pass: 'mail-secret' }): Promise<SmtpFake> {
  const received: ReceivedMail[] = [];
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const taken = new Set<ReceivedMail>();
  const handOut = () => {
    for (const waiter of [...waiting]) {
      const mail = received.find((m) => !taken.has(m) && m.to.includes(waiter.to));
      if (!mail) continue;
      taken.add(mail);
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(mail);
    }
  };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(credentials, _session, callback) {
      if (credentials.username === auth.user && credentials.password === auth.pass) {
        callback(null, { user: credentials.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({ ...parseMail(Buffer.concat(chunks).toString('latin1')), to });
        handOut();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${auth.user}:${auth.pass}@127.0.0.1:${port}`,
    received,
    next: (to) =>
      new Promise((resolve) => {
        waiting.push({ to, resolve });
        handOut();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
