import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import { changePasswordSchema, consentSchema, loginSchema, superuserLoginSchema, type LoginResponse } from '../../shared/schemas/profile';
import type { AppContext } from '../app-context';
import { requireUser } from '../http/access';
import { HttpError, parseInput } from '../http/errors';
import { loginClientOf } from './devices';
import { giveConsent } from './give-consent';
import { loginProfile } from './login-profile';
import { loginSuperuser } from './login-superuser';
import { changePassword, keptBrowserOf } from './personal-password';
import { clearSessionCookie, deleteSession, openFullSession } from './sessions';
import { describeSession } from './session-user';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  // Per address, generous (a class behind one router): the per-account throttle stops guessing.
  const loginLimit = { max: ctx.env.LOGIN_RATE_LIMIT, timeWindow: '1 minute' };

  app.get('/api/session', { config: { access: 'anonymous' } }, async (request) => describeSession(db, request.user));

  app.post('/api/auth/login', { config: { access: 'anonymous', rateLimit: loginLimit } }, async (request, reply): Promise<LoginResponse> => {
    const input = parseInput(loginSchema, request.body);
    const user = await loginProfile({ db, input, client: loginClientOf(request) });
    const profile = { id: user.id, name: user.name };
    if (user.consent_at === null) {
      // Only the browser that created the profile holds its consent session; nobody else who
      // knows the name may answer for the adult.
      if (request.user?.id === user.id && request.user.sessionKind === 'consent') return { user: null, consentRequired: true, profile };
      // A profile the superuser enrolled has no creating browser: its consent comes from the
      // superuser ('Registra consenso') or from the adult with the family letter.
      const message = user.enrolled_by === 'superuser' ? AUTH_MESSAGES.consentPendingEnrolled : AUTH_MESSAGES.consentPending;
      throw new HttpError(403, 'consent_pending', message, { title: AUTH_MESSAGES.consentPendingTitle });
    }
    return { user: await openFullSession(db, request, reply, { ...profile, isSuperuser: false }), consentRequired: false, profile };
  });

  app.post('/api/auth/superuser', { config: { access: 'anonymous', rateLimit: loginLimit } }, async (request, reply) => {
    const { password } = parseInput(superuserLoginSchema, request.body);
    const user = await loginSuperuser({ db, password, client: loginClientOf(request) });
    return { user: await openFullSession(db, request, reply, { id: user.id, name: user.name, isSuperuser: true }) };
  });

  app.post('/api/auth/consent', { config: { access: 'consent' } }, async (request, reply) => {
    const user = requireUser(request);
    const { adultName, password, aiConsent, voiceConsent } = parseInput(consentSchema, request.body);
    // Consent (and the password chosen with it) is given only from the creating browser's
    // consent session: an open session of a profile that already has its consent takes nothing over.
    if (user.sessionKind !== 'consent') throw new HttpError(409, 'consent_already_given', AUTH_MESSAGES.consentAlreadyGiven);
    await giveConsent({ db, userId: user.id, adultName, password, aiConsent, voiceConsent });
    return { user: await openFullSession(db, request, reply, user) };
  });

  /** 'Cambia password' from the profile menu (a child, with an adult). */
  app.post('/api/auth/password', { config: { access: 'profile', rateLimit: loginLimit } }, async (request) => {
    const { current, password } = parseInput(changePasswordSchema, request.body);
    await changePassword({ db, userId: requireUser(request).id, current, password, ...keptBrowserOf(request) });
    return { ok: true };
  });

  app.post('/api/auth/logout', { config: { access: 'anonymous' } }, async (request, reply) => {
    if (request.user) await deleteSession(db, request.user.sessionId);
    clearSessionCookie(reply);
    return { ok: true };
  });
}
