import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from '../../../test/database/test-database.ts';
import { createRecordingSms, setSettings } from '../../../test/helpers/accounts-context.ts';
import { createLogCapture } from '../../../test/helpers/log-capture.ts';
import { credit } from '../ledger/ledger-repository.ts';

// A whole member journey with the log at debug level, then every secret it used is looked for in
// every line: the password, the phone code, the access token and both api keys.
const log = createLogCapture();
const sms = createRecordingSms();
let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase('seeded');
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' });
  app = await buildApp({
    config,
    db: database.db,
    logger: { level: 'debug', stream: log },
    accounts: { sms },
  });
  await setSettings(database.db, { ENABLE_PHONE_NUMBER: 'true' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the log of a full exercise', () => {
  it('holds no password, phone code, token or api key', async () => {
    const password = 'Pa55word-never-logged';
    const phoneNumber = '01055501234';
    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/send-phone-number',
      payload: { phoneNumber },
    });
    expect(sent.statusCode).toBe(200);
    const code = sms.lastCode(phoneNumber);
    const id = `logcheck${Date.now().toString(36)}`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        id,
        password,
        email: `${id}@example.com`,
        registerWhere: '기타',
        phoneNumber,
        sendCode: code,
      },
    });
    expect(registered.statusCode).toBe(201);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { id, password: `${password}x` },
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { id, password } });
    const token = login.json<{ accessToken: string }>().accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const oldKey = (await app.inject({ url: '/api/auth/profile', headers })).json<{ apiKey: string }>()
      .apiKey;
    const renewed = await app.inject({ method: 'POST', url: '/api/auth/api-key', headers });
    const apiKey = renewed.json<{ apiKey: string }>().apiKey;
    expect(apiKey).not.toBe(oldKey);

    const member = await database.db.query<{ id: number }>('SELECT id FROM members WHERE login_id = $1', [
      id,
    ]);
    await database.db.transaction((tx) =>
      credit(tx, {
        memberId: member.rows[0]!.id,
        amountMilli: 1_000_000_000,
        reason: 'adjustment',
        refType: 'test',
        refId: null,
        key: `test:${id}`,
      }),
    );
    const services = (await app.inject({ url: '/api/service/services' })).json<
      { id: number; min: number }[]
    >();
    const service = services[0]!;
    const link = 'https://www.instagram.com/p/logcheck/';
    const order = { serviceId: service.id, link, amount: service.min };
    expect(
      (await app.inject({ method: 'POST', url: '/api/service/order', headers, payload: order })).statusCode,
    ).toBe(200);
    const v1 = await app.inject({
      method: 'POST',
      url: '/api/v1/order',
      headers: { 'api-key': apiKey },
      payload: order,
    });
    expect(v1.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/v1/order',
      headers: { 'api-key': oldKey },
      payload: order,
    });
    const v2 = await app.inject({
      method: 'POST',
      url: '/api/v2',
      payload: { key: apiKey, action: 'add', service: service.id, link, quantity: service.min },
    });
    expect(v2.json()).toHaveProperty('order');
    await app.inject({
      method: 'POST',
      url: `/api/v2?key=${apiKey}`,
      payload: { key: apiKey, action: 'balance' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { password, newPassword: `${password}2` },
    });

    // Code that logs a request's headers or body by mistake is covered by the redaction too.
    app.log.error(
      { headers: { ...headers, 'api-key': apiKey }, body: { password, code, key: apiKey } },
      'oops',
    );

    const text = log.lines.join('\n');
    expect(log.entries().find((e) => e.msg === 'oops')).toMatchObject({
      headers: { authorization: '[redacted]', 'api-key': '[redacted]' },
      body: { password: '[redacted]', code: '[redacted]', key: '[redacted]' },
    });
    expect(log.entries().filter((e) => e.msg === 'request').length).toBeGreaterThanOrEqual(12);
    for (const secret of [password, token, apiKey, oldKey, `${password}x`, `${password}2`]) {
      expect(text, 'a secret reached the log').not.toContain(secret);
    }
    // The code is 5 digits: look for it as a token of its own, not inside a timestamp or an id.
    expect(text).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`));
  });
});
