/**
 * Reads an SMM panel API v2 request body: form-encoded (what panels document) or JSON (what many
 * clients send). Every value becomes a string, as a form would carry it, so one reader serves both.
 * Null when a JSON body is not a JSON object. Shared by our /api/v2 and the standalone simulator.
 */
export function readFields(body: string, contentType: string | undefined): Record<string, string> | null {
  if ((contentType ?? '').includes('application/json')) {
    try {
      const parsed = JSON.parse(body) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
      return Object.fromEntries(
        Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      );
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}
