import type { LightMyRequestResponse } from 'fastify';
import type { PointRequestInput } from '@smm/contract/point';
import type { TestMember } from './members.ts';
import type { TestContext } from './test-context.ts';

/** A tax invoice that passes every rule (220-81-62517 has a valid check digit). */
export const VALID_TAX_INVOICE = {
  company: '주식회사 예시',
  businessNumber: '220-81-62517',
  leader: '홍길동',
  phone: '0212345678',
  jobType: '서비스',
  jobType2: '광고대행',
  address: '서울특별시 강남구 테헤란로 1',
  email: 'tax@example.com',
};

export async function setSetting(ctx: TestContext, key: string, value: string): Promise<void> {
  await ctx.db.query(
    `INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [key, value],
  );
}

export function postTopUp(
  ctx: TestContext,
  member: TestMember,
  body: Partial<PointRequestInput> | Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/service/point',
    headers: member.headers,
    payload: body,
  });
}

/** Opens a pending top-up without fee document and returns its id. */
export async function createPendingTopUp(
  ctx: TestContext,
  member: TestMember,
  name: string,
  point: number,
  feeType = 2,
): Promise<number> {
  const res = await postTopUp(ctx, member, {
    name,
    point,
    feeType,
    feeValue: feeType === 1 ? VALID_TAX_INVOICE : feeType === 0 ? { phone: '01012345678' } : undefined,
  });
  if (res.statusCode !== 201) throw new Error(`top-up failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

export function decide(
  ctx: TestContext,
  operator: TestMember,
  id: number,
  action: 'approve' | 'reject',
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/point-requests/${id}/${action}`,
    headers: operator.headers,
  });
}

export async function requestStatus(
  ctx: TestContext,
  id: number,
): Promise<{ status: number; decided_via: string | null; reason: string | null }> {
  const { rows } = await ctx.db.query<{ status: number; decided_via: string | null; reason: string | null }>(
    'SELECT status, decided_via, reason FROM point_requests WHERE id = $1',
    [id],
  );
  return rows[0]!;
}
