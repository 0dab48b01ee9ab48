import type { onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';

const ADMIN_PREFIX = '/api/admin';

/**
 * Gate for the whole operator API: any route whose path is under /api/admin answers 401 to the
 * anonymous and 403 to members before its body is parsed, even if its own module forgot the guard.
 * Keyed on the matched route pattern, not the raw URL, so encodings of the path cannot dodge it.
 */
export function adminGate(guard: AuthGuard): onRequestAsyncHookHandler {
  return async function gate(request, reply) {
    const route = request.routeOptions.url;
    if (route === ADMIN_PREFIX || route?.startsWith(`${ADMIN_PREFIX}/`))
      await guard.requireAdmin.call(this, request, reply);
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
