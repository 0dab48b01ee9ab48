import type { Notice, Qna, RegisterWhere } from '@smm/contract/catalog';
import { toSettingsMap, type Setting, type SettingsMap } from '@smm/contract/settings';
import type { Queryable } from '../../db/database.ts';
import * as repo from './site-repository.ts';

export interface SiteService {
  settings(): Promise<Setting[]>;
  /** The settings as a map, for services that enforce feature flags (ENABLE_*) on the server. */
  settingsMap(): Promise<SettingsMap>;
  notices(): Promise<Notice[]>;
  qnas(): Promise<Qna[]>;
  registerSources(): Promise<RegisterWhere[]>;
}

export function createSiteService(deps: { db: Queryable }): SiteService {
  const { db } = deps;
  return {
    settings: () => repo.listSettings(db),
    settingsMap: async () => toSettingsMap(await repo.listSettings(db)),
    notices: () => repo.listNotices(db),
    qnas: () => repo.listQnas(db),
    registerSources: () => repo.listRegisterSources(db),
  };
}
