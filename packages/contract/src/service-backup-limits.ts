// How many backups a service may name.

/** At most this many backups per service. */
export const MAX_SERVICE_BACKUPS = 5;
