import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { httpTransport } from './api-v2-http-transport.ts';
import { createApiV2Provider } from './api-v2-provider.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createHarness, type Harness } from '../../../test/helpers/fulfilment-harness.ts';

// `npm run provider:simulator` as a real process on a free port, spoken to over HTTP: first with
// the API v2 adapter directly, then as the provider of a storefront order.
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const STEP_MS = 150;
let child: ChildProcess;
let url: string;

beforeAll(async () => {
  const script = (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts['provider:simulator'];
  const entry = /(\S+simulator-main\.ts)/.exec(script ?? '')?.[1];
  expect(entry, `npm run provider:simulator runs ${script}`).toBeDefined();
  const { DATABASE_URL: _unused, ...env } = process.env;
  child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, entry!)], {
    cwd: ROOT,
    env: {
      ...env,
      SIMULATOR_PORT: '0',
      HOST: '127.0.0.1',
      SIMULATOR_STEP_MS: String(STEP_MS),
      SIMULATOR_PARTIAL_RATE: '0',
      SIMULATOR_CANCEL_RATE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  url = await new Promise<string>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /(http:\/\/127\.0\.0\.1:\d+\/api\/v2)/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code}: ${output}`)));
  });
});
afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

describe('the standalone simulator (npm run provider:simulator)', () => {
  it('speaks API v2 over HTTP and moves an order Pending, In progress, Completed', async () => {
    const provider = createApiV2Provider(httpTransport(url, 2_000, { allowPrivate: true }), 'any-key');
    expect((await provider.services()).length).toBeGreaterThan(0);
    expect(await provider.balance()).toMatchObject({ currency: 'KRW' });
    const { providerOrderId } = await provider.add({
      service: '1',
      link: 'https://www.instagram.com/p/standalone/',
      quantity: 100,
    });
    const seen = new Set<number | null>();
    await vi.waitFor(
      async () => {
        const state = await provider.status(providerOrderId);
        seen.add(state.status);
        expect(state.status).toBe(OrderStatus.Completed);
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(seen).toContain(OrderStatus.Processing);
    expect(seen).toContain(OrderStatus.InProgress);
    const multi = await provider.multiStatus([providerOrderId, '999999']);
    expect(multi.get(providerOrderId)).toMatchObject({
      ok: true,
      value: { status: OrderStatus.Completed, remains: 0 },
    });
    expect(multi.get('999999')).toEqual({ ok: false, error: 'Incorrect order ID' });
  });

  it('accepts a JSON body as well as a form, and refuses a request without a key with HTTP 200', async () => {
    const json = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'k', action: 'balance' }),
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ currency: 'KRW' });
    const noKey = await fetch(url, { method: 'POST', body: new URLSearchParams({ action: 'balance' }) });
    expect(noKey.status).toBe(200);
    expect(await noKey.json()).toEqual({ error: 'Invalid API key' });
  });

  it('fulfils a storefront order end to end as its provider', async () => {
    const clock = manualClock();
    const h: Harness = await createHarness({ apiUrl: url }, clock);
    try {
      const serviceId = await h.service(0.5);
      const member = await h.member(100);
      const orderId = await h.order(member, { serviceId, amount: 100 });
      expect(await h.fulfilment.submission.submitDueOrders()).toBe(1);
      await vi.waitFor(
        async () => {
          clock.advance(h.fulfilment.options.syncIntervalMs);
          await h.fulfilment.statusSync.syncOrderStatuses();
          expect((await h.state(orderId)).status).toBe(OrderStatus.Completed);
        },
        { timeout: 10_000, interval: 50 },
      );
      await h.expectBalance(member, 50);
    } finally {
      await h.ctx.close();
    }
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
