import type { Queryable } from '../../db/database.ts';

export interface ProviderRow {
  id: number;
  kind: 'simulator' | 'api_v2';
  apiUrl: string | null;
  apiKey: string | null;
  enabled: boolean;
}

export async function findProvider(db: Queryable, providerId: number): Promise<ProviderRow | undefined> {
  const { rows } = await db.query<ProviderRow>(
    'SELECT id, kind, api_url AS "apiUrl", api_key AS "apiKey", enabled FROM providers WHERE id = $1',
    [providerId],
  );
  return rows[0];
}
