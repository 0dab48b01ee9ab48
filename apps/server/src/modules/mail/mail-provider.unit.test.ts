import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startSmtpFake, type SmtpFake } from '../../../test/fakes/smtp-fake-server.ts';
import { createMailProvider } from './mail-provider.ts';
import { createMailQueue } from './mail-queue.ts';
import { createSmtpMailProvider } from './smtp-mail-provider.ts';

let smtp: SmtpFake;
beforeAll(async () => {
  smtp = await startSmtpFake();
});
afterAll(() => smtp.close());

const quiet = { info: () => undefined, warn: () => undefined };
const KOREAN = {
  subject: '[주식회사 그로우랩] 비밀번호 재설정 안내',
  text: '안녕하세요.\n아래 링크에서 새 비밀번호를 설정해 주세요.\n\nhttps://shop.example/reset-password#token=abc',
};

describe('createMailProvider', () => {
  it('defaults to the console provider, which writes the whole mail to the app log at info level', async () => {
    const lines: { obj: unknown; msg: string }[] = [];
    const logger = { info: (obj: unknown, msg: string) => void lines.push({ obj, msg }), warn: quiet.warn };
    const mail = createMailProvider(loadConfig({}), logger as never);
    expect(mail.name).toBe('console');
    await mail.send({ to: 'member@example.com', ...KOREAN });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toContain('member@example.com');
    expect(lines[0]?.msg).toContain(KOREAN.subject);
    expect(lines[0]?.msg).toContain('https://shop.example/reset-password#token=abc');
  });

  it('uses SMTP when SMTP_URL is set, which needs MAIL_FROM', () => {
    expect(() => loadConfig({ SMTP_URL: smtp.url })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMTP_URL: 'http://x', MAIL_FROM: 'a@b.c' })).toThrow(/SMTP_URL/);
    const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@shop.example' });
    expect(createMailProvider(config, quiet as never).name).toBe('smtp');
  });
});

describe('the SMTP provider (over SMTP, to a real SMTP server on 127.0.0.1)', () => {
  it('authenticates with the URL, sends a Korean subject and body, and names the sender', async () => {
    const mail = createSmtpMailProvider({ url: smtp.url, from: 'no-reply@shop.example' });
    const arrived = smtp.next('member@example.com');
    await mail.send({ to: 'member@example.com', fromName: '주식회사 그로우랩', ...KOREAN });
    const received = await arrived;
    expect(received.subject).toBe(KOREAN.subject);
    expect(received.text).toBe(KOREAN.text);
    expect(received.from).toBe('주식회사 그로우랩 <no-reply@shop.example>');
    // Korean travels encoded (RFC 2047 in the header), never as raw 8-bit bytes.
    expect(/^Subject: =\?UTF-8\?/im.test(received.headers)).toBe(true);
  });

  it('keeps a sender name given in MAIL_FROM', async () => {
    const mail = createSmtpMailProvider({ url: smtp.url, from: '그로우랩 고객센터 <help@shop.example>' });
    const arrived = smtp.next('named@example.com');
    await mail.send({ to: 'named@example.com', fromName: '무시되는 이름', ...KOREAN });
    expect((await arrived).from).toBe('그로우랩 고객센터 <help@shop.example>');
  });

  it('throws when the server refuses the credentials', async () => {
    const wrong = smtp.url.replace('mail-secret', 'wrong');
    const mail = createSmtpMailProvider({ url: wrong, from: 'no-reply@shop.example' });
    await expect(mail.send({ to: 'x@example.com', ...KOREAN })).rejects.toThrow();
  });
});

describe('the mail queue', () => {
  it('sends in order, logs a failure without the body and goes on with the next mail', async () => {
    const warnings: unknown[] = [];
    const sent: string[] = [];
    let fail = true;
    const queue = createMailQueue({
      provider: {
        name: 'flaky',
        async send(message) {
          if (fail) {
            fail = false;
            throw new Error('server down');
          }
          sent.push(message.to);
        },
      },
      logger: { warn: (obj: unknown) => void warnings.push(obj) },
    });
    for (const to of ['a@x.kr', 'b@x.kr', 'c@x.kr']) queue.enqueue({ to, ...KOREAN });
    await queue.drain();
    expect(sent).toEqual(['b@x.kr', 'c@x.kr']);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).not.toContain('token=abc');
  });
});
