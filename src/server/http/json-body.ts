import type { FastifyInstance } from 'fastify';
import { jsonTextTooDeep, MAX_JSON_DEPTH } from '../../shared/json-depth';
import { API_MESSAGES } from '../../shared/messages/api-messages';
import { HttpError } from './errors';

/**
 * Every JSON body is read by Fastify's own parser (prototype poisoning refused as before), after
 * one pass over the raw text that refuses a body nested deeper than MAX_JSON_DEPTH: 400
 * `too_deep`, before anything parses, validates, measures or stores it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTextTooDeep(text, MAX_JSON_DEPTH)) done(new HttpError(400, 'too_deep', API_MESSAGES.http.tooDeep), undefined);
    else parseJson(request, text, done);
  });
}
