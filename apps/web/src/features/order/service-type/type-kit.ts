// The order page's support for service types other than Default (issue 32), loaded on demand: a
// Default service, the usual case, never needs it, and /order's first load has a budget
// (docs/decisions/web-speed.md).
export { SERVICE_TYPE_FIELDS } from '@smm/contract/service-type-rules';
export { TypeFields } from './type-fields.tsx';
export { typedRelabel, typedServiceTerms } from './typed-terms.ts';
export { countedLines, typedUnits, validateTypedOrder } from './typed-order.ts';
