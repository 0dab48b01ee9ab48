import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiKeyHash } from '../accounts/account-secrets.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';
import { useSecondInstance } from '../../../test/helpers/second-instance.ts';

// API key owners are kept in memory (modules/accounts/api-key-directory.ts), and the service lists as
// bytes (fast-path/cached-json.ts): a change through the app or in the database is in the next answer
// (docs/decisions/read-cache.md, "Reseller APIs").
let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

const v1 = (app: FastifyInstance, key: string) =>
  app.inject({ url: '/api/v1/services', headers: { 'api-key': key } });
const v2 = (app: FastifyInstance, key: string, action = 'services') =>
  app.inject({ method: 'POST', url: '/api/v2', payload: { key, action } });

/** A member whose key was issued through the account page's own call. */
async function reseller(points = 0): Promise<TestMember & { key: string }> {
  const member = await createTestMember(ctx, { points });
  return { ...member, key: await renew(member) };
}

async function renew(member: TestMember): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/api-key', headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ apiKey: string }>().apiKey;
}

const act = (memberId: number, action: 'block' | 'unblock') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/members/${memberId}/${action}`,
    headers: operator.headers,
  });

describe('an api key’s owner, kept in memory', () => {
  it('a renewed key is refused at once, in both APIs, and the new one is served', async () => {
    const r = await reseller();
    expect((await v1(ctx.app, r.key)).statusCode).toBe(200);
    expect((await v2(ctx.app, r.key, 'balance')).json()).toHaveProperty('balance');
    const next = await renew(r);
    expect((await v1(ctx.app, r.key)).statusCode).toBe(401);
    expect((await v2(ctx.app, r.key, 'balance')).json()).toHaveProperty('error');
    expect((await v1(ctx.app, next)).statusCode).toBe(200);
    expect((await v2(ctx.app, next, 'balance')).json()).toHaveProperty('balance');
  });

  it('a key moved to another member by SQL serves its new owner at once', async () => {
    const [a, b] = [await reseller(7), await reseller(0)];
    expect((await v2(ctx.app, a.key, 'balance')).json()).toMatchObject({ balance: '7' });
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE members SET api_key_hash = NULL WHERE id = $1', [a.id]);
      await tx.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [b.id, apiKeyHash(a.key)]);
    });
    expect((await v2(ctx.app, a.key, 'balance')).json()).toMatchObject({ balance: '0' });
  });

  it('blocking the owner answers 403 at once, and lifting the block 200', async () => {
    const r = await reseller();
    expect((await v1(ctx.app, r.key)).statusCode).toBe(200);
    expect((await act(r.id, 'block')).statusCode).toBe(200);
    expect((await v1(ctx.app, r.key)).statusCode).toBe(403);
    expect((await v2(ctx.app, r.key)).json()).toHaveProperty('error');
    expect((await act(r.id, 'unblock')).statusCode).toBe(200);
    expect((await v1(ctx.app, r.key)).statusCode).toBe(200);
  });

  it('deleting the account refuses its key at once', async () => {
    const r = await reseller();
    expect((await v1(ctx.app, r.key)).statusCode).toBe(200);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: r.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await v1(ctx.app, r.key)).statusCode).toBe(401);
    expect((await v2(ctx.app, r.key, 'balance')).json()).toHaveProperty('error');
  });

  it('is announced for a key owner’s key, block, deletion, login id and operator flag, never for a balance', async () => {
    const r = await reseller();
    const keyless = await createTestMember(ctx);
    const changes: string[] = [];
    const stop = ctx.db.onChange((table) => changes.push(table));
    // This process's own change arrives before the statement that made it resolves (read-cache.md).
    const announces = async (sql: string, id: number) => {
      changes.length = 0;
      await ctx.db.query(sql, [id]);
      return changes.includes('members');
    };
    try {
      expect(await announces('UPDATE members SET point_milli = point_milli + 1000 WHERE id = $1', r.id)).toBe(
        false,
      );
      expect(await announces('UPDATE members SET blocked_at = now() WHERE id = $1', keyless.id)).toBe(false);
      expect(await announces(`UPDATE members SET login_id = login_id || 'x' WHERE id = $1`, r.id)).toBe(true);
      expect(await announces('UPDATE members SET is_admin = true WHERE id = $1', r.id)).toBe(true);
      expect(await announces('UPDATE members SET blocked_at = now() WHERE id = $1', r.id)).toBe(true);
      expect(await announces('UPDATE members SET deleted_at = now() WHERE id = $1', r.id)).toBe(true);
      expect(await announces('UPDATE members SET api_key_hash = NULL WHERE id = $1', r.id)).toBe(true);
    } finally {
      stop();
    }
  });
});

describe('the reseller APIs’ service lists', () => {
  it('show a catalogue change in the next answer of v1 and v2, by SQL or by the operator', async () => {
    const r = await reseller();
    const { rows } = await ctx.db.query<{ id: number }>(
      'SELECT min(id)::int AS id FROM services WHERE visible AND NOT is_read_only',
    );
    const id = rows[0]?.id ?? 0;
    expect((await v1(ctx.app, r.key)).body).toContain(`"id":${id},`);
    expect((await v2(ctx.app, r.key)).body).toContain(`"service":${id},`);
    await ctx.db.query(`UPDATE services SET text = '목록 캐시 확인' WHERE id = $1`, [id]);
    expect((await v1(ctx.app, r.key)).body).toContain('목록 캐시 확인');
    expect((await v2(ctx.app, r.key)).body).toContain('목록 캐시 확인');
    const hidden = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/services/visibility',
      headers: operator.headers,
      payload: { ids: [id], visible: false },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await v1(ctx.app, r.key)).body).not.toContain('목록 캐시 확인');
    expect((await v2(ctx.app, r.key)).body).not.toContain('목록 캐시 확인');
  });
});

describe.runIf(TEST_DB === 'postgres')('two app instances on one PostgreSQL database', () => {
  const second = useSecondInstance(() => ctx);

  it('a key renewed through one is refused by it at once, and by the other when the notification arrives', async () => {
    const r = await reseller();
    expect((await v1(second().app, r.key)).statusCode).toBe(200);
    expect((await v1(ctx.app, r.key)).statusCode).toBe(200);
    const next = await renew(r);
    expect((await v1(ctx.app, r.key)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await v1(second().app, r.key)).statusCode).toBe(401));
    expect((await v1(second().app, next)).statusCode).toBe(200);
  });

  it('a block through the other is refused by both', async () => {
    const r = await reseller();
    expect((await v1(ctx.app, r.key)).statusCode).toBe(200);
    await second().db.query('UPDATE members SET blocked_at = now() WHERE id = $1', [r.id]);
    expect((await v1(second().app, r.key)).statusCode).toBe(403);
    await vi.waitFor(async () => expect((await v1(ctx.app, r.key)).statusCode).toBe(403));
  });

  it('a catalogue change through one is in the other’s v1 and v2 lists when the notification arrives', async () => {
    const r = await reseller();
    await v1(second().app, r.key);
    await v2(second().app, r.key);
    await ctx.db.query(
      `UPDATE services SET text = '다른 인스턴스 목록' WHERE id = (SELECT min(id) FROM services WHERE visible AND NOT is_read_only)`,
    );
    await vi.waitFor(async () =>
      expect((await v1(second().app, r.key)).body).toContain('다른 인스턴스 목록'),
    );
    await vi.waitFor(async () =>
      expect((await v2(second().app, r.key)).body).toContain('다른 인스턴스 목록'),
    );
  });
});
