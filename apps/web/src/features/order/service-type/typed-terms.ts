import type { Service } from '@smm/contract/catalog';
import { formatCount } from '@smm/contract/format';
import { SERVICE_TYPE_FIELDS, type ServiceType } from '@smm/contract/service-type-rules';

// The page passes its Default texts ('1개당 5,000원', '1개당 가격'): the kit rewords them rather than
// import the price quote, which would cut it out of /order's first-load chunk into a file of its own.

/**
 * The service's terms under the picker when its type reads otherwise than a Default service's
 * (`price` is the Default quote, '1개당 5,000원'): a package its price per package, with no min or
 * max; a subscription its price per unit and the min and max each post gets. Null for the others.
 */
export function typedServiceTerms(service: Service, price: string): string | null {
  const source = SERVICE_TYPE_FIELDS[service.type ?? 'Default'].quantity;
  if (source === 'package') return price.replace('개당', '패키지당');
  if (source !== 'subscription') return null;
  return `${price} · 게시물당 최소 ${formatCount(service.min)}개 · 최대 ${formatCount(service.max)}개`;
}

export type PriceRow = 'unit' | 'quantity';

/**
 * How the price box rewords its Default texts for a type ('1개당 가격', '1개'): a package is counted
 * in packages ('1패키지당 가격', '1패키지'); a subscription's unit is one delivered to each post
 * ('1개당 가격 (게시물별)'), its total the max x posts. Undefined when the Default texts read right.
 */
export function typedRelabel(type: ServiceType): ((text: string, row: PriceRow) => string) | undefined {
  const source = SERVICE_TYPE_FIELDS[type].quantity;
  if (source === 'package') return (text) => text.replace('개', '패키지');
  if (source === 'subscription') return (text, row) => (row === 'unit' ? `${text} (게시물별)` : text);
  return undefined;
}
