import { formatCount } from '@smm/contract/format';
import { SERVICE_TYPE_FIELDS, type OrderDetails } from '@smm/contract/service-type-rules';

/** One field of an order's details as shown: a label, a short value, and a list's items. */
export interface OrderDetailLine {
  name: string;
  label: string;
  text: string;
  items?: readonly string[];
}

/**
 * What an order of another type than Default was placed with (issue 32), field by field in the
 * type's order, labelled as the order form labels them: a list says how many it holds.
 */
export function orderDetailLines(details: OrderDetails): OrderDetailLine[] {
  return SERVICE_TYPE_FIELDS[details.type].fields.flatMap((field): OrderDetailLine[] => {
    const value = details[field.name];
    if (value === undefined) return [];
    const line = { name: field.name, label: field.label };
    if (Array.isArray(value)) return [{ ...line, text: `${formatCount(value.length)}개`, items: value }];
    return [{ ...line, text: typeof value === 'number' ? formatCount(value) : value }];
  });
}
