import { toMilli } from '@smm/contract/money';
import type { Database } from '../db/database.ts';
import {
  DEMO_CATEGORIES,
  DEMO_NOTICES,
  DEMO_PLATFORMS,
  DEMO_QNAS,
  DEMO_REGISTER_SOURCES,
  DEMO_SETTINGS,
} from './demo-catalog-data.ts';
import * as repo from './demo-seed-repository.ts';

/** Seeds the demo catalogue when the catalogue is empty. Returns whether it seeded. */
export async function seedDemoCatalog(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await repo.lockSeeding(tx);
    if ((await repo.countPlatforms(tx)) > 0) return false;
    for (const [key, value] of Object.entries(DEMO_SETTINGS)) {
      await repo.insertSettingIfMissing(tx, key, value);
    }
    for (const [i, p] of DEMO_PLATFORMS.entries()) {
      await repo.insertPlatform(tx, { ...p, sortOrder: i });
    }
    for (const [i, c] of DEMO_CATEGORIES.entries()) {
      const categoryId = await repo.insertCategory(tx, {
        platformId: c.platform,
        text: c.text,
        sortOrder: i,
      });
      for (const [j, s] of c.services.entries()) {
        await repo.insertService(tx, {
          categoryId,
          text: s.text,
          notice: s.notice,
          min: s.min,
          max: s.max,
          unitPriceMilli: toMilli(s.price),
          enableAuto: s.auto ?? false,
          isReadOnly: s.readOnly ?? false,
          sortOrder: j,
        });
      }
    }
    for (const [i, n] of DEMO_NOTICES.entries()) {
      // Older notices first so the newest lands on top of its group.
      await repo.insertNotice(tx, {
        content: n.content,
        isTop: n.isTop,
        minutesAgo: DEMO_NOTICES.length - i,
      });
    }
    for (const [i, q] of DEMO_QNAS.entries()) {
      await repo.insertQna(tx, { title: q.title, answer: q.answer, sortOrder: i });
    }
    for (const [i, text] of DEMO_REGISTER_SOURCES.entries()) {
      await repo.insertRegisterSource(tx, text, i);
    }
    return true;
  });
}
