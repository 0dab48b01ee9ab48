import {
  serviceMargin,
  type AdminCategory,
  type AdminPlatform,
  type AdminService,
} from '@smm/contract/admin-catalogue';
import { parseProviderRate, rateText } from '@smm/contract/import-price';
import { fromMilli } from '@smm/contract/money';
import { isServiceType } from '@smm/contract/service-types';
import type {
  AdminServiceDbRow,
  CategoryDbRow,
  PlatformDbRow,
  ServiceColumns,
  ServiceDbRow,
} from './catalog-admin-repository.ts';

/** Database rows as the console's API shows them (points as decimals, camelCase). */

export const toAdminPlatform = (r: PlatformDbRow): AdminPlatform => ({
  id: r.id,
  text: r.text,
  background: r.background,
  visible: r.visible,
  sortOrder: r.sort_order,
});

export const toAdminCategory = (r: CategoryDbRow): AdminCategory => ({
  id: r.id,
  platformId: r.platform_id,
  text: r.text,
  visible: r.visible,
  sortOrder: r.sort_order,
});

/** A stored numeric's canonical text ('0.90' is '0.9'); stored rates were written by us, so they parse. */
function canonicalDecimal(text: string | null): string | null {
  if (text === null) return null;
  const rate = parseProviderRate(text);
  return rate ? rateText(rate) : text;
}

export const toAdminService = (r: AdminServiceDbRow): AdminService => ({
  id: r.id,
  categoryId: r.category_id,
  text: r.text,
  notice: r.notice,
  min: r.min_amount,
  max: r.max_amount,
  price: fromMilli(r.unit_price_milli),
  enableAuto: r.enable_auto,
  isReadOnly: r.is_read_only,
  visible: r.visible,
  sortOrder: r.sort_order,
  // The column is CHECKed against the 15 names (migration 0032); the guard only narrows the type.
  type: isServiceType(r.type) ? r.type : 'Default',
  providerId: r.provider_id,
  providerName: r.provider_name,
  providerServiceId: r.provider_service_id,
  providerRate: r.provider_rate_milli === null ? null : fromMilli(r.provider_rate_milli),
  providerRatePer1000: canonicalDecimal(r.provider_rate_per_1000),
  providerCurrency: r.provider_rate_per_1000 === null ? null : r.provider_currency,
  refill: r.provider_refill,
  cancel: r.provider_cancel,
  refillDays: r.refill_days,
  margin: serviceMargin(r.unit_price_milli, r.provider_rate_milli),
  hasOrders: r.has_orders,
});

/** A service column's name in the API (audit entries speak the API's language). */
const SERVICE_FIELD: Record<keyof ServiceColumns, string> = {
  category_id: 'categoryId',
  text: 'text',
  notice: 'notice',
  min_amount: 'min',
  max_amount: 'max',
  unit_price_milli: 'price',
  enable_auto: 'enableAuto',
  is_read_only: 'isReadOnly',
  visible: 'visible',
  type: 'type',
  provider_id: 'providerId',
  provider_service_id: 'providerServiceId',
  provider_rate_milli: 'providerRate',
  provider_refill: 'refill',
  provider_cancel: 'cancel',
  refill_days: 'refillDays',
};

const MILLI_COLUMNS = new Set<string>(['unit_price_milli', 'provider_rate_milli']);

/** Columns whose value differs from the row's, so an update writes and audits only real changes. */
export function changedColumns<C extends object>(row: object, wanted: C): Partial<C> {
  const stored = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(wanted).filter(([column, value]) => value !== undefined && stored[column] !== value),
  ) as Partial<C>;
}

/** The before and after of changed columns, named and valued as the API shows them. */
export function auditDiff(
  row: object,
  changed: object,
  names: Readonly<Record<string, string>> = {},
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const shown = (column: string, value: unknown) =>
    MILLI_COLUMNS.has(column) && typeof value === 'number' ? fromMilli(value) : value;
  for (const [column, value] of Object.entries(changed)) {
    const key = names[column] ?? column;
    before[key] = shown(column, (row as Record<string, unknown>)[column]);
    after[key] = shown(column, value);
  }
  return { before, after };
}

export const SERVICE_AUDIT_NAMES: Readonly<Record<string, string>> = SERVICE_FIELD;
export const CATEGORY_AUDIT_NAMES: Readonly<Record<string, string>> = { platform_id: 'platformId' };

/** What an audit entry records of a whole service (created or deleted). */
export function serviceAuditValues(r: ServiceDbRow): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [column, key] of Object.entries(SERVICE_FIELD)) {
    const value = r[column as keyof ServiceColumns];
    values[key] = MILLI_COLUMNS.has(column) && typeof value === 'number' ? fromMilli(value) : value;
  }
  return values;
}
