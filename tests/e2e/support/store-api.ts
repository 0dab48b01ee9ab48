import type { Page } from 'playwright-core';

/** The operator every browser-suite server is started with (global-setup.ts). */
export const OPERATOR = { id: 'operator', password: 'operator-pass-1234' };

/**
 * The running server's member API for arranging a browser journey: JSON calls, members topped up
 * through the product's own path, and a browser signed in with a member's jwt.
 */
export function storeApi(baseUrl: string) {
  /** A JSON call's status and parsed body, whatever the status (a journey that expects a refusal). */
  async function answer<T>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: T; text: string }> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, text };
  }

  /** A JSON call; throws with the answer on a non-2xx status. */
  async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const reply = await answer<T>(method, path, body, token);
    if (reply.status < 200 || reply.status > 299)
      throw new Error(`${method} ${path} -> ${reply.status} ${reply.text}`);
    return reply.body;
  }

  const login = async (id: string, password: string) =>
    (await call<{ accessToken: string }>('POST', '/auth/login', { id, password })).accessToken;

  const operatorToken = () => login(OPERATOR.id, OPERATOR.password);

  /** A new member signed up through the register call, as the form sends it: its id and jwt. */
  async function registerMember(prefix = 'm'): Promise<{ id: string; token: string }> {
    const id = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
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
    return { id, token: await login(id, password) };
  }

  /**
   * A new member topped up through the product's own path: sign up, ask for a bank-transfer
   * top-up, and have the operator (bootstrapped by the global setup) approve it.
   */
  async function memberWithPoints(points: number): Promise<{ id: string; token: string }> {
    const member = await registerMember('order');
    const request = await call<{ id: number }>(
      'POST',
      '/service/point',
      { name: '홍길동', point: points, feeType: 2 },
      member.token,
    );
    await call('POST', `/admin/point-requests/${request.id}/approve`, {}, await operatorToken());
    return member;
  }

  /** Signs the browser in with the member's jwt (the login page itself is another journey's subject). */
  async function signIn(page: Page, token: string): Promise<void> {
    await page.goto(`${baseUrl}/terms/service`);
    await page.evaluate(`window.localStorage.setItem('jwt', ${JSON.stringify(token)})`);
  }

  return { answer, call, login, operatorToken, registerMember, memberWithPoints, signIn };
}
