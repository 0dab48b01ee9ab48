/**
 * What a server project's global setup hands every test file: where to copy a ready database from.
 * `blank` has nothing applied, `migrated` every migration, `seeded` the demo catalogue on top.
 */
export type TestDatabaseSources =
  | { kind: 'pglite'; snapshots: Record<SnapshotRole, string> }
  | { kind: 'postgres'; url: string; templates: Record<SnapshotRole, string> };

export type SnapshotRole = 'blank' | 'migrated' | 'seeded';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseSources: TestDatabaseSources;
  }
}
