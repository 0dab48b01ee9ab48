import { startServer, type RunningServer } from '../tests/e2e/support/server-process.ts';

const OPERATOR = { id: 'web-bench-operator', password: 'web-bench-pass-1234' };

/**
 * What `bench:web` and `trace:web` measure against: the real server on a private embedded database
 * with a bootstrapped operator, signed in (the operator is a member too, so member pages have data).
 */
export async function startSignedInStore(): Promise<{ server: RunningServer; accessToken: string }> {
  const server = await startServer({ ADMIN_ID: OPERATOR.id, ADMIN_PASSWORD: OPERATOR.password });
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  if (!login.ok) {
    await server.stop();
    throw new Error(`operator login failed: ${login.status}`);
  }
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { server, accessToken };
}
