import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSettings } from '@smm/contract/admin-settings';
import { ADMIN_SETTINGS_MESSAGES as M } from '@smm/contract/admin-settings-messages';
import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import { SETTING_KEYS } from '@smm/contract/settings';
import { ORDER_LOOKUP_TTL_MS } from '../../fast-path/order-lookups.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';

const clock = manualClock();
let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  operator = await createTestMember(ctx, { isAdmin: true, clock });
});
afterAll(() => ctx.close());

const patch = (payload: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: operator.headers,
    payload: payload as object,
  });
const adminValues = async () =>
  (await ctx.app.inject({ url: '/api/admin/settings', headers: operator.headers })).json<AdminSettings>()
    .values;
const publicSettings = async (headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: '/api/service/settings', headers });
const publicValue = async (key: string) =>
  (await publicSettings()).json<{ key: string; value: string }[]>().find((s) => s.key === key)?.value;
const settingsAudits = async () =>
  (
    await ctx.db.query<{ before: Record<string, string>; after: Record<string, string> }>(
      `SELECT before, after FROM audit_log WHERE action = 'settings.update' ORDER BY id`,
    )
  ).rows;

describe('GET /api/admin/settings', () => {
  it('is for operators only', async () => {
    const member = await createTestMember(ctx, { clock });
    expect((await ctx.app.inject('/api/admin/settings')).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/admin/settings', headers: member.headers })).statusCode).toBe(
      403,
    );
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: member.headers,
      payload: { COMPANY: '탈취' },
    });
    expect(res.statusCode).toBe(403);
    expect(await publicValue('COMPANY')).not.toBe('탈취');
  });

  it('answers every key of spec section 3', async () => {
    expect(Object.keys(await adminValues()).sort()).toEqual([...SETTING_KEYS].sort());
  });
});

describe('PATCH /api/admin/settings', () => {
  it('writes the values, which the storefront answers at once, never as a stale 304', async () => {
    const before = await publicSettings();
    const etag = String(before.headers.etag);
    expect(before.headers['cache-control']).toBe('no-cache');

    const res = await patch({
      MAIN_COLOR: '#1B7F3B',
      COMPANY: ' 새 상호 ',
      POINT_CHARGE_BUTTON_OPTIONS: '1000, 3000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminSettings>().values).toMatchObject({
      MAIN_COLOR: '#1b7f3b',
      COMPANY: '새 상호',
      POINT_CHARGE_BUTTON_OPTIONS: '1000,3000',
    });

    const after = await publicSettings({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const list = after.json<{ key: string; value: string }[]>();
    expect(list.find((s) => s.key === 'MAIN_COLOR')?.value).toBe('#1b7f3b');
    expect(list.find((s) => s.key === 'COMPANY')?.value).toBe('새 상호');
  });

  it('audits the changed keys only, before and after, and writes nothing for a change to the same values', async () => {
    const audits = (await settingsAudits()).length;
    await patch({ CEO: '새 대표', COMPANY: '새 상호' });
    const rows = await settingsAudits();
    expect(rows).toHaveLength(audits + 1);
    expect(rows.at(-1)).toMatchObject({ after: { CEO: '새 대표' } });
    expect(Object.keys(rows.at(-1)!.after)).toEqual(['CEO']);

    expect((await patch({ CEO: '새 대표' })).statusCode).toBe(200);
    expect(await settingsAudits()).toHaveLength(audits + 1);
  });

  it.each([
    [{ NOT_A_SETTING: 'x' }, M.unknownKey(['NOT_A_SETTING'])],
    [{ NAVER_CLIENT_SECRET: 'secret' }, M.unknownKey(['NAVER_CLIENT_SECRET'])],
    [{ MAIN_COLOR: 'blue' }, M.color('대표 색상', '#5b5bd6')],
    [{ CHANNEL_LINK: 'javascript:alert(1)' }, M.url('상담 채널 주소')],
    [{ BANK_CODE: '4' }, M.bankCode],
    [{ POINT_CHARGE_BUTTON_OPTIONS: '1000;5000' }, M.amountsFormat],
    [{ ENABLE_PAYMENT_TYPE: 'EVERYTHING' }, M.paymentType],
    [{ ENABLE_QNA: 'maybe' }, M.flag('FAQ 메뉴')],
    [{}, M.nothingToChange],
  ])('refuses %j with its Korean message', async (payload, message) => {
    const res = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('is all or nothing: one bad value keeps the good ones out too', async () => {
    const audits = (await settingsAudits()).length;
    const values = await adminValues();
    const res = await patch({ COMPANY: '반쯤 저장된 상호', SITE_NOTICE_BOLD_TEXT: 'red' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: M.color('중요 공지 글자 색', '#e5484d') });
    expect(await adminValues()).toEqual(values);
    expect(await settingsAudits()).toHaveLength(audits);
  });

  it('checks the rules between keys on the settings a change would produce', async () => {
    await patch({ KAKAO_TOKEN: '' });
    const refused = await patch({ ENABLE_SNS_KAKAO: 'true' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: M.kakaoNeedsKey });
    expect(await publicValue('ENABLE_SNS_KAKAO')).toBe('false');

    const accepted = await patch({ ENABLE_SNS_KAKAO: 'true', KAKAO_TOKEN: 'abcdef0123456789' });
    expect(accepted.statusCode).toBe(200);
    expect(await publicValue('ENABLE_SNS_KAKAO')).toBe('true');
    const clearing = await patch({ KAKAO_TOKEN: '' });
    expect(clearing.json()).toMatchObject({ message: M.kakaoNeedsKey });
    await patch({ ENABLE_SNS_KAKAO: 'false' });
  });

  it('creates the row of a key that was never set', async () => {
    await ctx.db.query(`DELETE FROM site_settings WHERE key = 'CHANNEL_BUTTON_TEXT'`);
    expect(await publicValue('CHANNEL_BUTTON_TEXT')).toBeUndefined();
    expect((await adminValues()).CHANNEL_BUTTON_TEXT).toBe('');
    expect((await patch({ CHANNEL_BUTTON_TEXT: '문의하기' })).statusCode).toBe(200);
    expect(await publicValue('CHANNEL_BUTTON_TEXT')).toBe('문의하기');
  });

  it('turns the service check on for orders within the order path’s read cache', async () => {
    const member = await createTestMember(ctx, { points: 10_000, clock });
    const serviceId = await createTestService(ctx, { price: 1, min: 10, max: 1000 });
    const order = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/service/order',
        headers: member.headers,
        payload: { serviceId, link: 'https://www.instagram.com/p/x/', amount: 10, runs: 0, interval: 0 },
      });
    expect((await order()).statusCode).toBe(200);
    expect((await patch({ ENABLE_SERVICE_CHECK: 'true' })).statusCode).toBe(200);
    clock.advance(ORDER_LOOKUP_TTL_MS + 1);
    const refused = await order();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: ORDER_MESSAGES.serviceCheck });
    await patch({ ENABLE_SERVICE_CHECK: 'false' });
  });
});
