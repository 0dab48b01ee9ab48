// The readiness check's messages.

/** Why /api/ready answers 503; shown to whoever reads the load balancer's or the operator's check. */
export const READINESS_MESSAGES = {
  databaseDown: '데이터베이스가 응답하지 않습니다.',
  migrationsPending: '데이터베이스 마이그레이션이 아직 적용되지 않았습니다.',
} as const;
