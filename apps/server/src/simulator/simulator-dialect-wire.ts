import { createHash } from 'node:crypto';
import type http from 'node:http';
import type { PanelAnswer } from './simulator-panel.ts';
import type { DialectQuirk, SimulatorDialect } from './simulator-dialect.ts';

/** The wire side of a dialect: what reaches the socket, and how late. */
export interface WireDialect {
  dialect: SimulatorDialect;
  /** How long a `slow` panel takes to answer (SIMULATOR_SLOW_MS); longer than any client waits. */
  slowMs: number;
  /**
   * Whether this request meets the dialect's faults (`html`, `http-500`, `slow`, `lost-submit`);
   * absent, every request does (SIMULATOR_FAULT_RATE 1, the default).
   */
  faultsNow?: () => boolean;
}

/** The quirks that are faults of a moment rather than a panel's manners: SIMULATOR_FAULT_RATE gates them. */
const FAULT_QUIRKS: ReadonlySet<DialectQuirk> = new Set(['html', 'http-500', 'slow', 'lost-submit']);

/**
 * SIMULATOR_FAULT_RATE: each request meets the faults with this probability, drawn from the seed
 * and the request's number, so the same seed gives the same sequence of faulty requests.
 */
export function seededFaults(rate: number, seed: string): (() => boolean) | undefined {
  if (rate >= 1) return undefined;
  let request = 0;
  return () => {
    const digest = createHash('sha256').update(`${seed}:fault:${request++}`).digest();
    return digest.readUInt32BE(0) / 2 ** 32 < rate;
  };
}

/** The wire one request meets: the whole dialect, or without its faults when the draw spares it. */
export function wireForRequest(wire: WireDialect): WireDialect {
  if (!wire.faultsNow || wire.faultsNow()) return wire;
  return { ...wire, dialect: new Set([...wire.dialect].filter((q) => !FAULT_QUIRKS.has(q))) };
}

const MAINTENANCE_PAGE =
  '<!DOCTYPE html>\n<html><head><title>Maintenance</title></head>' +
  '<body><h1>We will be back soon</h1><p>The panel is under maintenance.</p></body></html>\n';

/**
 * What the panel says before it reads the request, or null when it goes on to act on it: the
 * maintenance page and the 500 of a panel that is down, and the encoding it refuses. A refused
 * encoding is HTTP 415 for a JSON-only panel (the one signal a client can act on) and a plain
 * `{"error"}` for a form-only one, as a PHP panel reading `$_POST` finds no fields in JSON.
 */
export function refuseBeforeActing(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  wire: WireDialect,
): boolean {
  const json = (request.headers['content-type'] ?? '').includes('application/json');
  if (wire.dialect.has('html')) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(MAINTENANCE_PAGE);
  } else if (wire.dialect.has('http-500')) {
    response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Internal Server Error');
  } else if (wire.dialect.has('json-only') && !json) {
    writeAnswer(
      response,
      { httpStatus: 415, json: { error: 'Content-Type must be application/json' } },
      wire,
    );
  } else if (wire.dialect.has('form-only') && json) {
    writeAnswer(response, { httpStatus: 200, json: { error: 'Incorrect request' } }, wire);
  } else return false;
  return true;
}

/** Writes an answer the panel acted on: lost (a recorded `add`), late, or wrapped in a BOM or whitespace. */
export function deliver(
  response: http.ServerResponse,
  action: string | undefined,
  answer: PanelAnswer,
  wire: WireDialect,
): void {
  const accepted =
    action === 'add' && typeof answer.json === 'object' && answer.json !== null && 'order' in answer.json;
  if (accepted && wire.dialect.has('lost-submit')) {
    // The order is recorded; the client sees the connection drop after its request was sent.
    response.socket?.destroy();
    return;
  }
  if (!wire.dialect.has('slow')) return writeAnswer(response, answer, wire);
  const timer = setTimeout(() => {
    if (!response.destroyed) writeAnswer(response, answer, wire);
  }, wire.slowMs);
  timer.unref();
  response.on('close', () => clearTimeout(timer));
}

export function writeAnswer(response: http.ServerResponse, answer: PanelAnswer, wire: WireDialect): void {
  let body = JSON.stringify(answer.json);
  if (wire.dialect.has('whitespace')) body = `\n  ${body}\n\n \t`;
  if (wire.dialect.has('bom')) body = `\uFEFF${body}`;
  response.writeHead(answer.httpStatus, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}
