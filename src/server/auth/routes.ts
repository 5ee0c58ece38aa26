import type { FastifyInstance } from 'fastify';
import { consentSchema, loginSchema, superuserLoginSchema, type LoginResponse } from '../../shared/schemas/profile';
import type { AppContext } from '../app-context';
import { requireUser } from '../http/access';
import { parseInput } from '../http/errors';
import { giveConsent } from './give-consent';
import { loginProfile } from './login-profile';
import { loginSuperuser } from './login-superuser';
import { clearSessionCookie, createSession, deleteSession, setSessionCookie } from './sessions';
import { describeSession, toSessionUser } from './session-user';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const loginLimit = { max: ctx.env.LOGIN_RATE_LIMIT, timeWindow: '1 minute' };

  app.get('/api/session', { config: { access: 'anonymous' } }, async (request) => describeSession(db, request.user));

  app.post('/api/auth/login', { config: { access: 'anonymous', rateLimit: loginLimit } }, async (request, reply): Promise<LoginResponse> => {
    const input = parseInput(loginSchema, request.body);
    const user = await loginProfile({ db, input });
    if (request.user) await deleteSession(db, request.user.sessionId);
    const consentRequired = user.consent_at === null;
    const token = await createSession({ db, userId: user.id, kind: consentRequired ? 'consent' : 'full' });
    setSessionCookie(reply, token);
    return {
      user: consentRequired ? null : await toSessionUser(db, { id: user.id, name: user.name, isSuperuser: false }),
      consentRequired,
      profile: { id: user.id, name: user.name },
    };
  });

  app.post('/api/auth/superuser', { config: { access: 'anonymous', rateLimit: loginLimit } }, async (request, reply) => {
    const { password } = parseInput(superuserLoginSchema, request.body);
    const user = await loginSuperuser({ db, password });
    if (request.user) await deleteSession(db, request.user.sessionId);
    setSessionCookie(reply, await createSession({ db, userId: user.id, kind: 'full' }));
    return { user: await toSessionUser(db, { id: user.id, name: user.name, isSuperuser: true }) };
  });

  app.post('/api/auth/consent', { config: { access: 'consent' } }, async (request, reply) => {
    const user = requireUser(request);
    const { adultName, aiConsent } = parseInput(consentSchema, request.body);
    await giveConsent({ db, userId: user.id, adultName, aiConsent });
    await deleteSession(db, user.sessionId);
    setSessionCookie(reply, await createSession({ db, userId: user.id, kind: 'full' }));
    return { user: await toSessionUser(db, { id: user.id, name: user.name, isSuperuser: user.isSuperuser }) };
  });

  app.post('/api/auth/logout', { config: { access: 'anonymous' } }, async (request, reply) => {
    if (request.user) await deleteSession(db, request.user.sessionId);
    clearSessionCookie(reply);
    return { ok: true };
  });
}
