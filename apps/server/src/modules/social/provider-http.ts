/** The provider said no: the code or token is invalid, expired or issued to another app. */
export class ProviderRejectedError extends Error {
  override name = 'ProviderRejectedError';
}

/** The provider could not be asked: network error, timeout, 5xx or an answer we cannot read. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * One call to a provider, bounded by a timeout. Errors name only the origin and path: the query of
 * a token request carries the client secret.
 */
export async function callProvider(url: URL, init: RequestInit, timeoutMs: number): Promise<ProviderAnswer> {
  const where = `${url.origin}${url.pathname}`;
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    if (response.status >= 500) throw new ProviderUnavailableError(`${where} answered ${response.status}`);
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new ProviderUnavailableError(`${where} answered ${response.status} with a body that is not JSON`);
    }
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw error;
    const reason = error instanceof Error ? error.name : 'error';
    throw new ProviderUnavailableError(`${where} could not be reached (${reason})`);
  }
}

export function bearer(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}`, accept: 'application/json' };
}
