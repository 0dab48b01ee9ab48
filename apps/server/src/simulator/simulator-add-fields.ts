import {
  ORDER_FIELDS,
  SERVICE_TYPES,
  SERVICE_TYPE_FIELDS,
  orderLines,
  type ServiceType,
} from '@smm/contract/service-types';

/** Every type parameter `add` may carry besides service, link, runs and interval. */
const TYPE_PARAMETERS = new Set(['quantity', ...Object.values(ORDER_FIELDS).map((f) => f.providerName)]);

/** The parameters a type takes, `quantity` included when it does. */
function parametersOf(type: ServiceType): string[] {
  const d = SERVICE_TYPE_FIELDS[type];
  return [...(d.sendsQuantity ? ['quantity'] : []), ...d.fields.map((f) => f.providerName)];
}

/**
 * The type of an unlisted service, read from the parameters given: the first type taking exactly
 * them (a panel knows its services; the simulator takes any id, so it guesses).
 */
export function typeFromParameters(fields: Record<string, string>): ServiceType | null {
  const given = Object.keys(fields)
    .filter((name) => TYPE_PARAMETERS.has(name))
    .sort();
  return (
    SERVICE_TYPES.find((type) => {
      const taken = parametersOf(type);
      const d = SERVICE_TYPE_FIELDS[type];
      const required = [
        ...(d.sendsQuantity ? ['quantity'] : []),
        ...d.fields.filter((f) => f.required).map((f) => f.providerName),
      ];
      return given.every((name) => taken.includes(name)) && required.every((name) => given.includes(name));
    }) ?? null
  );
}

export type AddFieldsRead =
  { ok: true; quantity: number; fields: Record<string, string> } | { ok: false; error: string };

/**
 * A panel's reading of `add`'s type parameters (issue 32): each the type requires present and
 * non-empty, none it does not take, lists split on \n or \r\n. Answers the quantity the order
 * delivers (the lines counted, one package, a subscription's max x posts) and the parameters kept.
 */
export function readAddFields(type: ServiceType, f: Record<string, string>): AddFieldsRead {
  const taken = parametersOf(type);
  const foreign = Object.keys(f).find((name) => TYPE_PARAMETERS.has(name) && !taken.includes(name));
  if (foreign !== undefined)
    return { ok: false, error: `Parameter ${foreign} is not allowed for this service` };
  const fields: Record<string, string> = {};
  for (const name of taken) {
    const value = f[name];
    if (value !== undefined) fields[name] = value;
  }
  const d = SERVICE_TYPE_FIELDS[type];
  for (const field of d.fields) {
    const value = fields[field.providerName]?.trim() ?? '';
    if (field.required && value === '') return { ok: false, error: `Incorrect ${field.providerName}` };
    if (value !== '' && field.kind === 'integer' && !/^\d{1,9}$/.test(value))
      return { ok: false, error: `Incorrect ${field.providerName}` };
    if (value !== '' && field.kind === 'date' && !/^\d{2}\/\d{2}\/\d{4}$/.test(value))
      return { ok: false, error: `Incorrect ${field.providerName}` };
  }
  const count = (name: string) => orderLines(fields[name] ?? '').length;
  switch (d.quantity) {
    case 'given':
      return { ok: true, quantity: Number(f.quantity), fields };
    case 'package':
      return { ok: true, quantity: 1, fields };
    case 'lines': {
      const counted = d.fields.find((field) => field.countsQuantity);
      return { ok: true, quantity: counted ? count(counted.providerName) : 0, fields };
    }
    case 'subscription': {
      const min = Number(fields.min);
      const max = Number(fields.max);
      if (min > max) return { ok: false, error: 'Incorrect min' };
      const posts = Number(fields.posts ?? 0) + Number(fields.old_posts ?? 0);
      return { ok: true, quantity: max * posts, fields };
    }
  }
}
