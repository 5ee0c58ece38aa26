import type { FastifyInstance } from 'fastify';
import { bookletQuerySchema, deckParamsSchema, paperFileName, type DeckKind } from '../../shared/schemas/paper';
import { storyIdParamsSchema } from '../../shared/schemas/story';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/errors';
import { ownOrigin } from '../http/request-security';
import { createTranslator } from '../integrations/translate';
import { storyCallerOf } from '../stories/story-access';
import { deckOf } from './decks';

/** PDFs per minute per address (a class behind one address included): generous for a class, a brake for a script. */
export const PAPER_RATE_LIMIT = 60;

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/**
 * The PDF makers load with the first PDF asked for, not at start: pdf-lib and fontkit are a
 * quarter of the server's start-up time (figure P7 in docs/benchmarks.md), and most days nobody prints.
 */
const loadBooklets = () => import('./make-booklet');
const loadDecks = () => import('./deck-pdf');

/** Stories on paper: a story's booklet and the printable card decks. */
export function paperRoutes(app: FastifyInstance, ctx: AppContext): void {
  const translator = createTranslator({ provider: ctx.env.TRANSLATE_PROVIDER, url: ctx.env.TRANSLATE_URL, timeoutMs: ctx.env.TRANSLATE_TIMEOUT_MS });
  const rateLimit = { max: PAPER_RATE_LIMIT, timeWindow: '1 minute' };
  // The decks depend only on the content shipped with the app: made once per process.
  const decks = new Map<DeckKind, Promise<Uint8Array>>();

  app.get('/api/stories/:id/booklet', { config: { access: 'anonymous', rateLimit } }, async (request, reply) => {
    const { id } = parseInput(storyIdParamsSchema, request.params);
    const options = parseInput(bookletQuerySchema, request.query);
    const { makeBooklet } = await loadBooklets();
    const booklet = await makeBooklet({
      db: ctx.db,
      caller: storyCallerOf(request),
      id,
      options,
      translator,
      // The voice's QR carries the address this browser uses, as the family letters do.
      origin: ownOrigin(request) ?? `${request.protocol}://localhost`,
      onProviderError: (error) => request.log.warn({ err: error, provider: translator.provider }, 'booklet translation failed'),
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(booklet.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-booklet-pages', String(booklet.plan.pages))
      .header('x-booklet-translated', booklet.translated ? '1' : '0')
      .send(Buffer.from(booklet.bytes));
  });

  app.get('/api/decks/:deck', { config: { access: 'anonymous', rateLimit } }, async (request, reply) => {
    const { deck } = parseInput(deckParamsSchema, request.params);
    let pdf = decks.get(deck);
    if (!pdf) {
      pdf = loadDecks().then(({ renderDeck }) => renderDeck(deckOf(deck)));
      decks.set(deck, pdf);
      pdf.catch(() => decks.delete(deck));
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(paperFileName('carte', deck)))
      .header('cache-control', 'public, max-age=3600')
      .send(Buffer.from(await pdf));
  });
}
