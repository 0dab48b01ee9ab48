import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import { closeBrowser, openBrowser, type BrowserSession } from './support/browser.ts';

const baseUrl = workerBaseUrl();
let session: BrowserSession | undefined;
afterAll(closeBrowser);
afterEach(async () => {
  if (!session) return;
  expect(session.pageErrors).toEqual([]);
  await session.close();
  session = undefined;
});

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A fresh member with a key, signed in through the API. */
async function memberWithKey(): Promise<{ token: string; apiKey: string }> {
  const id = `d${randomBytes(4).toString('hex')}`;
  await post('/auth/register', {
    id,
    password: 'docs-pass-1',
    email: `${id}@example.com`,
    registerWhere: '기타',
  });
  const { accessToken } = await post<{ accessToken: string }>('/auth/login', { id, password: 'docs-pass-1' });
  const { apiKey } = await post<{ apiKey: string }>('/auth/api-key', {}, accessToken);
  return { token: accessToken, apiKey };
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
    session = await openBrowser({ width: 375, height: 812 });
    const { page } = session;
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), token);
    await page.goto(`${baseUrl}/api`);
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
    session = await openBrowser({ width: 375, height: 812 });
    const { page } = session;
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), token);
    await page.goto(`${baseUrl}/account`);
    await page.getByRole('region', { name: 'API 키' }).getByRole('link', { name: 'API 안내 보기' }).click();
    await page.getByRole('heading', { level: 1, name: 'API 안내' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/api');
  });
});
