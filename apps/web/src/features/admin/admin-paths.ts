/**
 * Console paths that pages link to across sections. The import page (`providers/:id/import` in
 * admin-app.tsx) is reached from each provider on the providers page.
 */
export const ADMIN_PROVIDERS_PATH = '/admin/providers';

export function providerImportPath(providerId: number): `/admin/providers/${number}/import` {
  return `/admin/providers/${providerId}/import`;
}

/** Where the operator sets exchange rates (an import refused for a missing rate links here). */
export const ADMIN_EXCHANGE_RATES_PATH = '/admin/exchange-rates';
