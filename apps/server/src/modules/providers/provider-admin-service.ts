import {
  maskApiKey,
  providerUpdateProblem,
  type AdminProviderCreate,
  type AdminProviderRow,
  type AdminProviderUpdate,
} from '@smm/contract/admin-providers';
import { ADMIN_PROVIDER_MESSAGES as M } from '@smm/contract/admin-providers-messages';
import type { AuditAction } from '@smm/contract/admin-audit';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import {
  findAdminProvider,
  insertProvider,
  listAdminProviders,
  openOrdersAtProvider,
  providerNameTaken,
  updateProvider,
  type AdminProviderDbRow,
  type ProviderValues,
} from './provider-admin-repository.ts';
import { providerUrlProblem, type AddressPolicy } from '../fulfilment/provider-address.ts';

/**
 * The console's providers: list, add, edit, turn off and on. Each write is one transaction with
 * its audit row; the API key is written but never answered (only masked) and never audited.
 */
export interface ProviderAdminService {
  list(): Promise<AdminProviderRow[]>;
  get(id: number): Promise<AdminProviderRow>;
  create(operatorId: number, body: AdminProviderCreate): Promise<AdminProviderRow>;
  update(operatorId: number, id: number, patch: AdminProviderUpdate): Promise<AdminProviderRow>;
}

export function createProviderAdminService(deps: {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  /** Which addresses an API URL may reach (PROVIDER_ALLOW_PRIVATE_ADDRESSES). */
  addresses: AddressPolicy;
}): ProviderAdminService {
  const { db, clock, audit } = deps;

  /** A URL about to be saved, checked before the transaction: the check resolves DNS. */
  const checkUrl = async (apiUrl: string | null | undefined) => {
    if (!apiUrl) return;
    const problem = await providerUrlProblem(apiUrl, deps.addresses);
    if (problem) throw new BadRequestError(problem, 'PROVIDER_URL_REFUSED');
  };

  const get = async (id: number) => {
    const row = await findAdminProvider(db, id);
    if (!row) throw new NotFoundError(M.notFound);
    return toAdminProviderRow(row);
  };

  return {
    list: async () => (await listAdminProviders(db)).map(toAdminProviderRow),
    get,

    async create(operatorId, body) {
      await checkUrl(body.apiUrl);
      const values: ProviderValues = { ...body, lowBalanceThreshold: decimalText(body.lowBalanceThreshold) };
      const id = await db.transaction(async (tx) => {
        if (await providerNameTaken(tx, values.name, null))
          throw new ConflictError(M.nameTaken, 'NAME_TAKEN');
        const created = await insertProvider(tx, values, clock.now());
        await audit.record(tx, {
          operatorId,
          action: 'provider.create',
          targetType: 'provider',
          targetId: created,
          before: null,
          after: auditView(values),
        });
        return created;
      });
      return get(id);
    },

    async update(operatorId, id, patch) {
      await checkUrl(patch.apiUrl);
      await db.transaction(async (tx) => {
        const row = await findAdminProvider(tx, id, { lock: true });
        if (!row) throw new NotFoundError(M.notFound);
        const stored = valuesOf(row);
        const problem = providerUpdateProblem(
          { kind: row.kind, apiUrl: row.apiUrl, hasApiKey: row.apiKey !== null },
          patch,
        );
        if (problem) throw new BadRequestError(problem.message);
        const next = merged(stored, patch);
        const changed = (key: keyof ProviderValues) => next[key] !== stored[key];
        const changes = (Object.keys(next) as (keyof ProviderValues)[]).filter(changed);
        // Nothing differs: nothing is written, so nothing is audited.
        if (changes.length === 0) return;
        if (changed('name') && (await providerNameTaken(tx, next.name, id)))
          throw new ConflictError(M.nameTaken, 'NAME_TAKEN');
        if (changed('kind') && (await openOrdersAtProvider(tx, id)) > 0)
          throw new ConflictError(M.kindLocked, 'PROVIDER_HAS_OPEN_ORDERS');
        const connection = changed('kind') || changed('apiUrl') || changed('apiKey');
        const turnedOn = next.enabled && !stored.enabled;
        await updateProvider(tx, id, next, { connection, checkNow: connection || turnedOn }, clock.now());
        await audit.record(tx, {
          operatorId,
          action: actionOf(changes, next.enabled),
          targetType: 'provider',
          targetId: id,
          before: auditView(stored),
          after: { ...auditView(next), ...(changed('apiKey') ? { apiKeyChanged: true } : {}) },
        });
      });
      return get(id);
    },
  };
}

/** Turning a provider off or on alone has its own audit name; anything else is an edit. */
function actionOf(changes: (keyof ProviderValues)[], enabled: boolean): AuditAction {
  if (changes.length === 1 && changes[0] === 'enabled')
    return enabled ? 'provider.enable' : 'provider.disable';
  return 'provider.update';
}

function valuesOf(row: AdminProviderDbRow): ProviderValues {
  return {
    name: row.name,
    kind: row.kind,
    apiUrl: row.apiUrl,
    apiKey: row.apiKey,
    enabled: row.enabled,
    lowBalanceThreshold:
      row.lowBalanceThreshold === null ? null : decimalText(Number(row.lowBalanceThreshold)),
    currency: row.currency,
  };
}

/** The stored values with the patch applied; the simulator keeps no URL or key. */
function merged(stored: ProviderValues, patch: AdminProviderUpdate): ProviderValues {
  const kind = patch.kind ?? stored.kind;
  const keeps = kind === 'api_v2' && stored.kind === 'api_v2';
  return {
    name: patch.name ?? stored.name,
    kind,
    apiUrl: kind === 'api_v2' ? (patch.apiUrl ?? (keeps ? stored.apiUrl : null)) : null,
    apiKey: kind === 'api_v2' ? (patch.apiKey ?? (keeps ? stored.apiKey : null)) : null,
    enabled: patch.enabled ?? stored.enabled,
    lowBalanceThreshold:
      patch.lowBalanceThreshold === undefined
        ? stored.lowBalanceThreshold
        : decimalText(patch.lowBalanceThreshold),
    currency: patch.currency ?? stored.currency,
  };
}

/** A threshold (at most two decimals by the contract) as exact decimal text for `numeric`. */
function decimalText(value: number | null): string | null {
  return value === null ? null : value.toFixed(2);
}

/** What the audit log keeps of a provider: everything but the key, which shows only masked. */
function auditView(v: ProviderValues) {
  return {
    name: v.name,
    kind: v.kind,
    apiUrl: v.apiUrl,
    apiKey: maskApiKey(v.apiKey),
    enabled: v.enabled,
    lowBalanceThreshold: v.lowBalanceThreshold === null ? null : Number(v.lowBalanceThreshold),
    currency: v.currency,
  };
}

export function toAdminProviderRow(row: AdminProviderDbRow): AdminProviderRow {
  const balance = row.balance === null ? null : Number(row.balance);
  const threshold = row.lowBalanceThreshold === null ? null : Number(row.lowBalanceThreshold);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    apiUrl: row.apiUrl,
    apiKeyMasked: maskApiKey(row.apiKey),
    enabled: row.enabled,
    balance,
    currency: row.currency,
    balanceCheckedAt: row.balanceCheckedAt?.toISOString() ?? null,
    balanceError: row.balanceError,
    lowBalanceThreshold: threshold,
    lowBalance: balance !== null && threshold !== null && balance < threshold,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
