import { type ProviderTestResult } from '@smm/contract/admin-providers';
import { ADMIN_PROVIDER_MESSAGES as M } from '@smm/contract/admin-providers-messages';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { FulfilmentOptions } from '../fulfilment/fulfilment-options.ts';
import type { FulfilmentProvider } from '../fulfilment/provider.ts';
import { findAdminProvider } from './provider-admin-repository.ts';
import { readBalance, type ProviderBalanceService } from './provider-balance-service.ts';
import { consoleFailureMessage } from './console-failure-message.ts';
import type { ProviderRegistry } from '../fulfilment/provider-registry.ts';

/**
 * The console's connection test of a provider. It works on a provider that is turned off (the
 * operator checks it before turning it on), reads the row at the moment of the call and holds no
 * transaction open while the panel answers. (The upstream list the console browses is the import's:
 * modules/provider-import/provider-catalog-service.ts.)
 */
export interface ProviderConnectionService {
  /** `balance` and `services` at once, each within the provider timeout; the balance is stored. */
  test(operatorId: number, providerId: number): Promise<ProviderTestResult>;
}

export function createProviderConnectionService(deps: {
  db: Database;
  clock: Clock;
  providers: ProviderRegistry;
  balances: Pick<ProviderBalanceService, 'record'>;
  audit: Pick<AuditService, 'record'>;
  options: Pick<FulfilmentOptions, 'timeoutMs'>;
}): ProviderConnectionService {
  const { db, clock, options } = deps;

  const adapterOf = async (providerId: number): Promise<FulfilmentProvider> => {
    const row = await findAdminProvider(db, providerId);
    if (!row) throw new NotFoundError(M.notFound);
    const adapter = deps.providers.adapterOf(row);
    // The table's CHECK gives every API v2 row a URL and a key, so this is a bug, not an input.
    if (!adapter) throw new Error(`provider ${providerId} has no usable connection`);
    return adapter;
  };

  return {
    async test(operatorId, providerId) {
      const adapter = await adapterOf(providerId);
      const [reading, services] = await Promise.all([
        readBalance(adapter, options.timeoutMs),
        adapter.services().then(
          (list) => ({ count: list.length }),
          (error: unknown) => ({ error: consoleFailureMessage(error, 'services', options.timeoutMs) }),
        ),
      ]);
      const checkedAt = clock.now().toISOString();
      const result: ProviderTestResult =
        'error' in reading
          ? { ok: false, message: reading.error, checkedAt }
          : 'error' in services
            ? { ok: false, message: services.error, checkedAt }
            : {
                ok: true,
                balance: Number(reading.balance),
                currency: reading.currency,
                serviceCount: services.count,
                checkedAt,
              };
      await db.transaction(async (tx) => {
        await deps.balances.record(tx, providerId, reading);
        await deps.audit.record(tx, {
          operatorId,
          action: 'provider.test',
          targetType: 'provider',
          targetId: providerId,
          before: null,
          after: result.ok
            ? {
                ok: true,
                balance: result.balance,
                currency: result.currency,
                serviceCount: result.serviceCount,
              }
            : { ok: false, message: result.message },
        });
      });
      return result;
    },
  };
}
