import type { SettingField, SettingGroup } from '@smm/contract/admin-settings';

/** Spaces and case do not count: '계좌 번호' finds '계좌번호', 'bank' finds BANK_NUMBER. */
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * The settings page's search (issue 34): a field matches when its label, help, placeholder or key
 * contains the query; a group's own title or description matching shows all of its fields.
 */
export function matchingFields(group: SettingGroup, query: string): readonly SettingField[] {
  const q = normalise(query);
  if (q === '') return group.fields;
  if (normalise(`${group.title} ${group.description}`).includes(q)) return group.fields;
  return group.fields.filter((field) =>
    normalise(`${field.label} ${field.help} ${field.placeholder ?? ''} ${field.key}`).includes(q),
  );
}
