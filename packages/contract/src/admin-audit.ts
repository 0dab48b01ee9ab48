import { z } from 'zod';
import { LIST_PAGE, pageQuerySchema } from './paging.ts';

/**
 * Every operator action the audit log records, with the Korean label the console shows. The
 * console issues add theirs here, so the log can never hold an action it cannot name.
 */
export const AUDIT_ACTION_LABELS = {
  'point_request.approve': '충전 승인',
  'point_request.reject': '충전 거절',
  'member.adjust': '포인트 조정',
  'member.block': '회원 차단',
  'member.unblock': '차단 해제',
  'member.grant_admin': '운영자 권한 부여',
  'member.revoke_admin': '운영자 권한 회수',
  'order.found_at_provider': '공급처 접수 확인',
  'order.resend': '공급처 재전송',
  'order.cancel_refund': '주문 취소 및 환불',
  'order.mark_partial': '부분 완료 처리',
  'order.mark_completed': '완료 처리',
  'auto_order.cancel': '자동주문 취소',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export const auditLogQuerySchema = pageQuerySchema(LIST_PAGE).extend({
  action: z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]]).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(40).optional(),
  operatorId: z.coerce.number().int().positive().optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogRowSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  operatorId: z.number(),
  operatorLoginId: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  memo: z.string(),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;
