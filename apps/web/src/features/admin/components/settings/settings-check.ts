import {
  SETTING_FIELDS,
  adminSettingsPatchSchema,
  settingsConsistencyIssues,
  type SettingsPatch,
  type SettingsValues,
} from '@smm/contract/admin-settings';
import { ADMIN_SETTINGS_MESSAGES as M } from '@smm/contract/admin-settings-messages';
import type { SettingKey } from '@smm/contract/settings-map';
import { failWith, formIssues, type FormCheck, type FormIssue } from '../../../../lib/form/form-check.ts';

const ORDER = new Map(SETTING_FIELDS.map((field, index) => [field.key as string, index]));
const byPageOrder = (a: FormIssue, b: FormIssue) =>
  (ORDER.get(a.field ?? '') ?? -1) - (ORDER.get(b.field ?? '') ?? -1);

/** The keys whose draft differs from what is saved, in page order. */
export function changedKeys(saved: SettingsValues, draft: SettingsValues): SettingKey[] {
  return SETTING_FIELDS.map((field) => field.key).filter((key) => draft[key] !== saved[key]);
}

/**
 * The same checks as the server, on the changed keys only: each value's rule, then the rules
 * between keys on the settings the change would produce. Issues come in the page's order.
 */
export function checkSettings(saved: SettingsValues, draft: SettingsValues): FormCheck<SettingsPatch> {
  const keys = changedKeys(saved, draft);
  if (keys.length === 0) return failWith(M.unchanged);
  const parsed = adminSettingsPatchSchema.safeParse(Object.fromEntries(keys.map((key) => [key, draft[key]])));
  if (!parsed.success) return { ok: false, issues: formIssues(parsed.error).sort(byPageOrder) };
  const between = settingsConsistencyIssues({ ...saved, ...parsed.data }, keys);
  if (between.length > 0) {
    return {
      ok: false,
      issues: between.map(({ key, message }) => ({ field: key, message })).sort(byPageOrder),
    };
  }
  return { ok: true, data: parsed.data };
}
