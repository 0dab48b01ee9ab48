import { rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/database.ts';
import type { ChaosDatabase } from './chaos-store.ts';

/** The PostgreSQL server a run makes its database on (trust authentication). */
export const CHAOS_POSTGRES = process.env.CHAOS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface RunDatabase {
  location: ChaosDatabase;
  name: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A fresh database for the run, named from the seed: dropped first if a run left it behind. */
export async function freshDatabase(name: string, embedded: boolean, outDir: string): Promise<RunDatabase> {
  if (embedded) {
    const dataDir = path.join(outDir, `${name}-data`);
    rmSync(dataDir, { recursive: true, force: true });
    return {
      location: { dataDir },
      name: dataDir,
      open: () => openDatabase({ dataDir: path.join(dataDir, 'pglite') }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = `${CHAOS_POSTGRES}/${name}`;
  const admin = async (sql: string) => {
    const db = await openDatabase({ url: `${CHAOS_POSTGRES}/postgres`, poolSize: 1 });
    try {
      await db.exec(sql);
    } finally {
      await db.close();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  return {
    location: { url },
    name,
    open: () => openDatabase({ url, poolSize: 2 }),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
