import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@smm/contract/messages';
import { apiKeyHash } from '../modules/accounts/account-secrets.ts';
import { classifyError } from './error-handler.ts';
import { createTestMember, type TestMember } from '../../test/helpers/members.ts';
import { createTestService } from '../../test/helpers/order-fixtures.ts';
import {
  createPendingTopUp,
  postTopUp,
  requestStatus,
  VALID_TAX_INVOICE,
} from '../../test/helpers/points.ts';
import { createTestContext, type TestContext } from '../../test/helpers/test-context.ts';

/** Issue 14 findings 1, 7 and 8, each sent exactly as it was reproduced against main. */

const CONTROL = MESSAGES.server.controlCharacters;
let ctx: TestContext;
let service: number;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  service = await createTestService(ctx, { price: 0.5, min: 10, max: 1000 });
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

function expectEnvelope(res: { statusCode: number; json: () => unknown }, status: number, message?: string) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { statusCode: number; error: string; message: string; requestId: string };
  expect(body.statusCode).toBe(status);
  expect(body.message).toMatch(/[가-힣]/);
  if (message) expect(body.message).toBe(message);
  expect(body.requestId).toEqual(expect.any(String));
}

async function reseller(points = 1000) {
  const member = await createTestMember(ctx, { points });
  const key = randomBytes(24).toString('base64url');
  await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
  return { member, key };
}

describe('finding 1: control characters are a Korean 400, never a 500', () => {
  it('login and registration', async () => {
    expectEnvelope(await post('/api/auth/login', { id: '\u0000', password: 'x' }), 400, CONTROL);
    const register = {
      id: `u${randomBytes(4).toString('hex')}`,
      password: 'password1',
      email: 'a@example.com',
      registerWhere: '기타',
      referral: '',
    };
    for (const field of ['id', 'email', 'registerWhere', 'referral'] as const) {
      expectEnvelope(await post('/api/auth/register', { ...register, [field]: 'a\u0000b' }), 400, CONTROL);
    }
  });

  it('order links: the member form, API v1 and API v2 (in their own envelopes)', async () => {
    const m = await createTestMember(ctx, { points: 1000 });
    const link = 'https://instagram.com/a\u0000b';
    expectEnvelope(
      await post('/api/service/order', { serviceId: service, link, amount: 10 }, m.headers),
      400,
      CONTROL,
    );
    const { key } = await reseller();
    expectEnvelope(
      await post('/api/v1/order', { serviceId: service, link, amount: 10 }, { 'api-key': key }),
      400,
      CONTROL,
    );
    const v2 = await post('/api/v2', { key, action: 'add', service: String(service), link, quantity: '10' });
    expect(v2.statusCode).toBe(200);
    expect(v2.json()).toEqual({ error: CONTROL });
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `key=${key}&action=add&service=${service}&link=a%00b&quantity=10`,
    });
    expect(form.json()).toEqual({ error: CONTROL });
  });

  it('top-up name and company, and an operator reject reason', async () => {
    const m = await createTestMember(ctx);
    expectEnvelope(await postTopUp(ctx, m, { name: '홍\u0000', point: 1000, feeType: 2 }), 400, CONTROL);
    const feeValue = { ...VALID_TAX_INVOICE, company: '주식\u0000회사' };
    expectEnvelope(
      await postTopUp(ctx, m, { name: '홍길동', point: 1000, feeType: 1, feeValue }),
      400,
      CONTROL,
    );
    const id = await createPendingTopUp(ctx, m, '홍길동', 1000);
    const reject = await post(
      `/api/admin/point-requests/${id}/reject`,
      { reason: 'a\u0000' },
      operator.headers,
    );
    expectEnvelope(reject, 400, CONTROL);
    expect((await requestStatus(ctx, id)).status).toBe(0);
  });

  it('keeps line breaks and tabs (multi-line fields keep them, one-line fields say so themselves)', async () => {
    const m = await createTestMember(ctx);
    const id = await createPendingTopUp(ctx, m, '홍길동', 1000);
    const reject = await post(
      `/api/admin/point-requests/${id}/reject`,
      { reason: '입금 없음\n확인\t필요' },
      operator.headers,
    );
    expect(reject.statusCode).toBe(200);
  });

  it('maps a value PostgreSQL refuses to 400 and anything else to a 500 that says nothing', () => {
    for (const code of ['22021', '22P02', '22003', '54000', '22001', '22P05']) {
      expect(classifyError(Object.assign(new Error('db'), { code }))).toMatchObject({ statusCode: 400 });
    }
    expect(classifyError(Object.assign(new Error('db'), { code: '40001' }))).toMatchObject({
      statusCode: 500,
      message: MESSAGES.server.internal,
    });
  });
});

describe('finding 7: ids and whole numbers are plain decimal digits', () => {
  it('refuses 0x10, 1e3, +1 and %20-padded ids, and decides nothing', async () => {
    const m = await createTestMember(ctx);
    const id = await createPendingTopUp(ctx, m, '홍길동', 1000);
    for (const loose of [
      `0x${id.toString(16)}`,
      `${id}e0`,
      `+${id}`,
      `%20${id}`,
      `${id}%20`,
      `${id}.0`,
      '1e3',
    ]) {
      const res = await post(`/api/admin/point-requests/${loose}/approve`, undefined, operator.headers);
      expectEnvelope(res, 400);
    }
    expect((await requestStatus(ctx, id)).status).toBe(0);
  });

  it('refuses loose amounts in API v1 and v2 and places no order', async () => {
    const { member, key } = await reseller();
    for (const amount of ['0x64', '1e2', ' 100 ', '+100', '100.0']) {
      const v1 = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/order',
        headers: { 'api-key': key, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ serviceId: String(service), link: 'growlab.kr', amount }).toString(),
      });
      expectEnvelope(v1, 400);
      const v2 = await post('/api/v2', {
        key,
        action: 'add',
        service: String(service),
        link: 'growlab.kr',
        quantity: amount,
      });
      expect(v2.json<{ error: string }>().error).toMatch(/[가-힣]/);
      const runs = await post('/api/v2', {
        key,
        action: 'add',
        service: String(service),
        link: 'growlab.kr',
        quantity: '100',
        runs: amount === ' 100 ' ? '0x2' : amount,
        interval: '60',
      });
      expect(runs.json<{ error: string }>().error).toMatch(/[가-힣]/);
    }
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE member_id = $1',
      [member.id],
    );
    expect(rows[0]?.n).toBe(0);
    // Plain digits still order.
    const ok = await post(
      '/api/v1/order',
      { serviceId: String(service), link: 'growlab.kr', amount: '100' },
      { 'api-key': key },
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('finding 8: every error in the one envelope, in Korean, with a request id', () => {
  it('a path parameter past the length limit: 414 without echoing the URL or Fastify codes', async () => {
    const res = await ctx.app.inject({
      url: `/api/admin/members/${'9'.repeat(5000)}`,
      headers: operator.headers,
    });
    expectEnvelope(res, 414, MESSAGES.server.uriTooLong);
    expect(res.body).not.toContain('9999');
    expect(res.body).not.toContain('FST_');
  });

  it('a path that is not valid percent-encoding: 400', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/members/%FF', headers: operator.headers });
    expectEnvelope(res, 400, MESSAGES.server.badRequest);
    expect(res.body).not.toContain('FST_');
  });

  it('API v2 keeps the standard per-id "Incorrect order ID" marker inside a multi-status answer', async () => {
    const { key } = await reseller();
    const res = await post('/api/v2', { key, action: 'status', orders: '999999999' });
    expect(res.json()).toEqual({ '999999999': { error: 'Incorrect order ID' } });
  });

  describe("what Node's HTTP parser refuses, on a listening server", () => {
    let port = 0;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      port = (ctx.app.server.address() as AddressInfo).port;
    });

    /** Sends raw bytes and reads the answer until the server closes the connection. */
    const raw = (request: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let data = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (data += chunk));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
          resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
        });
        socket.on('timeout', () => reject(new Error('no answer')));
        socket.setTimeout(10_000);
        socket.write(request);
      });

    const envelopeOf = (answer: { status: number; body: string }, status: number, message: string) => {
      expect(answer.status).toBe(status);
      const body = JSON.parse(answer.body) as Record<string, unknown>;
      expect(body).toMatchObject({ statusCode: status, message });
      expect(body.requestId).toEqual(expect.any(String));
    };

    it('oversized headers: 431 in Korean', async () => {
      const answer = await raw(`GET /api/site HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      envelopeOf(answer, 431, MESSAGES.server.headersTooLarge);
    });

    it('a content type with a byte HTTP does not allow: 400 in Korean, not "Client Error"', async () => {
      const answer = await raw(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\u0001\r\nContent-Length: 2\r\n\r\n{}',
      );
      envelopeOf(answer, 400, MESSAGES.server.badRequest);
      expect(answer.body).not.toContain('Client Error');
    });
  });
});
