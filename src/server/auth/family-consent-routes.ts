import type { FastifyInstance } from 'fastify';
import { bulkConsentSchema, familyConsentLookupSchema, familyConsentSchema, PAPER_CONSENT_ADULT } from '../../shared/schemas/family-letter';
import { profileSelectionSchema } from '../../shared/schemas/profile-selection';
import type { AppContext } from '../app-context';
import { recordBulkConsent } from '../admin/record-bulk-consent';
import { parseInput } from '../http/errors';
import { ownOrigin } from '../http/request-security';
import { findFamilyLetter } from './find-family-letter';
import { giveFamilyConsent } from './give-family-consent';

/** Letters per minute per address: each request may print a whole school. */
const LETTERS_RATE_LIMIT = 10;

/** pdf-lib and fontkit load with the first letter asked for, not at start (as the other PDFs). */
const loadLetters = () => import('./make-family-letters');

/**
 * The family letter: the superuser prints it for a selection; the adult at home looks it up and
 * gives consent with its secret or code. Beside it, 'Registra consenso' for a selection.
 */
export function familyConsentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const aiAvailable = Boolean(ctx.env.AI_BASE_URL && ctx.env.AI_TEXT_MODEL);
  // Lookups and consents per minute per address, as many as logins (LOGIN_RATE_LIMIT, 300 by
  // default: a class's families may share a school's address). The typed code has 60 bits, so at
  // this pace a guess would take billions of years; the link's secret has 256.
  const consentLimit = { max: ctx.env.LOGIN_RATE_LIMIT, timeWindow: '1 minute' };

  app.post(
    '/api/admin/family-letters',
    { config: { access: 'superuser', rateLimit: { max: LETTERS_RATE_LIMIT, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const selection = parseInput(profileSelectionSchema, request.body);
      // The address printed on the letter is the one the superuser's browser is using, as this
      // server sees it: Host and scheme, through the proxy when TRUST_PROXY names it (the request
      // passed the same-origin check, so it is the address the superuser opened). Printing from
      // the address the families will use gives them the right link.
      const origin = ownOrigin(request) ?? `${request.protocol}://localhost`;
      const { makeFamilyLetters } = await loadLetters();
      const { bytes, fileName } = await makeFamilyLetters({ db, selection, origin });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.post('/api/family-consent/lookup', { config: { access: 'anonymous', rateLimit: consentLimit } }, async (request, reply) => {
    const key = parseInput(familyConsentLookupSchema, request.body);
    void reply.header('cache-control', 'no-store');
    // With whether the AI helpers exist here, for the separate AI consent.
    return { ...(await findFamilyLetter({ db, key })), aiAvailable };
  });

  app.post('/api/family-consent', { config: { access: 'anonymous', rateLimit: consentLimit } }, async (request, reply) => {
    const { key, adultName, aiConsent, voiceConsent } = parseInput(familyConsentSchema, request.body);
    void reply.header('cache-control', 'no-store');
    return giveFamilyConsent({ db, key, adultName, aiConsent, voiceConsent, aiAvailable });
  });

  /** 'Registra consenso' for a selection or a group: consents collected on paper. */
  app.post('/api/admin/consent', { config: { access: 'superuser' } }, async (request) => {
    const { selection, adultName } = parseInput(bulkConsentSchema, request.body);
    return recordBulkConsent({ db, selection, adultName: adultName ?? PAPER_CONSENT_ADULT });
  });
}
