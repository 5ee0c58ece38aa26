import type { FastifyInstance } from 'fastify';
import { cardLoginSchema, cardPasswordSchema, type IssueCardsResponse } from '../../shared/schemas/login-card';
import { profileSelectionSchema } from '../../shared/schemas/profile-selection';
import type { LoginResponse } from '../../shared/schemas/profile';
import type { AppContext } from '../app-context';
import { requireUser } from '../http/access';
import { parseInput } from '../http/errors';
import { loginClientOf } from './devices';
import { issueLoginCards } from './issue-login-cards';
import { loginWithCardSecret } from './login-with-card';
import { loginWithCardCode } from './login-with-card-code';
import { revokeLoginCards } from './revoke-login-cards';
import { openFullSession } from './sessions';
import { setPasswordWithCard } from './set-password-with-card';
import { keptBrowserOf } from './personal-password';

/** Login cards: the superuser prints and takes them back; a child enters with one. */
export function cardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  // Per address, as the password login: the secret cannot be guessed, the code form is also throttled per account.
  const loginLimit = { max: ctx.env.LOGIN_RATE_LIMIT, timeWindow: '1 minute' };

  app.post('/api/admin/cards', { config: { access: 'superuser' } }, async (request, reply): Promise<IssueCardsResponse> => {
    const selection = parseInput(profileSelectionSchema, request.body);
    const cards = await issueLoginCards({ db, selection });
    // The only answer that carries secrets: never kept by a browser or proxy cache.
    void reply.header('cache-control', 'no-store');
    return { cards };
  });

  app.post('/api/admin/cards/revoke', { config: { access: 'superuser' } }, async (request) => {
    const selection = parseInput(profileSelectionSchema, request.body);
    return { revoked: await revokeLoginCards({ db, selection }) };
  });

  /** Answers as POST /api/auth/login does; a card always opens a full session (it proves who the child is). */
  app.post('/api/auth/card', { config: { access: 'anonymous', rateLimit: loginLimit } }, async (request, reply): Promise<LoginResponse> => {
    const input = parseInput(cardLoginSchema, request.body);
    const user =
      'secret' in input
        ? await loginWithCardSecret({ db, secret: input.secret })
        : await loginWithCardCode({ db, name: input.name, code: input.code, client: loginClientOf(request) });
    const profile = { id: user.id, name: user.name };
    return { user: await openFullSession(db, request, reply, { ...profile, isSuperuser: false }), consentRequired: false, profile };
  });

  /** A child logged in with her card sets a personal password, the card's secret standing for the current one. */
  app.post('/api/auth/card/password', { config: { access: 'profile', rateLimit: loginLimit } }, async (request) => {
    const { secret, password } = parseInput(cardPasswordSchema, request.body);
    await setPasswordWithCard({ db, userId: requireUser(request).id, secret, password, ...keptBrowserOf(request) });
    return { ok: true };
  });
}
