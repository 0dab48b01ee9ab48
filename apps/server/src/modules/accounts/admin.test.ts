import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@smm/contract/messages';
import { createTestMember } from '../../../test/helpers/members.ts';
import {
  createAccountsTestContext,
  registerAndLogin,
  type AccountsTestContext,
} from '../../../test/helpers/accounts-context.ts';
import { bootstrapAdmin } from './admin-bootstrap.ts';

let ctx: AccountsTestContext;
beforeAll(async () => {
  ctx = await createAccountsTestContext();
});
afterAll(() => ctx.close());

const login = (id: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { id, password } });

describe('operator bootstrap from ADMIN_ID and ADMIN_PASSWORD', () => {
  it('does nothing when they are not set', async () => {
    expect(await bootstrapAdmin(ctx.db, {})).toBe('skipped');
  });

  it('creates the operator, and a restart with the same values changes nothing', async () => {
    const config = { ADMIN_ID: 'operator', ADMIN_PASSWORD: 'operator-password' };
    expect(await bootstrapAdmin(ctx.db, config)).toBe('created');
    const res = await login('operator', 'operator-password');
    expect(res.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` };
    expect(await bootstrapAdmin(ctx.db, config)).toBe('unchanged');
    expect((await ctx.app.inject({ url: '/api/admin/me', headers })).json()).toEqual({
      id: 'operator',
      isAdmin: true,
    });
  });

  it('promotes an existing member and resets its password, revoking its old sessions', async () => {
    const m = await registerAndLogin(ctx, { id: 'promoted' });
    expect(await bootstrapAdmin(ctx.db, { ADMIN_ID: 'promoted', ADMIN_PASSWORD: 'reset-by-env' })).toBe(
      'promoted',
    );
    expect((await ctx.app.inject({ url: '/api/auth/profile', headers: m.headers })).statusCode).toBe(401);
    expect((await login('promoted', m.password)).statusCode).toBe(404);
    const res = await login('promoted', 'reset-by-env');
    const headers = { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` };
    expect((await ctx.app.inject({ url: '/api/auth/profile', headers })).json()).toMatchObject({
      isAdmin: true,
    });
  });
});

/** Every route of the built app as [method, path], read from Fastify's route tree. */
function listRoutes(tree: string): [string, string][] {
  const routes: [string, string][] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const [, segment = '', methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(match[2]!) ?? [];
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + segment;
    stack.push(path);
    for (const method of methods?.split(', ') ?? []) routes.push([method, path]);
  }
  return routes;
}

describe('the operator API', () => {
  it('GET /api/admin/me answers 401 to the anonymous, 403 to members and the operator to operators', async () => {
    const member = await createTestMember(ctx);
    const admin = await createTestMember(ctx, { isAdmin: true, clock: ctx.clock });
    expect((await ctx.app.inject({ url: '/api/admin/me' })).statusCode).toBe(401);
    const forbidden = await ctx.app.inject({ url: '/api/admin/me', headers: member.headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: MESSAGES.server.forbidden });
    expect((await ctx.app.inject({ url: '/api/admin/me', headers: admin.headers })).json()).toEqual({
      id: admin.loginId,
      isAdmin: true,
    });
  });

  it('every /api/admin route of every module answers 401 to the anonymous and 403 to members', async () => {
    const member = await createTestMember(ctx, { clock: ctx.clock });
    const routes = listRoutes(ctx.app.printRoutes({ commonPrefix: false })).filter(
      ([method, path]) => path.startsWith('/api/admin') && method !== 'HEAD' && method !== 'OPTIONS',
    );
    expect(routes.map(([m, p]) => `${m} ${p}`)).toContain('GET /api/admin/me');
    for (const [method, path] of routes) {
      const url = path.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');
      const payload = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined;
      const inject = (headers?: { authorization: string }) =>
        ctx.app.inject({ method: method as 'GET', url, headers, payload });
      expect([`${method} ${path}`, (await inject()).statusCode]).toEqual([`${method} ${path}`, 401]);
      expect([`${method} ${path}`, (await inject(member.headers)).statusCode]).toEqual([
        `${method} ${path}`,
        403,
      ]);
    }
  });
});
