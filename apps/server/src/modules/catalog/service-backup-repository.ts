import type { Queryable } from '../../db/database.ts';

/** A service's own provider mapping, as its backups are checked against it. */
export interface BackedServiceRow {
  id: number;
  providerId: number | null;
  providerServiceId: string | null;
  /** The upstream type listed at import; null for a service mapped by hand. */
  providerType: string | null;
  allowLoss: boolean;
}

export interface ServiceBackupRow {
  position: number;
  providerId: number;
  providerName: string;
  providerEnabled: boolean;
  providerServiceId: string;
  type: string;
  rate: string | null;
  currency: string;
}

/** The service, locked for the caller's transaction when `lock`. */
export async function findBackedService(
  q: Queryable,
  serviceId: number,
  lock = false,
): Promise<BackedServiceRow | undefined> {
  const { rows } = await q.query<BackedServiceRow>(
    `SELECT id, provider_id AS "providerId", provider_service_id AS "providerServiceId",
            provider_type AS "providerType", allow_loss AS "allowLoss"
       FROM services WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [serviceId],
  );
  return rows[0];
}

export async function listServiceBackups(q: Queryable, serviceId: number): Promise<ServiceBackupRow[]> {
  const { rows } = await q.query<ServiceBackupRow>(
    `SELECT b.position, b.provider_id AS "providerId", p.name AS "providerName", p.enabled AS "providerEnabled",
            b.provider_service_id AS "providerServiceId", b.provider_type AS type,
            b.provider_rate_per_1000::text AS rate, p.currency
       FROM service_backups b JOIN providers p ON p.id = b.provider_id
      WHERE b.service_id = $1 ORDER BY b.position`,
    [serviceId],
  );
  return rows;
}

/** Replaces the service's backups (positions 1, 2, ... in the given order) and its loss setting. */
export async function replaceServiceBackups(
  tx: Queryable,
  serviceId: number,
  backups: readonly { providerId: number; providerServiceId: string; type: string; rate: string | null }[],
  allowLoss: boolean,
): Promise<void> {
  await tx.query('DELETE FROM service_backups WHERE service_id = $1', [serviceId]);
  await tx.query('UPDATE services SET allow_loss = $2 WHERE id = $1', [serviceId, allowLoss]);
  if (backups.length === 0) return;
  await tx.query(
    `INSERT INTO service_backups (service_id, position, provider_id, provider_service_id, provider_type, provider_rate_per_1000)
     SELECT $1, b.n, b.provider_id, b.service_id, b.type, b.rate
       FROM unnest($2::int[], $3::text[], $4::text[], $5::numeric[]) WITH ORDINALITY AS b(provider_id, service_id, type, rate, n)`,
    [
      serviceId,
      backups.map((b) => b.providerId),
      backups.map((b) => b.providerServiceId),
      backups.map((b) => b.type),
      backups.map((b) => b.rate),
    ],
  );
}
