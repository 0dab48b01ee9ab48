import { vi } from 'vitest';

/** The URL string of a fetch input. */
export function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : input.toString();
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Route = MockReply | ((request: Request) => MockReply | Promise<MockReply>);

/**
 * Stubs global fetch with a table of 'METHOD /path' routes (path without the /api base). An
 * unknown route answers the server's JSON 404 envelope. Returns the spy to inspect calls.
 */
export function mockFetch(routes: Record<string, Route>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(urlOf(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const route = routes[`${request.method} ${path}`];
    const reply = typeof route === 'function' ? await route(request) : route;
    const status = reply?.status ?? (reply ? 200 : 404);
    const body =
      reply?.body ??
      (reply ? null : { statusCode: 404, error: 'Not Found', message: '요청하신 주소를 찾을 수 없습니다.' });
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The 'METHOD /path' of every call made so far. */
export function calledRoutes(spy: ReturnType<typeof mockFetch>): string[] {
  return spy.mock.calls.map(([input, init]) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname.replace(/^\/api/, '');
    return `${init?.method ?? 'GET'} ${path}`;
  });
}
