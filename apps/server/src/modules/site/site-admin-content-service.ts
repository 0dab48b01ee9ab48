import {
  type AdminNotice,
  type AdminQna,
  type AdminRegisterSource,
  type ContentDeleteResult,
  type noticeCreateSchema,
  type noticePatchSchema,
  type qnaCreateSchema,
  type qnaPatchSchema,
  type registerSourceCreateSchema,
  type registerSourcePatchSchema,
} from '@smm/contract/admin-content';
import { ADMIN_CONTENT_MESSAGES as M } from '@smm/contract/admin-content-messages';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { ConflictError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { createContentCrud, type ContentCrud } from './site-admin-content-crud.ts';
import * as repo from './site-admin-content-repository.ts';

type NoticeCreate = z.output<typeof noticeCreateSchema>;
type NoticePatch = z.output<typeof noticePatchSchema>;
type QnaCreate = z.output<typeof qnaCreateSchema>;
type QnaPatch = z.output<typeof qnaPatchSchema>;
type SourceCreate = z.output<typeof registerSourceCreateSchema>;
type SourcePatch = z.output<typeof registerSourcePatchSchema>;

/**
 * What the sources need to know about members, injected from the accounts module (which owns
 * `members`) so the site module does not depend on it.
 */
export interface SourceMembers {
  /** Members per source text; inside `tx` when given. */
  usage(tx?: Queryable, text?: string): Promise<Map<string, number>>;
  /** Inside `tx`: members who chose `from` now show `to`; returns how many. */
  rename(tx: Queryable, from: string, to: string): Promise<number>;
}

/** The operator's notices, FAQ entries and registration sources. */
export interface SiteAdminContentService {
  notices: ContentCrud<AdminNotice, NoticeCreate, NoticePatch>;
  qnas: ContentCrud<AdminQna, QnaCreate, QnaPatch>;
  sources: ContentCrud<AdminRegisterSource, SourceCreate, SourcePatch>;
}

export function createSiteAdminContentService(deps: {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  members: SourceMembers;
}): SiteAdminContentService {
  const { members } = deps;

  const notices = createContentCrud<AdminNotice, NoticeCreate, NoticePatch>(
    {
      table: 'notices',
      name: 'notice',
      notFound: M.noticeNotFound,
      list: repo.listAdminNotices,
      find: repo.findNotice,
      insert: repo.insertNotice,
      update: repo.updateNotice,
    },
    deps,
  );

  const qnas = createContentCrud<AdminQna, QnaCreate, QnaPatch>(
    {
      table: 'qnas',
      name: 'qna',
      notFound: M.qnaNotFound,
      list: repo.listAdminQnas,
      find: repo.findQna,
      insert: (q, input) => repo.insertQna(q, input),
      update: (q, id, patch) => repo.updateQna(q, id, patch),
    },
    deps,
  );

  /** Sign-up needs a source to choose: the last visible one is never hidden or deleted. */
  async function keepOneVisible(tx: Queryable, source: repo.SourceRow): Promise<void> {
    if (source.visible && (await repo.countOtherVisibleSources(tx, source.id)) === 0) {
      throw new ConflictError(M.lastVisibleSource, 'LAST_VISIBLE_SOURCE');
    }
  }

  /** A name already taken answers 409 with its message instead of the database's error. */
  async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(M.sourceTaken, 'SOURCE_TAKEN');
      throw error;
    }
  }

  const withCount = async (tx: Queryable, row: repo.SourceRow): Promise<AdminRegisterSource> => ({
    ...row,
    memberCount: (await members.usage(tx, row.text)).get(row.text) ?? 0,
  });

  const sources = createContentCrud<AdminRegisterSource, SourceCreate, SourcePatch>(
    {
      table: 'register_sources',
      name: 'register_source',
      notFound: M.sourceNotFound,
      async list(q) {
        const [rows, usage] = await Promise.all([repo.listAdminSources(q), members.usage(q)]);
        return rows.map((row) => ({ ...row, memberCount: usage.get(row.text) ?? 0 }));
      },
      async find(q, id) {
        const row = await repo.findSource(q, id);
        return row ? withCount(q, row) : null;
      },
      insert: async (q, input) => withCount(q, await uniqueName(() => repo.insertSource(q, input))),
      async update(q, id, patch) {
        const row = await uniqueName(() => repo.updateSource(q, id, patch));
        return row ? withCount(q, row) : null;
      },
      async beforeUpdate(tx, before, patch) {
        if (patch.visible === false) await keepOneVisible(tx, before);
        if (patch.text === undefined || patch.text === before.text || before.memberCount === 0)
          return undefined;
        // The members' answer follows the source's new name, in the same transaction as the rename.
        const moved = await members.rename(tx, before.text, patch.text);
        return `회원 ${moved}명의 가입경로도 새 이름으로 바꿨습니다.`;
      },
      async remove(
        tx,
        before,
      ): Promise<{ outcome: ContentDeleteResult['outcome']; after?: AdminRegisterSource }> {
        await keepOneVisible(tx, before);
        if (before.memberCount === 0) {
          await repo.deleteContentRow(tx, 'register_sources', before.id);
          return { outcome: 'deleted' };
        }
        // Members chose it: their answer keeps a source it names, hidden from new sign-ups.
        const after = await repo.updateSource(tx, before.id, { visible: false });
        return {
          outcome: 'hidden',
          after: after ? { ...after, memberCount: before.memberCount } : undefined,
        };
      },
    },
    deps,
  );

  return { notices, qnas, sources };
}
