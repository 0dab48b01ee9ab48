import { ADMIN_PATH } from './paths.ts';

/**
 * Where a sign-in the operator console asked for goes back to: the router sends a signed-out
 * visitor of /admin to /login with `{ returnTo }` in navigation state (issue 34). Only a console
 * path is honoured, so navigation state can never send anyone off-site or anywhere else.
 */
export function consoleReturnTo(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('returnTo' in state)) return null;
  const { returnTo } = state;
  if (typeof returnTo !== 'string') return null;
  return returnTo === ADMIN_PATH || returnTo.startsWith(`${ADMIN_PATH}/`) ? returnTo : null;
}
