import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderTestResult } from '@smm/contract/admin-providers';
import { ADMIN_PROVIDER_MESSAGES as M } from '@smm/contract/admin-providers-messages';
import { startApiV2FakeServer, type ApiV2FakeServer } from '../../../test/fakes/api-v2-fake-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { providerApi } from '../../../test/helpers/provider-admin.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';

// Issue 37 item 3: a provider's API URL is where the store POSTs the provider's key, and the
// console shows what came back. By default it may not point inside our own network.
const clock = manualClock();
const SETTINGS = { stepMs: 60_000, partialRate: 0, cancelRate: 0, seed: 'provider-address' };
let fake: ApiV2FakeServer;
let strict: TestContext;
let strictApi: ReturnType<typeof providerApi>;
let allowing: TestContext;
let allowingApi: ReturnType<typeof providerApi>;
let serial = 0;

beforeAll(async () => {
  fake = await startApiV2FakeServer({ clock, settings: SETTINGS, key: 'panel-key' });
  strict = await createTestContext({
    clock,
    env: { PROVIDER_ALLOW_PRIVATE_ADDRESSES: 'false', PROVIDER_TIMEOUT_MS: '1500' },
  });
  strictApi = providerApi(strict, await createTestMember(strict, { isAdmin: true, clock }));
  allowing = await createTestContext({ clock, env: { PROVIDER_TIMEOUT_MS: '1500' } });
  allowingApi = providerApi(allowing, await createTestMember(allowing, { isAdmin: true, clock }));
});
afterAll(async () => {
  await strict.close();
  await allowing.close();
  await fake.close();
});

const panel = (apiUrl: string) => ({ name: `패널 ${++serial}`, kind: 'api_v2', apiUrl, apiKey: 'panel-key' });
const port = () => new URL(fake.url).port;

/** A row written as an older version saved it, or as a name resolved when it was saved. */
async function storedRow(ctx: TestContext, apiUrl: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO providers (name, kind, api_url, api_key) VALUES ($1, 'api_v2', $2, 'panel-key') RETURNING id`,
    [`저장된 패널 ${++serial}`, apiUrl],
  );
  return rows[0]!.id;
}

describe('saving a provider address', () => {
  it('refuses a port past 65535 with a Korean message (it was saved, then the test answered 500)', async () => {
    for (const api of [strictApi, allowingApi]) {
      const res = await api.call('POST', '/providers', panel('http://127.0.0.1:99999/'));
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([400, M.urlPort]);
    }
  });

  it.each([
    ['the database on loopback', 'http://127.0.0.1:5432/', M.urlPrivate],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', M.urlPrivate],
    ['a hexadecimal IPv4 form', 'http://0x7f000001/api/v2', M.urlNumericHost],
    ['a single-number IPv4 form', 'http://2130706433/api/v2', M.urlNumericHost],
    ['a short IPv4 form', 'http://127.1/api/v2', M.urlNumericHost],
    ['an IPv4-mapped IPv6 address', 'http://[::ffff:127.0.0.1]/api/v2', M.urlPrivate],
    ['IPv6 loopback', 'http://[::1]:3100/api/v2', M.urlPrivate],
    ['a private network', 'https://10.0.0.5/api/v2', M.urlPrivate],
    ['the unspecified address', 'http://0.0.0.0:3100/', M.urlPrivate],
    ['localhost', 'http://localhost:3100/api/v2', M.urlPrivate],
  ])('refuses %s by default and saves nothing', async (_name, apiUrl, message) => {
    const before = (await strictApi.list()).length;
    const res = await strictApi.call('POST', '/providers', panel(apiUrl));
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([400, message]);
    // An edit is held to the same rule.
    const existing = await strictApi.create(panel('https://panel.example/api/v2'));
    const edit = await strictApi.call('PATCH', `/providers/${existing.id}`, { apiUrl });
    expect([edit.statusCode, edit.json<{ message: string }>().message]).toEqual([400, message]);
    expect((await strictApi.list()).length).toBe(before + 1);
  });

  it('with PROVIDER_ALLOW_PRIVATE_ADDRESSES, allows loopback and private networks, never metadata or odd forms', async () => {
    await allowingApi.create(panel(`http://127.0.0.1:${port()}/api/v2`));
    await allowingApi.create(panel('http://192.168.0.10:3100/api/v2'));
    for (const [apiUrl, message] of [
      ['http://169.254.169.254/latest/meta-data/', M.urlPrivate],
      ['http://[fe80::1]/', M.urlPrivate],
      ['http://[::ffff:127.0.0.1]/', M.urlPrivate],
      ['http://0x7f000001/', M.urlNumericHost],
    ]) {
      const res = await allowingApi.call('POST', '/providers', panel(apiUrl!));
      expect([res.statusCode, res.json<{ message: string }>().message], apiUrl).toEqual([400, message]);
    }
  });
});

describe('connecting to a provider', () => {
  const testOf = async (api: ReturnType<typeof providerApi>, id: number) => {
    const res = await api.test(id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProviderTestResult>();
  };

  it('checks every connection again: a stored internal address is not contacted, and the key never leaves', async () => {
    const before = fake.requests.length;
    for (const apiUrl of [`http://127.0.0.1:${port()}/api/v2`, `http://localhost:${port()}/api/v2`]) {
      const result = await testOf(strictApi, await storedRow(strict, apiUrl));
      expect(result).toMatchObject({ ok: false });
      expect(!result.ok && result.message).toBe(
        '잔액 조회 실패: 공급처 주소가 내부망(루프백, 사설망, 링크 로컬, 클라우드 메타데이터) 주소로 연결되어 연결하지 않았습니다. API 주소를 확인해 주세요.',
      );
    }
    expect(fake.requests.length).toBe(before);
  });

  it('answers a stored URL that does not parse with a Korean message, not a 500', async () => {
    const result = await testOf(allowingApi, await storedRow(allowing, 'http://127.0.0.1:99999/'));
    expect(!result.ok && result.message).toBe(
      '잔액 조회 실패: API 주소를 읽을 수 없습니다. 공급처 설정에서 API 주소와 포트를 확인해 주세요.',
    );
  });

  it('shows an upstream’s error text bounded and as plain text', async () => {
    const provider = await allowingApi.create(panel(fake.url));
    const noise = `<script>alert(1)</script>\n${'가'.repeat(3000)}`;
    fake.failNext('*', { kind: 'error', message: noise }, 2);
    const result = await testOf(allowingApi, provider.id);
    expect(result.ok).toBe(false);
    const message = !result.ok ? result.message : '';
    expect(message).toMatch(
      /^잔액 조회 실패: 공급처가 요청을 거절했습니다: "scriptalert\(1\)\/script 가+…"$/,
    );
    expect(message.length).toBeLessThan(260);
  });

  it('still reaches a panel at an allowed address', async () => {
    const provider = await allowingApi.create(panel(fake.url));
    expect(await testOf(allowingApi, provider.id)).toMatchObject({ ok: true });
  });
});
