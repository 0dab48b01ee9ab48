import type { onRouteHookHandler } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';

const ADMIN_PREFIX = '/api/admin';

/**
 * Gate for the whole operator API: any route whose path is under /api/admin answers 401 to the
 * anonymous and 403 to members before its body is parsed, even if its own module forgot the guard.
 * Registered as Fastify's onRoute hook: each such route gets the operator guard as its first
 * onRequest hook when it is declared (its HEAD twin too), keyed on the route pattern, not the raw
 * URL, so encodings of the path cannot dodge it; every other route carries no hook for it at all.
 */
export function adminGate(guard: AuthGuard): onRouteHookHandler {
  return (route) => {
    if (route.url !== ADMIN_PREFIX && !route.url.startsWith(`${ADMIN_PREFIX}/`)) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [guard.requireAdmin, ...own];
  };
}

const adminMeSchema = z.object({ id: z.string(), isAdmin: z.literal(true) });

/** GET /admin/me: who the operator console is talking to (and the proof that the guard works). */
export function adminRoutes(guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/me',
      { onRequest: guard.requireAdmin, schema: { response: { 200: adminMeSchema } } },
      (request) => ({
        id: currentMember(request).loginId,
        isAdmin: true as const,
      }),
    );
  };
}
