import { z } from 'zod';
import { ADMIN_IMPORT_MESSAGES } from './admin-import.ts';

/**
 * A service's backup providers (issue 33 "Failover"; docs/decisions/failover.md): provider services
 * of the same type, tried in order when the service's own provider refuses an order outright, and
 * whether a backup above the member's price may be used.
 */

/** At most this many backups per service. */
export const MAX_SERVICE_BACKUPS = 5;

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
const M = SERVICE_BACKUP_MESSAGES;

/** A backup of another type than the service's own: the provider service, its type and the service's. */
export function backupTypeMismatchMessage(providerServiceId: string, type: string, mainType: string): string {
  return `기본 공급처 서비스와 유형이 다른 백업입니다: ${providerServiceId} (${type}, 기본 서비스는 ${mainType})`;
}

export const serviceBackupInputSchema = z.object({
  providerId: z.number({ error: M.providerInvalid }).int(M.providerInvalid).positive(M.providerInvalid),
  providerServiceId: z
    .string({ error: M.providerServiceIdInvalid })
    .trim()
    .min(1, M.providerServiceIdInvalid)
    .max(100, M.providerServiceIdInvalid),
});

export const serviceBackupsBodySchema = z.object({
  /** In the order they are tried; an empty list removes every backup. */
  backups: z.array(serviceBackupInputSchema).max(MAX_SERVICE_BACKUPS, M.tooMany),
  /** Use a backup even when it costs more than the member paid. */
  allowLoss: z.boolean(),
});
export type ServiceBackupsBody = z.infer<typeof serviceBackupsBodySchema>;

export const serviceBackupSchema = z.object({
  position: z.number().int(),
  providerId: z.number().int(),
  providerName: z.string(),
  providerEnabled: z.boolean(),
  providerServiceId: z.string(),
  /** The upstream type, as listed when saved (the same as the service's own). */
  type: z.string(),
  /** Per 1000 units in the provider's currency, as listed when saved; null when unreadable. */
  rate: z.string().nullable(),
  currency: z.string(),
  /** What one unit costs us in points (won) at today's exchange rate; null with no rate. */
  unitCost: z.number().nullable(),
});
export type ServiceBackup = z.infer<typeof serviceBackupSchema>;

export const serviceBackupsSchema = z.object({
  serviceId: z.number().int(),
  /** The service's own upstream type, when known. */
  type: z.string().nullable(),
  allowLoss: z.boolean(),
  backups: z.array(serviceBackupSchema),
});
export type ServiceBackups = z.infer<typeof serviceBackupsSchema>;
