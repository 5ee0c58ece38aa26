import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type z } from 'zod';
import { API_MESSAGES } from '../../shared/messages/api-messages';
import { AUTH_MESSAGES, type ApiError } from '../../shared/schemas/api-error';
import { classifyDbError } from '../db/db-errors';

/** An error that becomes `{"error":{code,message}}` with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: { title?: string; fields?: Record<string, string>; details?: { status: number | null; message: string } } = {},
  ) {
    super(message);
  }
}

/** A refusal that tells the client how long to wait (the error handler sends it as Retry-After). */
export class ThrottledError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    status: number,
    code: string,
    message: string,
    title?: string,
  ) {
    super(status, code, message, title ? { title } : {});
  }
}

/** The service cannot answer right now (database locked or unreachable, too many logins at once). */
export const UNAVAILABLE_MESSAGE = API_MESSAGES.http.unavailable;
export const unavailable = () => new HttpError(503, 'unavailable', UNAVAILABLE_MESSAGE);
/** The disk is full: nothing was saved (the statement or transaction was rolled back). */
export const STORAGE_FULL_MESSAGE = API_MESSAGES.http.storageFull;

/** A database error the person can do something about (wait, tell the teacher), or null for a bug. */
export function dbErrorToHttp(error: unknown): HttpError | null {
  switch (classifyDbError(error)) {
    case 'locked':
    case 'unavailable':
    case 'read_only':
      return unavailable();
    case 'full':
      return new HttpError(507, 'storage_full', STORAGE_FULL_MESSAGE);
    case 'invalid_input':
      return new HttpError(400, 'invalid_input', API_MESSAGES.http.badRequest);
    default:
      return null;
  }
}

export const notFound = (message: string = API_MESSAGES.http.resourceNotFound) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, 'invalid_input', message, fields ? { fields } : {});

function zodToHttp(error: ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? API_MESSAGES.http.invalidData;
  return badRequest(first, fields);
}

/** Parses input with a shared schema; a failure is a 400 with each field's message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw zodToHttp(result.error);
  return result.data;
}

function body(code: string, message: string, extra: HttpError['extra'] = {}): ApiError {
  return { error: { code, message, ...extra } };
}

const FASTIFY_CODES: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: API_MESSAGES.http.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: API_MESSAGES.http.unsupportedMediaType },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_input', message: API_MESSAGES.http.emptyRequest },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_input', message: API_MESSAGES.http.badRequest },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'invalid_input', message: API_MESSAGES.http.badRequest },
};

/** One error shape for the whole API; nothing the client sent can cause a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const fromDb = error instanceof HttpError || error instanceof ZodError ? null : dbErrorToHttp(error);
    if (fromDb && fromDb.statusCode >= 500) request.log.warn({ err: error }, 'database unavailable or full');
    const http = error instanceof HttpError ? error : error instanceof ZodError ? zodToHttp(error) : fromDb;
    if (http) {
      if (http.statusCode === 503) reply.header('retry-after', '2');
      if (http instanceof ThrottledError) reply.header('retry-after', String(http.retryAfterSeconds));
      return reply.status(http.statusCode).send(body(http.code, http.message, http.extra));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body('too_many_requests', AUTH_MESSAGES.tooManyRequests));
    }
    if (status >= 400 && status < 500) {
      const known = error.code ? FASTIFY_CODES[error.code] : undefined;
      if (known) return reply.status(status).send(body(known.code, known.message));
      if (error.code === 'FST_ERR_VALIDATION' || /JSON/i.test(error.message)) {
        return reply.status(400).send(body('invalid_input', API_MESSAGES.http.badRequest));
      }
      return reply.status(status).send(body('bad_request', API_MESSAGES.http.badRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', API_MESSAGES.http.internal));
  });
}
