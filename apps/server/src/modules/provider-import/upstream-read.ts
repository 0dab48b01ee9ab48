import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import { AppError, ConflictError, NotFoundError } from '../../errors.ts';
import { ProviderError } from '../fulfilment/provider-error.ts';
import type { ProviderService } from '../fulfilment/provider.ts';
import type { UpstreamCatalogService, UpstreamProvider } from '../providers/upstream-catalog-service.ts';

/** The provider, or the Korean refusal: 404 unknown, 409 disabled. */
export async function enabledProvider(
  upstream: UpstreamCatalogService,
  providerId: number,
): Promise<UpstreamProvider> {
  const provider = await upstream.find(providerId);
  if (!provider) throw new NotFoundError(M.providerNotFound);
  if (!provider.enabled) throw new ConflictError(M.providerDisabled, 'PROVIDER_DISABLED');
  return provider;
}

/** 502 with the provider's own words: the console shows why the upstream list could not be read. */
export function providerUnavailable(error: ProviderError): AppError {
  return new AppError(502, 'PROVIDER_UNAVAILABLE', `${M.providerUnavailable} (${error.message})`);
}

/** The provider's live service list; a provider failure becomes the 502 above. */
export async function readUpstream(
  upstream: UpstreamCatalogService,
  providerId: number,
): Promise<ProviderService[]> {
  let services: ProviderService[] | null;
  try {
    services = await upstream.services(providerId);
  } catch (error) {
    if (error instanceof ProviderError) throw providerUnavailable(error);
    throw error;
  }
  // Disabled (or removed) between the check and the call.
  if (!services) throw new ConflictError(M.providerDisabled, 'PROVIDER_DISABLED');
  return services;
}
