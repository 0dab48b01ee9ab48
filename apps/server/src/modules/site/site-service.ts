import type { Notice, Qna, RegisterWhere } from '@smm/contract/catalog';
import { toSettingsMap, type Setting, type SettingsMap } from '@smm/contract/settings';
import type { Queryable } from '../../db/database.ts';
import type { ReadCache } from '../../fast-path/read-cache.ts';
import * as repo from './site-repository.ts';

/** Every read comes from the read cache (docs/decisions/read-cache.md): shared and frozen. */
export interface SiteService {
  settings(): Promise<Setting[]>;
  /** The settings as a map, for services that enforce feature flags (ENABLE_*) on the server. */
  settingsMap(): Promise<SettingsMap>;
  notices(): Promise<Notice[]>;
  qnas(): Promise<Qna[]>;
  registerSources(): Promise<RegisterWhere[]>;
}

export function createSiteService(deps: { db: Queryable; cache: ReadCache }): SiteService {
  const { db, cache } = deps;
  const settings = () => cache.get('site:settings', () => repo.listSettings(db));
  return {
    settings,
    settingsMap: () => cache.get('site:settings-map', async () => toSettingsMap(await settings())),
    notices: () => cache.get('site:notices', () => repo.listNotices(db)),
    qnas: () => cache.get('site:qnas', () => repo.listQnas(db)),
    registerSources: () => cache.get('site:register-sources', () => repo.listRegisterSources(db)),
  };
}
