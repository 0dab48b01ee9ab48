import type { Page } from 'playwright-core';

const OPERATOR = { id: 'operator', password: 'operator-pass-1234' };

/**
 * The running server's member API for arranging a browser journey: JSON calls, members topped up
 * through the product's own path, and a browser signed in with a member's jwt.
 */
export function storeApi(baseUrl: string) {
  /** A JSON call; throws with the answer on a non-2xx status. */
  async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  const login = async (id: string, password: string) =>
    (await call<{ accessToken: string }>('POST', '/auth/login', { id, password })).accessToken;

  /**
   * A new member topped up through the product's own path: sign up, ask for a bank-transfer
   * top-up, and have the operator (bootstrapped by the global setup) approve it.
   */
  async function memberWithPoints(points: number): Promise<{ id: string; token: string }> {
    const id = `order${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const password = 'e2e-pass-1234';
    const [source] = await call<{ text: string }[]>('GET', '/service/register-where');
    await call('POST', '/auth/register', {
      id,
      password,
      email: `${id}@example.com`,
      registerWhere: source?.text ?? '',
      phoneNumber: '',
      sendCode: '',
      referral: '',
    });
    const token = await login(id, password);
    const request = await call<{ id: number }>(
      'POST',
      '/service/point',
      { name: '홍길동', point: points, feeType: 2 },
      token,
    );
    const operator = await login(OPERATOR.id, OPERATOR.password);
    await call('POST', `/admin/point-requests/${request.id}/approve`, {}, operator);
    return { id, token };
  }

  /** Signs the browser in with the member's jwt (the login page itself is another journey's subject). */
  async function signIn(page: Page, token: string): Promise<void> {
    await page.goto(`${baseUrl}/terms/service`);
    await page.evaluate(`window.localStorage.setItem('jwt', ${JSON.stringify(token)})`);
  }

  return { call, login, memberWithPoints, signIn };
}
