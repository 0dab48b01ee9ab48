import { SETUP_CHECKLIST_ITEMS, type SetupChecklist } from '@smm/contract/admin-setup-checklist';
import type { Database } from '../../db/database.ts';
import { setupFacts } from './setup-checklist-repository.ts';

export interface SetupChecklistService {
  checklist(): Promise<SetupChecklist>;
}

/** The dashboard's set-up checklist, every item ticked from the data (docs/decisions/first-run.md). */
export function createSetupChecklistService(deps: { db: Database }): SetupChecklistService {
  return {
    async checklist() {
      const facts = await setupFacts(deps.db);
      const items = SETUP_CHECKLIST_ITEMS.map((item) => ({ id: item.id, done: facts[item.id] }));
      return { items, ready: items.every((item) => item.done) };
    },
  };
}
