import type { FastifyInstance } from 'fastify';
import { createProfileSchema, type ProfilesResponse } from '../../shared/schemas/profile';
import type { AppContext } from '../app-context';
import { replaceSession } from '../auth/sessions';
import { parseInput } from '../http/errors';
import { getSiteSettings } from '../settings/site-settings';
import { loginClientOf } from '../auth/devices';
import { createVisitorProfile } from './create-visitor-profile';
import { listProfiles } from './list-profiles';

export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  /** With hideProfileList on, only the superuser sees the list; everyone else types the name. */
  app.get('/api/profiles', { config: { access: 'anonymous' } }, async (request): Promise<ProfilesResponse> => {
    const { hideProfileList } = await getSiteSettings(db);
    const superuser = request.user?.isSuperuser === true && request.user.sessionKind === 'full';
    if (hideProfileList && !superuser) return { profiles: [], hidden: true };
    return { profiles: await listProfiles({ db }), hidden: hideProfileList };
  });

  app.post(
    '/api/profiles',
    { config: { access: 'anonymous', rateLimit: { max: ctx.env.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const input = parseInput(createProfileSchema, request.body);
      const isSuperuser = request.user?.isSuperuser === true && request.user.sessionKind === 'full';
      const user = await createVisitorProfile({ db, input, client: loginClientOf(request), isSuperuser });
      // The new profile waits for the adult's consent (/privacy-acceptance) before it is active.
      await replaceSession(db, request, reply, user.id, 'consent');
      return reply.status(201).send({ profile: { id: user.id, name: user.name } });
    },
  );
}
