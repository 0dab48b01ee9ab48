import { PATHS } from '../../../lib/paths.ts';

/** `/inquiry` with its one query: a thread (`id`) or the form about an order or a top-up. */
export function inquiryPath(query: { id?: number; order?: number; topup?: number } = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${PATHS.inquiry}?${search}` : PATHS.inquiry;
}

/** A positive whole number from the query, else null. */
export function queryId(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}
