import type { Database } from '../../db/database.ts';
import { createReadCache } from '../../fast-path/read-cache.ts';
import { apiKeyHash } from './account-secrets.ts';
import type { AuthMember } from './member-directory-service.ts';
import * as members from './member-repository.ts';

/** The owner of an api key as the reseller APIs need it: who, and whether an operator blocked them. */
export type ApiKeyOwner = AuthMember & { blocked: boolean };

/** Who an api key belongs to: one lookup for both reseller APIs (v1 and v2). */
export interface ApiKeyDirectory {
  /**
   * The live member owning `key`, or null. A blocked member is found with `blocked: true`, so each
   * API can answer the block's own message.
   */
  findOwner(key: string): Promise<ApiKeyOwner | null>;
  /** The owner `findOwner` would answer at once when it is in memory; undefined when not known here. */
  knownOwner(key: string): ApiKeyOwner | undefined;
  /** Stops following the database's changes. */
  close(): void;
}

/**
 * Owners are kept in memory by key hash, so a reseller's request reads no row: migration 0021's
 * triggers announce a renewed or removed key, a block or its lifting, a deletion and a change of
 * login id or operator flag, and the whole map is emptied (this process before the write returns,
 * others when the notification arrives; docs/decisions/read-cache.md, "API keys"). Unknown keys
 * are not kept, so guessing cannot grow the map; the bound is a safeguard.
 */
export function createApiKeyDirectory(deps: { db: Database }): ApiKeyDirectory {
  const { db } = deps;
  const owners = createReadCache(db, {
    tables: ['members'],
    keep: (owner) => owner !== null,
    maxEntries: 10_000,
  });
  return {
    findOwner(key) {
      const hash = apiKeyHash(key);
      return owners.get(hash, async (): Promise<ApiKeyOwner | null> => {
        const row = await members.findLiveByApiKeyHash(db, hash);
        return row
          ? { id: row.id, loginId: row.login_id, isAdmin: row.is_admin, blocked: row.blocked }
          : null;
      });
    },
    knownOwner: (key) => owners.peek(apiKeyHash(key)) as ApiKeyOwner | undefined,
    close: () => owners.close(),
  };
}
