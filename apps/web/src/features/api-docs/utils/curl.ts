import type { EndpointView } from './openapi-view.ts';

/** Single-quoted for a POSIX shell: nothing inside is expanded. */
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A form field as curl sends it: `-d` when the value needs no encoding, else `--data-urlencode`. */
function formField(name: string, value: unknown): string {
  const text = `${name}=${String(value)}`;
  return /^[\w.,:-]*=[\w.,:•-]*$/.test(text) ? `-d ${quote(text)}` : `--data-urlencode ${quote(text)}`;
}

/**
 * The curl command of one documented request, with `key` in the place the operation's security
 * scheme names (the api-key header, or API v2's body field).
 */
export function curlCommand(
  endpoint: EndpointView,
  options: { origin: string; key: string; body?: Record<string, unknown> },
): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => endpoint.pathExamples[name] ?? name);
  const query =
    endpoint.key?.in === 'query' ? `?${endpoint.key.name}=${encodeURIComponent(options.key)}` : '';
  const lines = [
    `curl${endpoint.method === 'GET' ? '' : ` -X ${endpoint.method}`} ${quote(`${options.origin}${path}${query}`)}`,
  ];
  if (endpoint.key?.in === 'header') lines.push(`-H ${quote(`${endpoint.key.name}: ${options.key}`)}`);

  const body =
    options.body && endpoint.key?.in === 'body'
      ? { ...options.body, [endpoint.key.name]: options.key }
      : options.body;
  if (body && endpoint.contentType === 'application/x-www-form-urlencoded') {
    lines.push(...Object.entries(body).map(([name, value]) => formField(name, value)));
  } else if (body) {
    lines.push(`-H ${quote(`Content-Type: ${endpoint.contentType ?? 'application/json'}`)}`);
    lines.push(`-d ${quote(JSON.stringify(body))}`);
  }
  return lines.join(' \\\n  ');
}

/** The key as shown before the member reveals it: its last four characters. */
export function maskKey(key: string): string {
  return `${'•'.repeat(8)}${key.slice(-4)}`;
}
