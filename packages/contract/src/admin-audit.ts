import { z } from 'zod';
import { decimalId } from './strict-input.ts';
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
  'member.send_password_reset': '비밀번호 재설정 메일 발송',
  'member.reset_phone': '휴대전화 번호 초기화',
  'operator.setup': '첫 운영자 생성(상점 설정)',
  'operator.create': '운영자 추가',
  'operator.change_password': '운영자 비밀번호 변경',
  'order.found_at_provider': '공급처 접수 확인',
  'order.resend': '공급처 재전송',
  'order.cancel_refund': '주문 취소 및 환불',
  'order.mark_partial': '부분 완료 처리',
  'order.mark_completed': '완료 처리',
  'auto_order.cancel': '자동주문 취소',
  'provider.create': '공급처 추가',
  'provider.update': '공급처 수정',
  'provider.enable': '공급처 사용',
  'provider.disable': '공급처 사용 중지',
  'provider.test': '공급처 연결 확인',
  'platform.create': '플랫폼 추가',
  'platform.update': '플랫폼 수정',
  'platform.delete': '플랫폼 삭제',
  'platform.reorder': '플랫폼 순서 변경',
  'category.create': '카테고리 추가',
  'category.update': '카테고리 수정',
  'category.delete': '카테고리 삭제',
  'category.reorder': '카테고리 순서 변경',
  'service.create': '서비스 추가',
  'service.update': '서비스 수정',
  'service.delete': '서비스 삭제',
  'service.reorder': '서비스 순서 변경',
  'service.bulk_visibility': '서비스 일괄 표시/숨김',
  'service.bulk_price': '서비스 일괄 가격 변경',
  'notice.create': '공지 추가',
  'notice.update': '공지 수정',
  'notice.delete': '공지 삭제',
  'notice.reorder': '공지 순서 변경',
  'qna.create': 'FAQ 추가',
  'qna.update': 'FAQ 수정',
  'qna.delete': 'FAQ 삭제',
  'qna.reorder': 'FAQ 순서 변경',
  'register_source.create': '가입경로 추가',
  'register_source.update': '가입경로 수정',
  'register_source.delete': '가입경로 삭제',
  'register_source.hide': '가입경로 숨김(회원 있음)',
  'register_source.reorder': '가입경로 순서 변경',
  'settings.update': '설정 변경',
  'service.import': '공급처 서비스 가져오기',
  'category.import_create': '가져오기 중 카테고리 생성',
  'platform.import_create': '가져오기 중 플랫폼 생성',
  'service.price_sync': '공급처 단가 자동 반영',
  'service.upstream_missing': '공급처 서비스 사라짐 (숨김)',
  'service.upstream_returned': '공급처 서비스 다시 나타남',
  'price_change.approve': '가격 변경 승인',
  'price_change.reject': '가격 변경 거절',
  'provider.price_sync_mode': '가격 동기화 방식 변경',
  'inquiry.reply': '문의 답변',
  'inquiry.close': '문의 종료',
  'inquiry_template.create': '자주 쓰는 답변 추가',
  'inquiry_template.update': '자주 쓰는 답변 수정',
  'inquiry_template.delete': '자주 쓰는 답변 삭제',
  'marketing.deposit_bonus': '충전 보너스 설정 변경',
  'coupon.create': '쿠폰 추가',
  'coupon.update': '쿠폰 수정',
  'marketing.grades': '회원 등급 설정 변경',
  'member.pricing': '회원 등급·단가 변경',
  'marketing.referral': '추천인 수익 설정 변경',
  'referral_payout.approve': '추천인 수익 출금 승인',
  'referral_payout.reject': '추천인 수익 출금 거절',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export const auditLogQuerySchema = pageQuerySchema(LIST_PAGE).extend({
  action: z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]]).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(40).optional(),
  operatorId: decimalId().optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogRowSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  /** Null for what a background sweep did on its own (the price sync). */
  operatorId: z.number().nullable(),
  operatorLoginId: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  memo: z.string(),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;
