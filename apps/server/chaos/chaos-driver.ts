import { field, type Answer, type StoreCall } from './chaos-client.ts';
import { memberLogin, orderLink, type ChaosPlan, type ChaosStep, type PlannedOrder } from './chaos-plan.ts';
import { expectOk, type StoreSetup } from './chaos-setup.ts';
import { WEBHOOK_SECRET, type StoreProcess } from './chaos-store.ts';
import type { Upstreams } from './chaos-upstreams.ts';

/** An order the store acknowledged: a 2xx answer carrying its id. */
export interface AcknowledgedOrder {
  ref: number;
  orderId: number;
  memberId: number;
}

export interface DriveResult {
  acknowledged: AcknowledgedOrder[];
  /** What happened, by step kind and outcome (`order:200`, `order:no answer`, ...). */
  outcomes: Record<string, number>;
  /** The first answer body of each outcome other than success, to read why. */
  samples: Record<string, unknown>;
  kills: number;
  /** Orders being sent upstream (`submitting`) at each kill, when the checker can see them. */
  submittingAtKills: number[];
  outages: number;
  /** Problems seen while driving: an idempotent retry answered with another order. */
  violations: string[];
}

interface Member {
  id: number;
  token: string;
  apiKey: string;
}

const CONCURRENCY = 8;

function firstSource(body: unknown): string {
  const list = Array.isArray(body) ? (body as { text: string }[]) : [];
  return list[0]?.text ?? '';
}
const RETRIES = 5;

export interface DriveDeps {
  plan: ChaosPlan;
  call: StoreCall;
  setup: StoreSetup;
  store: StoreProcess;
  upstreams: Upstreams;
  /** Counts orders in `submitting` just before a kill (PostgreSQL only; null on the embedded one). */
  countSubmitting: () => Promise<number | null>;
}

/** Runs the plan's steps against the store, CONCURRENCY at a time, in plan order. */
export async function drive(deps: DriveDeps): Promise<DriveResult> {
  const { plan, call, setup, store, upstreams } = deps;
  const op = setup.operatorToken;
  const result: DriveResult = {
    acknowledged: [],
    outcomes: {},
    samples: {},
    kills: 0,
    submittingAtKills: [],
    outages: 0,
    violations: [],
  };
  const members = new Map<number, Promise<Member>>();
  const orders = new Map<number, Promise<{ id: number; member: number; amount: number } | null>>();
  const autoOrders = new Map<number, Promise<number | null>>();
  const count = (key: string): void => {
    result.outcomes[key] = (result.outcomes[key] ?? 0) + 1;
  };
  const outcome = (kind: string, answer: Answer) => {
    const key = `${kind}:${answer.status || 'no answer'}`;
    if (answer.status >= 300 && !(key in result.samples)) result.samples[key] = answer.body;
    count(key);
  };
  const member = (index: number) => members.get(index)!;

  /** Sends again after a lost answer or a 5xx, once the store answers (only where a retry is safe). */
  const retrying = async (send: () => Promise<Answer>): Promise<Answer> => {
    let answer = await send();
    for (let attempt = 1; attempt < RETRIES && (answer.status === 0 || answer.status >= 500); attempt += 1) {
      await store.ready().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 200 * attempt));
      answer = await send();
    }
    return answer;
  };

  const acknowledge = (ref: number, orderId: unknown, memberId: number) => {
    if (typeof orderId !== 'number' || !Number.isInteger(orderId)) return null;
    result.acknowledged.push({ ref, orderId, memberId });
    return orderId;
  };

  // The sign-up form's first source ("가입경로"), as a member picks one.
  let sources: Promise<Answer> | null = null;
  const signUp = async (index: number): Promise<Member> => {
    const login = memberLogin(plan.seed, index);
    const credentials = { id: login, password: `chaos-pw-${plan.seed}-${index}` };
    sources ??= retrying(() => call('GET', '/api/service/register-where'));
    const registerWhere = firstSource((await sources).body);
    const registered = await retrying(() =>
      call('POST', '/api/auth/register', {
        json: { ...credentials, email: `${login}@example.com`, registerWhere },
      }),
    );
    // 409: a retry after a lost answer finds the id taken by the first attempt.
    if (registered.status !== 409) expectOk(registered, 'sign-up');
    const token = String(
      expectOk(await retrying(() => call('POST', '/api/auth/login', { json: credentials })), 'login')
        .accessToken,
    );
    const apiKey = String(
      expectOk(await retrying(() => call('POST', '/api/auth/api-key', { token })), 'api key').apiKey,
    );
    const found = expectOk(
      await retrying(() => call('GET', `/api/admin/members?q=${login}`, { token: op })),
      'find member',
    ) as unknown as { id: number; loginId: string }[];
    const id = found.find((m) => m.loginId === login)?.id;
    if (id === undefined) throw new Error(`member ${login} not found after sign-up`);
    return { id, token, apiKey };
  };

  const topUp = async (step: Extract<ChaosStep, { kind: 'topup' }>) => {
    const m = await member(step.member);
    const name = `카오스${step.member}`;
    const created = await retrying(() =>
      call('POST', '/api/service/point', { token: m.token, json: { name, point: step.points, feeType: 2 } }),
    );
    outcome('topup', created);
    const id = field(created, 'id');
    if (typeof id !== 'number') return;
    const approve = () =>
      retrying(() => call('POST', `/api/admin/point-requests/${id}/approve`, { token: op }));
    const webhook = () =>
      retrying(() =>
        call('POST', '/api/webhooks/bank-deposit', {
          headers: { 'x-webhook-secret': WEBHOOK_SECRET },
          json: {
            depositId: `chaos-${plan.seed}-${id}`,
            depositorName: name,
            amount: field(created, 'payAmount'),
          },
        }),
      );
    const decisions =
      step.decide === 'operator'
        ? [approve()]
        : step.decide === 'webhook'
          ? [webhook()]
          : [approve(), webhook()];
    for (const answer of await Promise.all(decisions)) outcome(`topup-${step.decide}`, answer);
  };

  const sendOrder = async (step: Extract<ChaosStep, { kind: 'order' }>) => {
    const m = await member(step.member);
    const link = orderLink(plan.seed, step.ref);
    const serviceId = setup.serviceIds[step.service]!;
    const headers: Record<string, string> = step.idempotencyKey
      ? { 'idempotency-key': step.idempotencyKey }
      : {};
    const send = (): Promise<Answer> =>
      step.channel === 'page'
        ? call('POST', '/api/service/order', {
            token: m.token,
            json: { serviceId, link, amount: step.amount },
          })
        : step.channel === 'v1'
          ? call('POST', '/api/v1/order', {
              apiKey: m.apiKey,
              headers,
              json: { serviceId, link, amount: step.amount },
            })
          : call('POST', '/api/v2', {
              headers,
              form: {
                key: m.apiKey,
                action: 'add',
                service: String(serviceId),
                link,
                quantity: String(step.amount),
              },
            });
    const idOf = (answer: Answer) =>
      field(answer, step.channel === 'page' ? 'orderId' : step.channel === 'v1' ? 'wId' : 'order');
    // Only a keyed request is sent again after a lost answer: without a key a retry could order twice.
    const answer = step.idempotencyKey ? await retrying(send) : await send();
    outcome(`order-${step.channel}${step.idempotencyKey ? '-keyed' : ''}`, answer);
    const id = answer.status === 200 ? acknowledge(step.ref, Number(idOf(answer)), m.id) : null;
    if (id !== null && step.idempotencyKey) {
      const again = await retrying(send);
      if (again.status !== 200 || Number(idOf(again)) !== id)
        result.violations.push(
          `order ref ${step.ref}: the same Idempotency-Key answered ${again.status} ${JSON.stringify(again.body)} after order ${id}`,
        );
    }
    return id === null ? null : { id, member: step.member, amount: step.amount };
  };

  const massOrder = async (step: Extract<ChaosStep, { kind: 'mass-order' }>) => {
    const m = await member(step.member);
    const text = step.lines
      .map((l: PlannedOrder) => `${setup.serviceIds[l.service]}|${orderLink(plan.seed, l.ref)}|${l.amount}`)
      .join('\n');
    const answer = await call('POST', '/api/service/mass-order', { token: m.token, json: { text } });
    outcome('mass-order', answer);
    const placed = (field(answer, 'orders') ?? []) as { line: number; orderId: number }[];
    return step.lines.map((line, index) => {
      const row = answer.status === 200 ? placed.find((p) => p.line === index + 1) : undefined;
      const id = row ? acknowledge(line.ref, row.orderId, m.id) : null;
      return id === null ? null : { id, member: step.member, amount: line.amount };
    });
  };

  const autoOrder = async (step: Extract<ChaosStep, { kind: 'auto-order' }>) => {
    const m = await member(step.member);
    const json = {
      serviceId: setup.serviceIds[step.service],
      link: orderLink(plan.seed, step.ref),
      amount: step.amount,
      runs: step.runs,
      interval: 60,
    };
    const answer = await call('POST', '/api/service/order', { token: m.token, json });
    outcome('auto-order', answer);
    // The answer names the first run's order; the auto-order is on it.
    return answer.status === 200 ? acknowledge(step.ref, field(answer, 'orderId'), m.id) : null;
  };

  const onOrder = async (
    step: Extract<ChaosStep, { ref: number }>,
    act: (o: { id: number; member: number; amount: number }) => Promise<Answer>,
  ) => {
    const target = await orders.get(step.ref);
    if (!target) return count(`${step.kind}:no order`);
    outcome(step.kind, await act(target));
  };

  const resolveUnknown = async () => {
    const flagged = await call('GET', '/api/admin/orders?needsOperator=true&limit=200', { token: op });
    const rows = (Array.isArray(flagged.body) ? flagged.body : []) as {
      id: number;
      link: string;
      submitState: string;
      createdAt: string;
    }[];
    const adds = upstreams.adds();
    for (const row of rows.filter((r) => r.submitState === 'unknown')) {
      // The operator looks the order up on the panel: there, its id is recorded; not there, it is sent again.
      const found = adds.filter((a) => a.link === row.link);
      if (found.length === 1) {
        const body = { providerOrderId: found[0]!.providerOrderId, memo: 'chaos: found on the panel' };
        outcome(
          'found-at-provider',
          await call('POST', `/api/admin/orders/${row.id}/found-at-provider`, { token: op, json: body }),
        );
      } else if (found.length === 0 && Date.now() - Date.parse(row.createdAt) > 10_000) {
        outcome('resend', await call('POST', `/api/admin/orders/${row.id}/resend`, { token: op, json: {} }));
      }
    }
  };

  const run = async (step: ChaosStep): Promise<void> => {
    switch (step.kind) {
      case 'signup':
        members.set(step.member, signUp(step.member));
        await members.get(step.member);
        return count('signup');
      case 'topup':
        return topUp(step);
      case 'order':
        orders.set(step.ref, sendOrder(step));
        await orders.get(step.ref);
        return;
      case 'mass-order': {
        const placed = massOrder(step);
        step.lines.forEach((line, index) =>
          orders.set(
            line.ref,
            placed.then((p) => p[index] ?? null),
          ),
        );
        await placed;
        return;
      }
      case 'auto-order':
        autoOrders.set(step.ref, autoOrder(step));
        await autoOrders.get(step.ref);
        return;
      case 'refill':
      case 'cancel':
        return onOrder(step, async (o) =>
          call('POST', `/api/service/order/${o.id}/${step.kind}`, { token: (await member(o.member)).token }),
        );
      case 'cancel-refund':
        return onOrder(step, (o) =>
          call('POST', `/api/admin/orders/${o.id}/cancel-refund`, { token: op, json: { memo: 'chaos' } }),
        );
      case 'mark-partial':
        return onOrder(step, (o) =>
          call('POST', `/api/admin/orders/${o.id}/mark-partial`, {
            token: op,
            json: { delivered: Math.floor(step.deliveredShare * o.amount), memo: 'chaos' },
          }),
        );
      case 'cancel-auto-order': {
        // The order answer named the first run; the auto-order is on it.
        const firstRun = await autoOrders.get(step.ref);
        const detail = firstRun ? await call('GET', `/api/admin/orders/${firstRun}`, { token: op }) : null;
        const id = detail ? field(detail, 'autoOrderId') : null;
        if (typeof id !== 'number') return count('cancel-auto-order:no auto-order');
        const canceled = await call('POST', `/api/admin/auto-orders/${id}/cancel`, { token: op, json: {} });
        return outcome(step.kind, canceled);
      }
      case 'adjust': {
        const m = await member(step.member);
        const body = { delta: step.delta, memo: 'chaos adjustment' };
        return outcome(
          step.kind,
          await call('POST', `/api/admin/members/${m.id}/adjustments`, { token: op, json: body }),
        );
      }
      case 'resolve-unknown':
        return resolveUnknown();
      case 'outage':
      case 'recover':
      case 'kill':
        throw new Error(`${step.kind} is run by the dispatcher`);
    }
  };

  const inFlight = new Set<Promise<void>>();
  const settle = () => Promise.all(inFlight);
  let opening = true;
  for (const step of plan.steps) {
    if (opening && step.kind !== 'signup' && step.kind !== 'topup') {
      // Every member exists and holds its opening points before the first order.
      await settle();
      opening = false;
    }
    if (step.kind === 'kill') {
      result.submittingAtKills.push((await deps.countSubmitting()) ?? -1);
      await store.killAndRestart();
      result.kills += 1;
      continue;
    }
    if (step.kind === 'outage' || step.kind === 'recover') {
      await (step.kind === 'outage' ? upstreams.outage(step.upstream) : upstreams.recover(step.upstream));
      if (step.kind === 'outage') result.outages += 1;
      continue;
    }
    while (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
    const running: Promise<void> = run(step)
      .catch((error: unknown) => {
        count(`${step.kind}:error`);
        result.violations.push(
          `step ${step.kind} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }
  await settle();
  return result;
}
