// The admin service backups messages, quoted by the server and the web app alike.
import { ADMIN_IMPORT_MESSAGES } from './admin-import-messages.ts';
import { MAX_SERVICE_BACKUPS } from './service-backup-limits.ts';

export const SERVICE_BACKUP_MESSAGES = {
  serviceNotFound: '서비스를 찾을 수 없습니다.',
  noProvider: '공급처가 연결된 서비스에만 백업 공급처를 지정할 수 있습니다.',
  tooMany: `백업 공급처는 ${MAX_SERVICE_BACKUPS}개까지 지정할 수 있습니다.`,
  duplicate: '같은 공급처 서비스를 두 번 지정했습니다.',
  sameAsMain: '서비스의 기본 공급처 서비스는 백업으로 지정할 수 없습니다.',
  providerInvalid: '공급처를 선택해 주세요.',
  providerServiceIdInvalid: ADMIN_IMPORT_MESSAGES.providerServiceIdInvalid,
  /** Followed by the provider service id. */
  upstreamNotFound: ADMIN_IMPORT_MESSAGES.upstreamNotFound,
  mainTypeUnknown: '기본 공급처 서비스의 유형을 확인할 수 없습니다. 공급처 목록에 있는지 확인해 주세요.',
  saved: '백업 공급처를 저장했습니다.',
} as const;
