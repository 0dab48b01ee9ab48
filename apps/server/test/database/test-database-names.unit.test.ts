import { describe, expect, it } from 'vitest';
import { createdAt, databaseUrl, STALE_AFTER_MS, testDatabaseName } from './test-database-names.ts';

describe('test database names', () => {
  it('carry their creation time to the second, and differ between two runs started at once', () => {
    const now = Date.UTC(2025, 0, 2, 3, 4, 5);
    const a = testDatabaseName(undefined, now);
    const b = testDatabaseName('seeded', now);
    expect(a).toMatch(/^smm_test_[0-9a-z]+_[0-9a-f]{10}$/);
    expect(b).toMatch(/_seeded$/);
    expect(a.length).toBeLessThanOrEqual(63);
    expect(createdAt(a)).toBe(now);
    expect(createdAt(b)).toBe(now);
    expect(testDatabaseName(undefined, now)).not.toBe(a);
    expect(STALE_AFTER_MS).toBeGreaterThan(60 * 60 * 1000);
  });

  it('are not mistaken for anyone else’s database', () => {
    expect(createdAt('test')).toBeNull();
    expect(createdAt('smm_test')).toBeNull();
    expect(createdAt('smm_test_abc')).toBeNull();
  });

  it('replace only the database of a connection string', () => {
    expect(databaseUrl('postgres://postgres@127.0.0.1:5432/test?sslmode=disable', 'smm_test_x_1')).toBe(
      'postgres://postgres@127.0.0.1:5432/smm_test_x_1?sslmode=disable',
    );
  });
});
