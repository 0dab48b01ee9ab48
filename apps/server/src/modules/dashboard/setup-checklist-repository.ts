import type { Queryable } from '../../db/database.ts';

/** What the set-up checklist reads (issue 34); like the dashboard's figures, only reads. */
export interface SetupFacts {
  provider: boolean;
  services: boolean;
  bank: boolean;
  company: boolean;
  notice: boolean;
  testOrder: boolean;
}

const setting = (key: string) =>
  `EXISTS (SELECT 1 FROM site_settings WHERE key = '${key}' AND btrim(value) <> '')`;

export async function setupFacts(db: Queryable): Promise<SetupFacts> {
  const { rows } = await db.query<SetupFacts>(
    `SELECT EXISTS (SELECT 1 FROM providers WHERE enabled) AS provider,
            EXISTS (SELECT 1 FROM services s
                      JOIN categories c ON c.id = s.category_id
                      JOIN platforms p ON p.id = c.platform_id
                     WHERE s.visible AND c.visible AND p.visible) AS services,
            ${setting('BANK_NAME')} AND ${setting('BANK_NUMBER')} AS bank,
            ${setting('COMPANY')} AND ${setting('CEO')} AND ${setting('CORPORATION_NUMBER')} AS company,
            EXISTS (SELECT 1 FROM notices WHERE visible) AS notice,
            EXISTS (SELECT 1 FROM orders) AS "testOrder"`,
  );
  const facts = rows[0];
  if (!facts) throw new Error('the set-up facts query returned no row');
  return facts;
}
