import { z } from 'zod';
import { SERVICE_BACKUP_MESSAGES } from './admin-service-backups-messages.ts';
import { MAX_SERVICE_BACKUPS } from './service-backup-limits.ts';

/**
 * A service's backup providers (issue 33 "Failover"; docs/decisions/failover.md): provider services
 * of the same type, tried in order when the service's own provider refuses an order outright, and
 * whether a backup above the member's price may be used.
 */

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
