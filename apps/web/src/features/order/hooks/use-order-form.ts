import { useCallback, useMemo, useReducer } from 'react';
import { MESSAGES_ORDER } from '@smm/contract/messages/order';
import { MESSAGES_SERVER } from '@smm/contract/messages/server';
import { normalizeLink } from '@smm/contract/link';
import { orderCost, totalQuantity } from '@smm/contract/money';
import type { OrderRequest } from '@smm/contract/order';
// The zod-free rules: zod stays out of the order page's first load (docs/decisions/web-speed.md).
import { orderRequestBoundsError, orderRuleError, type OrderRuleInput } from '@smm/contract/order-rules';
import type { Service } from '@smm/contract/catalog';
import {
  initialOrderFormState,
  orderFormReducer,
  resolveSelection,
  type CatalogLists,
  type OrderFormState,
} from './order-form-state.ts';
import { useTypeKit } from './use-type-kit.ts';

export type OrderValidation = { ok: true; request: OrderRequest } | { ok: false; message: string };

export interface OrderPrice {
  unitPrice: number | null;
  totalQuantity: number | null;
  totalCost: number | null;
}

/** Said while the type fields' chunk is on its way, and when it failed to arrive. */
const TYPE_KIT_MISSING = '입력란을 불러오는 중입니다. 잠시 후 다시 시도해 주세요.';
export const TYPE_KIT_FAILED = '입력란을 불러오지 못했습니다. 다시 시도해 주세요.';

/** Text input to number; an empty field is NaN so the rules report it. */
function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * The contract's rules read "runs 0 and interval 0" as a plain order. Here the member's toggle says
 * what the order is: with auto-order switched on, 0 / 0 is an auto-order with too few runs, so it
 * reports the runs message (after the quantity rules, before the balance, as the contract orders
 * them) instead of quietly placing a single order.
 */
export function orderFormRuleError(
  input: OrderRuleInput,
  service: Service | undefined,
  autoOrder: boolean,
  balance?: number,
): string | null {
  const ruleError = orderRuleError(input, service);
  if (ruleError) return ruleError;
  if (autoOrder && input.runs === 0 && input.interval === 0) return MESSAGES_ORDER.runsAboveOne;
  return balance === undefined ? null : orderRuleError(input, service, balance);
}

function priceOf(unitPrice: number | undefined, amount: number, runs: number): OrderPrice {
  if (unitPrice === undefined) return { unitPrice: null, totalQuantity: null, totalCost: null };
  const countable = Number.isInteger(amount) && amount >= 0 && Number.isInteger(runs) && runs >= 0;
  if (!countable) return { unitPrice, totalQuantity: null, totalCost: null };
  try {
    return {
      unitPrice,
      totalQuantity: totalQuantity(amount, runs),
      totalCost: orderCost(unitPrice, amount, runs),
    };
  } catch {
    return { unitPrice, totalQuantity: null, totalCost: null };
  }
}

/**
 * The order form: the platform -> category -> service cascade of spec section 4, the link,
 * quantity and auto-order fields, the price and the section 5 validation. Submitting is left to
 * the caller (`validate()` gives the request to send).
 */
export function useOrderForm(lists: CatalogLists) {
  const [state, dispatch] = useReducer(orderFormReducer, initialOrderFormState);
  const selection = resolveSelection(state, lists);
  const { service } = selection;

  // A service of another type than Default (issue 32) takes its type's fields, from a lazy chunk.
  const type = service?.type ?? 'Default';
  const typed = type !== 'Default';
  const { kit: typeKit, failed: typeKitFailed, retry: retryTypeKit } = useTypeKit(typed);
  const typeRules = typed ? typeKit?.SERVICE_TYPE_FIELDS[type] : undefined;

  const amountText = state.amount ?? (service ? String(service.min) : '');
  const amount = toNumber(amountText);
  // Only a service that allows it (and whose type does) can be auto-ordered; the cascade already
  // turns the toggle off.
  const autoOffered = (service?.enableAuto ?? false) && (!typed || (typeRules?.autoOrder ?? false));
  const autoOrder = state.autoOrder && autoOffered;
  const runs = autoOrder ? toNumber(state.runs) : 0;
  const interval = autoOrder ? toNumber(state.interval) : 0;
  // The number the unit price multiplies, by the server's rule for the type (null: not yet known).
  const units = !typed ? amount : typeKit ? typeKit.typedUnits(type, amount, state.typeFields) : null;
  const price = priceOf(service?.point, units ?? Number.NaN, runs);

  const validate = useCallback(
    (balance?: number): OrderValidation => {
      if (!service) return { ok: false, message: MESSAGES_ORDER.serviceRequired };
      if (state.link.trim() === '') return { ok: false, message: MESSAGES_ORDER.linkRequired };
      const link = normalizeLink(state.link);
      if (!link) return { ok: false, message: MESSAGES_SERVER.linkInvalid };
      if (typed) {
        if (!typeKit) return { ok: false, message: typeKitFailed ? TYPE_KIT_FAILED : TYPE_KIT_MISSING };
        const values = state.typeFields;
        return typeKit.validateTypedOrder({ service, type, link, amount, values, balance });
      }
      const ruleError = orderFormRuleError({ amount, runs, interval }, service, autoOrder, balance);
      if (ruleError) return { ok: false, message: ruleError };
      const request: OrderRequest = { serviceId: service.id, link, amount, runs, interval };
      const boundsError = orderRequestBoundsError(request);
      return boundsError ? { ok: false, message: boundsError } : { ok: true, request };
    },
    [
      service,
      state.link,
      amount,
      runs,
      interval,
      autoOrder,
      typed,
      typeKit,
      typeKitFailed,
      type,
      state.typeFields,
    ],
  );

  const actions = useMemo(
    () => ({
      selectPlatform: (id: number) => dispatch({ type: 'selectPlatform', id }),
      selectCategory: (id: number) => dispatch({ type: 'selectCategory', id }),
      selectService: (id: number) => dispatch({ type: 'selectService', id }),
      setLink: (link: string) => dispatch({ type: 'setLink', link }),
      setAmount: (value: string) => dispatch({ type: 'setAmount', amount: value }),
      setAutoOrder: (on: boolean) => dispatch({ type: 'setAutoOrder', on }),
      setRuns: (value: string) => dispatch({ type: 'setRuns', runs: value }),
      setInterval: (value: string) => dispatch({ type: 'setInterval', interval: value }),
      setTypeField: (name: string, value: string) => dispatch({ type: 'setTypeField', name, value }),
      /** After a successful order: clear the link and go back to the service minimum. */
      resetAfterOrder: () => dispatch({ type: 'resetAfterOrder' }),
    }),
    [],
  );

  return {
    state: state satisfies OrderFormState,
    ...selection,
    link: state.link,
    amountText,
    amount,
    autoOrder,
    runsText: state.runs,
    intervalText: state.interval,
    runs,
    interval,
    /** Auto-order may be offered for the chosen service. */
    autoOffered,
    /** The chosen service's type and, once its chunk is here, its kit and rules. */
    type,
    typed,
    typeKit,
    /** The kit's fetch failed; `retryTypeKit` tries again. */
    typeKitFailed,
    retryTypeKit,
    typeRules,
    typeFields: state.typeFields,
    units,
    price,
    /** The chosen service can be viewed but not ordered. */
    readOnly: service?.isReadOnly ?? false,
    validate,
    ...actions,
  };
}

export type OrderForm = ReturnType<typeof useOrderForm>;
