import {
  settingsConsistencyIssues,
  settingsValues,
  type AdminSettings,
  type SettingsPatch,
} from '@smm/contract/admin-settings';
import { toSettingsMap, type SettingKey } from '@smm/contract/settings';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { BadRequestError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { lockSettings, upsertSettings } from './site-admin-settings-repository.ts';
import { listSettings } from './site-repository.ts';

/** The operator's settings screen. The storefront reads the same table (no cache to invalidate). */
export interface SiteAdminSettingsService {
  get(): Promise<AdminSettings>;
  /**
   * Writes the keys of `patch` (already checked one by one by the contract) after checking the rules
   * between keys on the settings it produces; all or nothing, audited with the changed keys only.
   */
  update(operatorId: number, patch: SettingsPatch): Promise<AdminSettings>;
}

export function createSiteAdminSettingsService(deps: {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
}): SiteAdminSettingsService {
  const { db, clock, audit } = deps;
  return {
    get: async () => ({ values: settingsValues(toSettingsMap(await listSettings(db))) }),

    update: (operatorId, patch) =>
      db.transaction(async (tx) => {
        await lockSettings(tx);
        const stored = toSettingsMap(await listSettings(tx));
        const current = settingsValues(stored);
        const changed = (Object.entries(patch) as [SettingKey, string | undefined][]).flatMap(
          ([key, value]) => (value !== undefined && value !== (stored[key] ?? '') ? [{ key, value }] : []),
        );
        const next = { ...current, ...Object.fromEntries(changed.map((c) => [c.key, c.value])) };
        const [issue] = settingsConsistencyIssues(
          next,
          changed.map((c) => c.key),
        );
        if (issue) throw new BadRequestError(issue.message, 'SETTINGS_INCONSISTENT');
        if (changed.length > 0) {
          await upsertSettings(tx, changed, clock.now());
          await audit.record(tx, {
            operatorId,
            action: 'settings.update',
            targetType: 'site_settings',
            targetId: 'site',
            before: Object.fromEntries(changed.map((c) => [c.key, stored[c.key] ?? ''])),
            after: Object.fromEntries(changed.map((c) => [c.key, c.value])),
          });
        }
        return { values: next };
      }),
  };
}
