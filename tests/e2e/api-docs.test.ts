import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';

const baseUrl = workerBaseUrl();
const journey = browserJourney(baseUrl);

const { call, registerMember } = storeApi(baseUrl);

/** A fresh member with a key, signed in through the API. */
async function memberWithKey(): Promise<{ token: string; apiKey: string }> {
  const { token } = await registerMember('d');
  const { apiKey } = await call<{ apiKey: string }>('POST', '/auth/api-key', {}, token);
  return { token, apiKey };
}

describe('the /api page renders the served OpenAPI document', () => {
  it('shows every documented operation, with the member key masked until revealed', async () => {
    const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { summary: string }>>;
    };
    const summaries = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((o) => o.summary),
    );
    expect(summaries).toEqual(expect.arrayContaining(['Get Services', 'Order Services', 'Order Status']));

    const { token, apiKey } = await memberWithKey();
    const page = await journey.openAs(token, '/api', { width: 375, height: 812 });
    for (const summary of summaries) await page.getByRole('heading', { level: 3, name: summary }).waitFor();
    await page.getByText(`${baseUrl}/api/v1`, { exact: true }).waitFor();
    await page.getByText('api-key: 발급받은 API 키', { exact: true }).waitFor();

    // Masked everywhere until the member asks to see it.
    const status = page.getByRole('region', { name: 'Order Status' });
    const curl = status.locator('pre').first();
    expect(await curl.textContent()).toContain(`api-key: ••••••••${apiKey.slice(-4)}`);
    expect(await page.getByText(apiKey).count()).toBe(0);

    await page.getByRole('button', { name: 'API 키 보기' }).click();
    expect(await page.getByLabel('내 API 키').textContent()).toBe(apiKey);
    expect(await curl.textContent()).toBe(
      `curl '${baseUrl}/api/v1/status/1024' \\\n  -H 'api-key: ${apiKey}'`,
    );

    // API v2 (the panel standard) carries the same key, as its form field.
    const v2 = page.getByRole('region', { name: 'API v2 (SMM 패널 표준)' });
    expect(await v2.locator('pre').first().textContent()).toContain(`-d 'key=${apiKey}'`);

    // The refusals the server documents are listed with their Korean messages.
    await page
      .getByRole('region', { name: 'Order Services 오류 응답' })
      .getByText('포인트가 부족합니다.')
      .waitFor();
  });

  it('is reached from the api key section of /account', async () => {
    const { token } = await memberWithKey();
    const page = await journey.openAs(token, '/account', { width: 375, height: 812 });
    await page.getByRole('region', { name: 'API 키' }).getByRole('link', { name: 'API 안내 보기' }).click();
    await page.getByRole('heading', { level: 1, name: 'API 안내' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/api');
  });
});
