import type { Service } from '@smm/contract/catalog';
import { formatDateTime } from '@smm/contract/format';
import { MESSAGES } from '@smm/contract/messages';
import { orderCostMilli, toMilli } from '@smm/contract/money';
import type { OrderRequest } from '@smm/contract/order';
import { orderRequestBoundsError, orderRuleError } from '@smm/contract/order-rules';
import {
  checkOrderFields,
  orderLines,
  orderUnits,
  SERVICE_TYPE_FIELDS,
  type OrderDetails,
  type OrderFieldsInput,
  type ServiceType,
} from '@smm/contract/service-type-rules';
import type { TypeFieldValues } from '../hooks/order-form-state.ts';

export type TypedOrderValidation = { ok: true; request: OrderRequest } | { ok: false; message: string };

/**
 * The type's fields as the request carries them: numbers for the integer fields, text for the rest,
 * and a field left empty left out (so `checkOrderFields` names it when the type requires it).
 */
export function typeFieldsRequest(type: ServiceType, values: TypeFieldValues): OrderFieldsInput {
  const request: Record<string, string | number> = {};
  for (const field of SERVICE_TYPE_FIELDS[type].fields) {
    const text = values[field.name] ?? '';
    if (text.trim() === '') continue;
    request[field.name] = field.kind === 'integer' ? Number(text.trim()) : text;
  }
  return request;
}

/** The details as far as they can be read while the member types (for the price, not the check). */
function draftDetails(type: ServiceType, values: TypeFieldValues): OrderDetails {
  const details: Record<string, unknown> = { type };
  for (const field of SERVICE_TYPE_FIELDS[type].fields) {
    const text = values[field.name] ?? '';
    if (field.kind === 'lines') details[field.name] = orderLines(text);
    else if (field.kind === 'integer' && /^\s*\d+\s*$/.test(text)) details[field.name] = Number(text);
  }
  return details as unknown as OrderDetails;
}

/**
 * What the unit price multiplies, by the server's rule (`orderUnits`): the quantity given, the
 * counted lines, one package, or a subscription's max x posts; null while a subscription's numbers
 * are not yet whole numbers.
 */
export function typedUnits(type: ServiceType, amount: number, values: TypeFieldValues): number | null {
  const details = draftDetails(type, values);
  if (SERVICE_TYPE_FIELDS[type].quantity === 'subscription') {
    if (details.max === undefined || details.posts === undefined) return null;
  }
  return orderUnits(type, amount, details);
}

/** The non-empty lines of the field whose count is the order's quantity, or null when none counts. */
export function countedLines(type: ServiceType, values: TypeFieldValues): number | null {
  const counted = SERVICE_TYPE_FIELDS[type].fields.find((field) => field.countsQuantity);
  return counted ? orderLines(values[counted.name] ?? '').length : null;
}

/** Today in Seoul (YYYY-MM-DD): a subscription's expiry must come after it. */
const seoulToday = () => formatDateTime(new Date()).slice(0, 10);

function costAbove(unitPrice: number, units: number, balance: number): boolean {
  try {
    return orderCostMilli(toMilli(unitPrice), units, 0) > toMilli(balance);
  } catch {
    // Beyond the safe-integer range: no balance covers it.
    return true;
  }
}

/**
 * The order check of a service of another type than Default, in the server's order: the type's
 * fields (`checkOrderFields`, the server's own rules), a quantity the member gives (within the
 * service's min and max), then the balance against the units the order is priced with. The request's
 * amount is that number of units. A link is already checked by the form.
 */
export function validateTypedOrder(input: {
  service: Service;
  type: ServiceType;
  link: string;
  amount: number;
  values: TypeFieldValues;
  balance?: number;
}): TypedOrderValidation {
  const { service, type, link, amount, balance } = input;
  const fields = typeFieldsRequest(type, input.values);
  const check = checkOrderFields(type, { amount, ...fields }, service, seoulToday());
  if (!check.ok) return check;
  if (SERVICE_TYPE_FIELDS[type].quantity === 'given') {
    const quantityError = orderRuleError({ amount, runs: 0, interval: 0 }, service);
    if (quantityError) return { ok: false, message: quantityError };
  }
  if (balance !== undefined && costAbove(service.point, check.quantity, balance)) {
    return { ok: false, message: MESSAGES.order.insufficientPoints };
  }
  const request: OrderRequest = {
    serviceId: service.id,
    link,
    amount: check.quantity,
    runs: 0,
    interval: 0,
    ...fields,
  };
  const boundsError = orderRequestBoundsError(request);
  return boundsError ? { ok: false, message: boundsError } : { ok: true, request };
}
