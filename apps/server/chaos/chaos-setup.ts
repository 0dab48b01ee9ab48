import type { Upstreams } from './chaos-upstreams.ts';
import { field, type Answer, type StoreCall } from './chaos-client.ts';
import { SERVICE_MAX, SERVICE_MIN, type ChaosPlan } from './chaos-plan.ts';
import { OPERATOR } from './chaos-store.ts';

/** What the run needs to act as the operator, and the store's ids of the plan's services. */
export interface StoreSetup {
  operatorToken: string;
  serviceIds: number[];
  providerIds: number[];
}

export function expectOk(answer: Answer, what: string): Record<string, unknown> {
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, unknown>;
}

export async function operatorLogin(call: StoreCall): Promise<string> {
  const login = expectOk(await call('POST', '/api/auth/login', { json: OPERATOR }), 'operator login');
  return String(login.accessToken);
}

/**
 * The catalogue through the admin API, as an owner would make it: each upstream a provider
 * (API v2 at its URL), one platform and category, and the plan's services mapped to them.
 */
export async function setUpStore(
  call: StoreCall,
  plan: ChaosPlan,
  upstreams: Upstreams,
): Promise<StoreSetup> {
  const token = await operatorLogin(call);
  const providerIds: number[] = [];
  for (const upstream of upstreams.list) {
    const created = await call('POST', '/api/admin/providers', {
      token,
      json: {
        name: `chaos upstream ${upstream.index}`,
        kind: 'api_v2',
        apiUrl: upstream.url,
        apiKey: `chaos-key-${upstream.index}`,
        currency: 'KRW',
      },
    });
    providerIds.push(Number(expectOk(created, 'create provider').id));
  }
  // The store starts with its platforms (the icons); the run's category goes under the first.
  const catalogue = expectOk(await call('GET', '/api/admin/catalogue', { token }), 'catalogue') as {
    platforms: { id: number }[];
  };
  const platformId = catalogue.platforms[0]?.id;
  if (platformId === undefined) throw new Error('the store has no platform');
  const category = expectOk(
    await call('POST', '/api/admin/categories', { token, json: { platformId, text: '카오스 서비스' } }),
    'create category',
  );
  const serviceIds: number[] = [];
  for (const [index, service] of plan.services.entries()) {
    const created = await call('POST', '/api/admin/services', {
      token,
      json: {
        categoryId: Number(category.id),
        text: `카오스 서비스 ${index + 1}`,
        min: SERVICE_MIN,
        max: SERVICE_MAX,
        price: 1.5 + index,
        enableAuto: true,
        providerId: service.upstream === null ? null : providerIds[service.upstream],
        // Ids the simulators do not list: any quantity limits are the store's own.
        providerServiceId: service.upstream === null ? null : String(9000 + index),
        providerRate: service.upstream === null ? null : 1 + index * 0.5,
        refill: service.refill,
        cancel: service.cancel,
      },
    });
    serviceIds.push(Number(expectOk(created, `create service ${index + 1}`).id));
  }
  return { operatorToken: token, serviceIds, providerIds };
}

export { field };
