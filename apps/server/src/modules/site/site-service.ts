import { toSettingsMap, type SettingsMap } from '@smm/contract/settings';
import type { Queryable } from '../../db/database.ts';
import { listSettings } from './site-repository.ts';

/** The settings as a map, for services that enforce feature flags (ENABLE_*) on the server. */
export async function loadSettingsMap(db: Queryable): Promise<SettingsMap> {
  return toSettingsMap(await listSettings(db));
}
