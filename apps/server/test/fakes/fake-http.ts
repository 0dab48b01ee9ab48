import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeHandler = (req: IncomingMessage, url: URL, res: ServerResponse) => void | Promise<void>;

export interface FakeServer {
  /** Base URL, e.g. http://127.0.0.1:53211 */
  url: string;
  /** Every request path seen, in order (e.g. to prove a call was or was not made). */
  paths: string[];
  /** Delays every answer (to provoke the server's timeouts). */
  delayMs: number;
  close(): Promise<void>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : null;
}

/** A real HTTP server on 127.0.0.1 and a random port, for fakes of outside services. */
export async function startFakeServer(handle: FakeHandler): Promise<FakeServer> {
  const state = { delayMs: 0 };
  const paths: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    paths.push(url.pathname);
    const answer = () =>
      Promise.resolve(handle(req, url, res)).catch(() => {
        if (!res.headersSent) sendJson(res, 500, { error: 'fake failed' });
      });
    if (state.delayMs > 0) setTimeout(() => void answer(), state.delayMs);
    else void answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
