import http from 'node:http';
import type { Clock } from '../../src/clock.ts';
import { readFields } from '../../src/http/api-v2-fields.ts';
import { collectBody, listen, sendJson, type RunningServer } from '../../src/simulator/api-v2-http-server.ts';
import type { SimulatorSettings } from '../../src/simulator/simulator-engine.ts';
import { createSimulatorPanel, type PanelAnswer } from '../../src/simulator/simulator-panel.ts';
import { memorySimulatorStore } from '../../src/simulator/simulator-store.ts';

/** What the fake does instead of answering normally. */
export type Fault =
  /** Reads the request and never answers: the client times out after sending. */
  | { kind: 'hang' }
  /** Answers this HTTP status with a body (default: an HTML error page). */
  | { kind: 'http'; status: number; body?: string }
  /** HTTP 200 with a body that is not JSON. */
  | { kind: 'garbage'; body?: string }
  /** HTTP 200 `{"error": message}`, as panels refuse. */
  | { kind: 'error'; message: string }
  /** HTTP 200 with this JSON value. */
  | { kind: 'json'; json: unknown }
  /** Acts on the request (e.g. creates the order), then drops the connection before answering. */
  | { kind: 'accept-then-drop' }
  /** Drops the connection without acting on the request. */
  | { kind: 'drop' };

export interface ApiV2FakeServer extends RunningServer {
  /** Every request received, in order (form fields, key included). */
  readonly requests: Record<string, string>[];
  /** Requests of one action. */
  requestsOf(action: string): Record<string, string>[];
  /** Makes the next `times` requests of `action` (or of any action, '*') fail with `fault`. */
  failNext(action: string, fault: Fault, times?: number): void;
  /**
   * The same for the next request of `action` about the provider order `order` (its `order`, or one
   * of its `orders`): the sweep's parallel workers ask about other open orders in calls of their
   * own, in any order.
   */
  failNextAbout(action: string, order: string, fault: Fault): void;
  /** Answers `action` through `handler` from now on (return undefined to answer normally). */
  override(action: string, handler: ((fields: Record<string, string>) => Fault | undefined) | null): void;
}

/**
 * A fault-injecting SMM panel (API v2 over HTTP on 127.0.0.1, random port). Normal answers come
 * from the simulator panel, so orders really progress with the given clock; faults are injected per
 * action, down to dropping the socket after the order was accepted.
 */
export async function startApiV2FakeServer(options: {
  clock: Clock;
  settings: SimulatorSettings;
  key?: string;
}): Promise<ApiV2FakeServer> {
  const panel = createSimulatorPanel({
    store: memorySimulatorStore(),
    clock: options.clock,
    settings: options.settings,
    key: options.key,
  });
  const requests: Record<string, string>[] = [];
  const queued: { action: string; fault: Fault; order?: string }[] = [];
  const asksAbout = (fields: Record<string, string>, order: string | undefined) =>
    order === undefined || fields.order === order || (fields.orders ?? '').split(',').includes(order);
  const overrides = new Map<string, (fields: Record<string, string>) => Fault | undefined>();
  const hanging = new Set<http.ServerResponse>();

  const takeFault = (fields: Record<string, string>): Fault | undefined => {
    const action = fields.action ?? '';
    const index = queued.findIndex(
      (q) => (q.action === action || q.action === '*') && asksAbout(fields, q.order),
    );
    if (index >= 0) return queued.splice(index, 1)[0]!.fault;
    return overrides.get(action)?.(fields);
  };

  const respond = async (fields: Record<string, string>, response: http.ServerResponse): Promise<void> => {
    const fault = takeFault(fields);
    if (!fault) return sendJson(response, await panel.handle(fields));
    switch (fault.kind) {
      case 'hang':
        hanging.add(response);
        return;
      case 'http':
        response.writeHead(fault.status, { 'content-type': 'text/html' });
        return void response.end(fault.body ?? `<html><body><h1>${fault.status}</h1></body></html>`);
      case 'garbage':
        response.writeHead(200, { 'content-type': 'text/html' });
        return void response.end(fault.body ?? '<html><body>Service temporarily unavailable</body></html>');
      case 'error':
        return sendJson(response, { httpStatus: 200, json: { error: fault.message } });
      case 'json':
        return sendJson(response, { httpStatus: 200, json: fault.json } satisfies PanelAnswer);
      case 'accept-then-drop':
        await panel.handle(fields);
        return void response.socket?.destroy();
      case 'drop':
        return void response.socket?.destroy();
    }
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const body = (await collectBody(request)) ?? '';
      const fields = readFields(body, request.headers['content-type']) ?? {};
      requests.push(fields);
      await respond(fields, response);
    })().catch(() => response.socket?.destroy());
  });
  const running = await listen(server, {});
  return {
    ...running,
    requests,
    requestsOf: (action) => requests.filter((r) => r.action === action),
    failNext(action, fault, times = 1) {
      for (let i = 0; i < times; i++) queued.push({ action, fault });
    },
    failNextAbout(action, order, fault) {
      queued.push({ action, fault, order });
    },
    override(action, handler) {
      if (handler) overrides.set(action, handler);
      else overrides.delete(action);
    },
    async close() {
      for (const response of hanging) response.socket?.destroy();
      await running.close();
    },
  };
}
