import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '@smm/contract/settings';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('site endpoints', () => {
  it('serves every settings key of the spec as a key/value list', async () => {
    const res = await ctx.app.inject('/api/service/settings');
    expect(res.statusCode).toBe(200);
    const keys = res.json<{ key: string; value: string }[]>().map((s) => s.key);
    expect([...keys].sort()).toEqual([...SETTING_KEYS].sort());
  });

  it('lists notices with the top ones first', async () => {
    const notices = (await ctx.app.inject('/api/service/notices')).json<
      { content: string; isTop: boolean }[]
    >();
    expect(notices.length).toBeGreaterThan(1);
    expect(notices[0]?.isTop).toBe(true);
    expect(notices.slice(1).every((n) => !n.isTop)).toBe(true);
  });

  it('lists FAQ entries and registration sources in their order', async () => {
    const qnas = (await ctx.app.inject('/api/service/qnas')).json<{ title: string; answer: string }[]>();
    expect(qnas[0]?.title).toBe('주문 후 얼마나 지나야 시작되나요?');
    const sources = (await ctx.app.inject('/api/service/register-where')).json<{ text: string }[]>();
    expect(sources.map((s) => s.text)).toEqual([
      '네이버 검색',
      '구글 검색',
      '인스타그램',
      '유튜브',
      '블로그·카페',
      '지인 추천',
      '기타',
    ]);
  });

  it('hides notices, FAQ entries and sources marked invisible', async () => {
    await ctx.db.query(`UPDATE qnas SET visible = false WHERE sort_order = 0`);
    const qnas = (await ctx.app.inject('/api/service/qnas')).json<{ title: string }[]>();
    expect(qnas.map((q) => q.title)).not.toContain('주문 후 얼마나 지나야 시작되나요?');
  });
});

describe('unknown paths', () => {
  it('answer a JSON 404 under /api, never the SPA', async () => {
    const res = await ctx.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({
      statusCode: 404,
      error: 'NOT_FOUND',
      message: '요청하신 주소를 찾을 수 없습니다.',
    });
    expect(res.json<{ requestId: string }>().requestId).toBe(res.headers['x-request-id']);
  });

  it('answer a JSON 404 for a POST to a missing path', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/order', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
