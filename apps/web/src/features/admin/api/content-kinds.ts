import type { z } from 'zod';
import {
  adminNoticeSchema,
  adminQnaSchema,
  adminRegisterSourceSchema,
  type AdminNotice,
  type AdminQna,
  type AdminRegisterSource,
  type NoticeCreate,
  type NoticePatch,
  type QnaCreate,
  type QnaPatch,
  type RegisterSourceCreate,
  type RegisterSourcePatch,
} from '@smm/contract/admin-content';
import { noticesQueryKey, qnasQueryKey, registerWhereQueryKey } from '../../../lib/site-content-keys.ts';

/** The three content lists of /admin/content, by the path segment of their endpoints. */
export type ContentKind = 'notices' | 'qnas' | 'register-sources';

export interface ContentTypes {
  notices: { row: AdminNotice; create: NoticeCreate; patch: NoticePatch };
  qnas: { row: AdminQna; create: QnaCreate; patch: QnaPatch };
  'register-sources': { row: AdminRegisterSource; create: RegisterSourceCreate; patch: RegisterSourcePatch };
}

export type ContentRow<K extends ContentKind> = ContentTypes[K]['row'];

export const CONTENT_KINDS: {
  [K in ContentKind]: { row: z.ZodType<ContentRow<K>>; storefrontKey: readonly string[] };
} = {
  notices: { row: adminNoticeSchema, storefrontKey: noticesQueryKey },
  qnas: { row: adminQnaSchema, storefrontKey: qnasQueryKey },
  'register-sources': { row: adminRegisterSourceSchema, storefrontKey: registerWhereQueryKey },
};

export const contentQueryKey = (kind: ContentKind) => ['admin', 'content', kind] as const;
