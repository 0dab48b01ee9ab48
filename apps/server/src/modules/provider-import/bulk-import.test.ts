import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult, ProviderCatalog } from '@smm/contract/admin-import';
import type { RunningServer } from '../../simulator/api-v2-http-server.ts';
import { startSimulatorServer } from '../../simulator/simulator-server.ts';
import { createHarness, settingsWith, type Harness } from '../../../test/helpers/fulfilment-harness.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { importFootprint, postImport, storefrontService } from '../../../test/helpers/import-fixtures.ts';

// Issue 31 "Importing a real catalogue": the standalone simulator playing a dollar panel with its
// generated 3,240-service catalogue; the console lists, searches and filters it and imports from
// many upstream categories into many of ours in one call, all or nothing.
const clock = manualClock();
let simulator: RunningServer;
let h: Harness;
let operator: TestMember;
let providerId: number;

beforeAll(async () => {
  simulator = await startSimulatorServer({
    settings: settingsWith(),
    clock,
    key: 'test-key',
    currency: 'USD',
    catalog: 'large',
  });
  h = await createHarness({ apiUrl: simulator.url }, clock);
  providerId = h.providerId;
  await h.ctx.db.query("UPDATE providers SET currency = 'USD' WHERE id = $1", [providerId]);
  operator = await createTestMember(h.ctx, { isAdmin: true });
});
afterAll(async () => {
  await h.ctx.close();
  await simulator.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  h.ctx.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: operator.headers,
    payload: payload as Record<string, unknown>,
  });

async function catalog(query = ''): Promise<ProviderCatalog> {
  const response = await admin('GET', `/providers/${providerId}/services${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProviderCatalog>();
}

describe('a real-sized catalogue', () => {
  it('lists 3,000+ services in 30+ categories with every API v2 type, searched and filtered here', async () => {
    const all = await catalog();
    expect(all.total).toBeGreaterThanOrEqual(3000);
    expect(all.services).toHaveLength(all.total);
    expect(all.categories.length).toBeGreaterThanOrEqual(30);
    expect(all.categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.total);
    expect(all.types.map((t) => t.name).sort()).toEqual(
      [
        'Comment Likes',
        'Comment Replies',
        'Custom Comments',
        'Custom Comments Package',
        'Default',
        'Invites from Groups',
        'Mentions Custom List',
        'Mentions Hashtag',
        'Mentions Media Likers',
        'Mentions User Followers',
        'Mentions with Hashtags',
        'Package',
        'Poll',
        'SEO',
        'Subscriptions',
      ].sort(),
    );
    // No dollar rate yet: the won cost is unknown, not guessed.
    expect(all.provider).toMatchObject({ currency: 'USD', krwPerUnit: null });
    expect(all.services.every((s) => s.unitCost === null)).toBe(true);

    const category = all.categories.find((c) => c.name === 'TikTok Likes')!;
    const filtered = await catalog(`?category=${encodeURIComponent(category.name)}&type=Package`);
    expect(filtered.matched).toBeGreaterThan(0);
    expect(filtered.services.every((s) => s.category === 'TikTok Likes' && s.type === 'Package')).toBe(true);
    const searched = await catalog('?q=instagram%20followers&limit=10&offset=5');
    expect(searched.services).toHaveLength(10);
    expect(searched.matched).toBe(all.services.filter((s) => /instagram followers/i.test(s.name)).length);
    expect(searched.services[0]!.providerServiceId).toBe(
      all.services.filter((s) => /instagram followers/i.test(s.name))[5]!.providerServiceId,
    );
    const byId = await catalog('?q=1234');
    expect(byId.services.map((s) => s.providerServiceId)).toContain('1234');
    expect(byId.total).toBe(all.total);

    const rate = await admin('PUT', '/exchange-rates/USD', { krwPerUnit: '1385.5' });
    expect(rate.statusCode, rate.body).toBe(200);
    const priced = await catalog('?limit=1');
    expect(priced.provider.krwPerUnit).toBe('1385.5');
    expect(priced.services[0]!.unitCost).not.toBeNull();
  });

  it('imports from three upstream categories into new categories in one call, creating each category once and reusing it after', async () => {
    const all = await catalog();
    const from = (name: string, n: number) => all.services.filter((s) => s.category === name).slice(0, n);
    const followers = from('Instagram Followers', 3);
    const likes = from('Instagram Likes', 2);
    const views = from('YouTube Views', 2);
    const response = await admin('POST', `/providers/${providerId}/import`, {
      markupPercent: 30,
      items: [
        ...followers.map((s) => ({
          providerServiceId: s.providerServiceId,
          platformId: 1,
          categoryName: '인스타 팔로워',
        })),
        ...likes.map((s, i) => ({
          providerServiceId: s.providerServiceId,
          platformId: 1,
          categoryName: '인스타 좋아요',
          name: `인스타 좋아요 ${i + 1}`,
          markupPercent: 50,
        })),
        ...views.map((s) => ({
          providerServiceId: s.providerServiceId,
          platformId: 2,
          categoryName: '유튜브 조회수',
        })),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportResult>();
    expect(result.createdCategories.map((c) => [c.platformId, c.name])).toEqual([
      [1, '인스타 팔로워'],
      [1, '인스타 좋아요'],
      [2, '유튜브 조회수'],
    ]);
    expect(result.services).toHaveLength(7);
    const [followersId, likesId, viewsId] = result.createdCategories.map((c) => c.id);
    expect(result.services.map((s) => s.categoryId)).toEqual([
      followersId,
      followersId,
      followersId,
      likesId,
      likesId,
      viewsId,
      viewsId,
    ]);
    expect(result.services[3]).toMatchObject({ name: '인스타 좋아요 1' });
    // The likes' own markup (50%): price = cost per 1000 in won x 1.5, each rounded up.
    const like = result.services[3]!;
    expect(like.unitPrice).toBeGreaterThanOrEqual(like.unitCost * 1.5 - 0.001);
    expect(await storefrontService(h.ctx, like.serviceId)).toMatchObject({ point: like.unitPrice });
    const { rows } = await h.ctx.db.query<{ provider_type: string; provider_dripfeed: boolean }>(
      'SELECT provider_type, provider_dripfeed FROM services WHERE id = $1',
      [result.services[0]!.serviceId],
    );
    expect(rows[0]).toEqual({ provider_type: followers[0]!.type, provider_dripfeed: followers[0]!.dripfeed });

    // A second pass into a category of the same name reuses it.
    const more = from('Instagram Followers', 5).slice(3);
    const again = await admin('POST', `/providers/${providerId}/import`, {
      markupPercent: 30,
      items: more.map((s) => ({
        providerServiceId: s.providerServiceId,
        platformId: 1,
        categoryName: '인스타 팔로워',
      })),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ImportResult>()).toMatchObject({ createdCategories: [] });
    expect(again.json<ImportResult>().services.every((s) => s.categoryId === followersId)).toBe(true);

    const listed = await catalog(`?q=${followers[0]!.providerServiceId}`);
    expect(
      listed.services.find((s) => s.providerServiceId === followers[0]!.providerServiceId),
    ).toMatchObject({
      importedServiceId: result.services[0]!.serviceId,
      importedServiceName: result.services[0]!.name,
    });
  });

  it('imports nothing at all when one item of many is refused', async () => {
    const all = await catalog();
    const fresh = all.services.filter((s) => s.importedServiceId === null).slice(0, 40);
    const taken = all.services.find((s) => s.importedServiceId !== null)!;
    const { rows } = await h.ctx.db.query<{ id: number }>(
      'SELECT min(n)::int AS id FROM generate_series(1, 15) n WHERE NOT EXISTS (SELECT 1 FROM platforms p WHERE p.id = n)',
    );
    // A platform icon the store has no platform on yet (seeded stores leave some free).
    const noPlatform = rows[0]?.id ?? 15;
    if (rows[0]?.id == null)
      await h.ctx.db.query(
        'DELETE FROM platforms WHERE id = 15 AND NOT EXISTS (SELECT 1 FROM categories WHERE platform_id = 15)',
      );
    const before = await importFootprint(h.ctx);
    const cases: [unknown[], number][] = [
      [
        [
          ...fresh.map((s) => ({
            providerServiceId: s.providerServiceId,
            platformId: 1,
            categoryName: '새 묶음',
          })),
          { providerServiceId: taken.providerServiceId, platformId: 1, categoryName: '새 묶음' },
        ],
        409,
      ],
      [
        [
          ...fresh.map((s) => ({
            providerServiceId: s.providerServiceId,
            platformId: 1,
            categoryName: '새 묶음',
          })),
          { providerServiceId: '999999', platformId: 1, categoryName: '새 묶음' },
        ],
        400,
      ],
      [
        fresh.map((s, i) => ({
          providerServiceId: s.providerServiceId,
          platformId: i < 39 ? 1 : noPlatform,
          categoryName: '새 묶음',
        })),
        400,
      ],
      [
        fresh.map((s) => ({
          providerServiceId: s.providerServiceId,
          categoryId: 1,
          categoryName: '새 묶음',
        })),
        400,
      ],
      [fresh.map((s) => ({ providerServiceId: s.providerServiceId, categoryName: '새 묶음' })), 400],
    ];
    for (const [items, status] of cases) {
      const response = await postImport(h.ctx, operator, providerId, { markupPercent: 30, items });
      expect(response.statusCode, response.body).toBe(status);
    }
    expect(await importFootprint(h.ctx)).toEqual(before);
  });

  it('creates a category that two imports of two providers name at the same moment only once', async () => {
    const { rows } = await h.ctx.db.query<{ id: number }>(
      `INSERT INTO providers (name, kind, api_url, api_key, currency) VALUES ('둘째 패널', 'api_v2', $1, 'test-key', 'USD')
       RETURNING id`,
      [simulator.url],
    );
    const second = rows[0]!.id;
    const fresh = (await catalog()).services.filter((s) => s.importedServiceId === null);
    const body = (ids: string[]) => ({
      markupPercent: 30,
      items: ids.map((providerServiceId) => ({
        providerServiceId,
        platformId: 2,
        categoryName: '동시에 만든 카테고리',
      })),
    });
    const [a, b] = await Promise.all([
      postImport(h.ctx, operator, providerId, body(fresh.slice(0, 3).map((s) => s.providerServiceId))),
      postImport(h.ctx, operator, second, body(fresh.slice(3, 6).map((s) => s.providerServiceId))),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    const { rows: made } = await h.ctx.db.query(
      "SELECT id FROM categories WHERE platform_id = 2 AND text = '동시에 만든 카테고리'",
    );
    expect(made).toHaveLength(1);
  });

  it('imports 500 services in one call', async () => {
    const all = await catalog();
    const fresh = all.services.filter((s) => s.importedServiceId === null && s.rateReadable).slice(0, 500);
    const response = await admin('POST', `/providers/${providerId}/import`, {
      markupPercent: 25,
      items: fresh.map((s) => ({
        providerServiceId: s.providerServiceId,
        platformId: 3,
        categoryName: s.category,
      })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportResult>();
    expect(result.services).toHaveLength(500);
    expect(new Set(result.services.map((s) => s.serviceId)).size).toBe(500);
    expect(result.createdCategories.length).toBe(new Set(fresh.map((s) => s.category)).size);
  });
});
