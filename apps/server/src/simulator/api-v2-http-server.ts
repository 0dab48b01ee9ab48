import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFields } from '../http/api-v2-fields.ts';
import {
  deliver,
  refuseBeforeActing,
  wireForRequest,
  writeAnswer,
  type WireDialect,
} from './simulator-dialect-wire.ts';
import { PLAIN_DIALECT } from './simulator-dialect.ts';
import type { PanelAnswer } from './simulator-panel.ts';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

/** Collects a request body up to the limit; null when it is larger. */
export function collectBody(request: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const PLAIN_WIRE: WireDialect = { dialect: PLAIN_DIALECT, slowMs: 0 };

export function sendJson(response: http.ServerResponse, answer: PanelAnswer): void {
  writeAnswer(response, answer, PLAIN_WIRE);
}

/**
 * A minimal API v2 HTTP server: one POST with `key` and `action`, answered by `handle`. Plain
 * node:http keeps the simulator free of the app's plugins and lets fakes reach the raw socket.
 */
export async function startApiV2Server(
  handle: (fields: Record<string, string>) => Promise<PanelAnswer>,
  options: { port?: number; host?: string; wire?: WireDialect } = {},
): Promise<RunningServer> {
  const server = http.createServer((request, response) => {
    const wire = wireForRequest(options.wire ?? PLAIN_WIRE);
    void (async () => {
      if (request.method !== 'POST')
        return sendJson(response, { httpStatus: 405, json: { error: 'Use POST' } });
      const body = await collectBody(request);
      if (refuseBeforeActing(request, response, wire)) return;
      const fields = body === null ? null : readFields(body, request.headers['content-type']);
      if (fields === null)
        return sendJson(response, { httpStatus: 400, json: { error: 'Incorrect request' } });
      deliver(response, fields.action?.trim().toLowerCase(), await handle(fields), wire);
    })().catch(() => {
      if (!response.headersSent) sendJson(response, { httpStatus: 500, json: { error: 'Internal error' } });
      else response.destroy();
    });
  });
  return listen(server, options);
}

export async function listen(
  server: http.Server,
  options: { port?: number; host?: string },
): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/v2`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
