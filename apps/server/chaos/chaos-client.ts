/** One answer of the store; status 0 when no answer came (refused connection, reset, killed store). */
export interface Answer {
  status: number;
  body: unknown;
}

export interface CallOptions {
  token?: string;
  apiKey?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** The store's HTTP API as a client sees it; never throws for a lost answer. */
export function storeClient(baseUrl: string) {
  return async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.apiKey) headers['api-key'] = options.apiKey;
    let body: string | undefined = undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { status: response.status, body: parsed };
    } catch {
      return { status: 0, body: null };
    }
  };
}

export type StoreCall = ReturnType<typeof storeClient>;

/** A field of an answer's JSON body, or undefined. */
export function field(answer: Answer, name: string): unknown {
  return typeof answer.body === 'object' && answer.body !== null
    ? (answer.body as Record<string, unknown>)[name]
    : undefined;
}
