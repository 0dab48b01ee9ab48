import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@smm/contract/messages';
import {
  createAccountsTestContext,
  setSettings,
  type AccountsTestContext,
} from '../../../test/helpers/accounts-context.ts';

// Flags on, but no NAVER_CLIENT_SECRET, no Kakao REST API key (nor KAKAO_TOKEN) and no KAKAO_APP_ID.
let ctx: AccountsTestContext;
beforeAll(async () => {
  ctx = await createAccountsTestContext({
    env: {
      NAVER_AUTH_BASE_URL: 'http://127.0.0.1:9',
      KAKAO_AUTH_BASE_URL: 'http://127.0.0.1:9',
      KAKAO_API_BASE_URL: 'http://127.0.0.1:9',
    },
  });
  await setSettings(ctx.db, { ENABLE_SNS_NAVER: 'true', ENABLE_SNS_KAKAO: 'true' });
});
afterAll(() => ctx.close());

describe('social login without its secrets configured', () => {
  it('answers 503 with the provider message instead of calling the provider', async () => {
    const naver = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/naver',
      payload: { code: 'c' },
    });
    expect(naver.statusCode).toBe(503);
    expect(naver.json()).toMatchObject({ message: MESSAGES.login.naverFailed });
    const kakao = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/kakao',
      payload: { code: 'c' },
    });
    expect(kakao.statusCode).toBe(503);
    expect(kakao.json()).toMatchObject({ message: MESSAGES.login.kakaoFailed });
  });
});
