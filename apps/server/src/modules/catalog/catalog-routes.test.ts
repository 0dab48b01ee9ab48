import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('catalogue endpoints', () => {
  it('lists only visible platforms, with ids, text and background', async () => {
    const res = await ctx.app.inject('/api/service/platforms');
    expect(res.statusCode).toBe(200);
    const platforms = res.json<{ id: number; text: string; visible: boolean; background: string }[]>();
    expect(platforms.map((p) => p.id)).toContain(1);
    expect(platforms.every((p) => p.visible)).toBe(true);
    expect(platforms.find((p) => p.id === 1)).toEqual({
      id: 1,
      text: '인스타그램',
      visible: true,
      background: '#E1306C',
    });
    expect(platforms.map((p) => p.id)).not.toContain(9);
  });

  it('lists categories with their platform id, hiding those of hidden platforms', async () => {
    await ctx.db.query(`INSERT INTO categories (platform_id, text) VALUES (9, '카카오 채널 친구')`);
    const categories = (await ctx.app.inject('/api/service/categorys')).json<
      { text: string; platform: number }[]
    >();
    expect(categories[0]).toMatchObject({ text: '인스타그램 팔로워', platform: 1 });
    expect(categories.some((c) => c.text === '카카오 채널 친구')).toBe(false);
  });

  it('lists services with decimal unit prices converted exactly from milli-points', async () => {
    const services = (await ctx.app.inject('/api/service/services')).json<
      { text: string; point: number; min: number; max: number; enableAuto: boolean; isReadOnly: boolean }[]
    >();
    const likes = services.find((s) => s.text === '인스타그램 외국인 게시물 좋아요');
    expect(likes).toMatchObject({ point: 0.5, min: 10, max: 30000, enableAuto: true, isReadOnly: false });
    expect(services.find((s) => s.text === '인스타그램 릴스 조회수')?.point).toBe(0.1);
    expect(services.filter((s) => s.isReadOnly)).toHaveLength(1);
  });

  it('extends the text with the price in won per unit when asked', async () => {
    const services = (await ctx.app.inject('/api/service/services?withPrice=true')).json<
      { text: string }[]
    >();
    expect(services).toContainEqual(
      expect.objectContaining({ text: '인스타그램 외국인 게시물 좋아요 (1개당 0.5원)' }),
    );
  });

  it('refuses a malformed withPrice flag with the error envelope', async () => {
    const res = await ctx.app.inject('/api/service/services?withPrice=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      message: '입력 양식을 맞춰주세요.',
    });
  });
});
