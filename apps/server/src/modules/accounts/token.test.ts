import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestContext,
  registerAndLogin,
  type AccountsTestContext,
} from '../../../test/helpers/accounts-context.ts';

let ctx: AccountsTestContext;
beforeAll(async () => {
  ctx = await createAccountsTestContext();
});
afterAll(() => ctx.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const profileWith = (token: string) =>
  ctx.app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const sign = (header: object, payload: object, secret: string) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

describe('tokens', () => {
  it('answer 401 without a token or with garbage', async () => {
    expect((await ctx.app.inject({ url: '/api/auth/profile' })).statusCode).toBe(401);
    expect((await profileWith('not.a.jwt')).statusCode).toBe(401);
  });

  it('are read from `Authorization: <jwt>` without the Bearer prefix too (spec section 7), and from any-case Bearer', async () => {
    const m = await registerAndLogin(ctx);
    const withHeader = (authorization: string) =>
      ctx.app.inject({ url: '/api/auth/profile', headers: { authorization } });
    for (const header of [m.token, ` ${m.token} `, `bearer ${m.token}`, `BEARER  ${m.token}`]) {
      const res = await withHeader(header);
      expect(res.statusCode, header).toBe(200);
      expect(res.json()).toMatchObject({ id: m.loginId });
    }
    for (const header of [`Basic ${m.token}`, `Bearer ${m.token} extra`, 'Bearer', `Token ${m.token}`]) {
      expect((await withHeader(header)).statusCode, header).toBe(401);
    }
  });

  it('refuse a hand-made alg:none token with valid-looking claims', async () => {
    const m = await registerAndLogin(ctx);
    const claims = claimsOf(m.token);
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect((await profileWith(none)).statusCode).toBe(401);
  });

  it('refuse a token signed with another secret, and a token whose claims were edited', async () => {
    const m = await registerAndLogin(ctx);
    const claims = claimsOf(m.token);
    expect(
      (await profileWith(sign({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-that-is-long-enough-xx')))
        .statusCode,
    ).toBe(401);
    const [header, , signature] = m.token.split('.');
    const edited = `${header}.${b64({ ...claims, sub: '1' })}.${signature}`;
    expect((await profileWith(edited)).statusCode).toBe(401);
    // The same claims re-signed with the real secret do work: the refusals above are about the signature.
    expect(
      (await profileWith(sign({ alg: 'HS256', typ: 'JWT' }, claims, ctx.config.JWT_SECRET!))).statusCode,
    ).toBe(200);
  });

  it('refuse well-signed tokens with another header, an unknown critical extension or malformed claims', async () => {
    const m = await registerAndLogin(ctx);
    const claims = claimsOf(m.token);
    const secret = ctx.config.JWT_SECRET!;
    for (const header of [
      { alg: 'HS512', typ: 'JWT' },
      { alg: 'HS256', typ: 'JWT', crit: ['x'], x: 1 },
    ]) {
      expect((await profileWith(sign(header, claims, secret))).statusCode, JSON.stringify(header)).toBe(401);
    }
    const hs256 = { alg: 'HS256', typ: 'JWT' };
    for (const bad of [
      { ...claims, exp: String(claims.exp) },
      { ...claims, nbf: Number(claims.iat) + 3600 },
      { ...claims, ver: '0' },
      { ...claims, sub: Number(claims.sub) },
    ]) {
      expect((await profileWith(sign(hs256, bad, secret))).statusCode, JSON.stringify(bad)).toBe(401);
    }
    expect((await profileWith(`${m.token}.`)).statusCode).toBe(401);
  });

  it('refuse a well-signed token whose sub is not the canonical decimal id, or that has no exp (issue 37 item 6)', async () => {
    const m = await registerAndLogin(ctx);
    const claims = claimsOf(m.token);
    const secret = ctx.config.JWT_SECRET!;
    const hs256 = { alg: 'HS256', typ: 'JWT' };
    const sub = String(claims.sub);
    for (const other of [`${sub}.0`, ` ${sub}`, `${sub} `, `0${sub}`, `+${sub}`, `${sub}e0`, '0x1', '']) {
      const res = await profileWith(sign(hs256, { ...claims, sub: other }, secret));
      expect(res.statusCode, JSON.stringify(other)).toBe(401);
    }
    const { exp: _exp, ...forever } = claims;
    expect((await profileWith(sign(hs256, forever, secret))).statusCode).toBe(401);
    expect((await profileWith(sign(hs256, claims, secret))).statusCode).toBe(200);
  });

  it('expire after JWT_TTL_SECONDS', async () => {
    const m = await registerAndLogin(ctx);
    ctx.clock.advance((ctx.config.JWT_TTL_SECONDS - 60) * 1000);
    expect((await profileWith(m.token)).statusCode).toBe(200);
    ctx.clock.advance(61 * 1000);
    expect((await profileWith(m.token)).statusCode).toBe(401);
  });

  it('are revoked by a password change: the old token answers 401, a new login works', async () => {
    const m = await registerAndLogin(ctx);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: m.headers,
      payload: { currentPassword: m.password, newPassword: 'brand-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profileWith(m.token)).statusCode).toBe(401);
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { id: m.loginId, password } });
    expect((await login(m.password)).statusCode).toBe(404);
    const fresh = await login('brand-new-password');
    expect(fresh.statusCode).toBe(200);
    expect((await profileWith(fresh.json<{ accessToken: string }>().accessToken)).statusCode).toBe(200);
  });

  it('are revoked by account deletion', async () => {
    const m = await registerAndLogin(ctx);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: m.headers })).statusCode,
    ).toBe(200);
    expect((await profileWith(m.token)).statusCode).toBe(401);
  });
});
