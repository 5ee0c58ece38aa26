import { API_CLIENT_MESSAGES } from '../../shared/messages/api-client-messages';
import { readApiError } from './api-error-shape';
import { hasPendingLogout, LOGOUT_PATH, sendPendingLogout } from './pending-logout';

/**
 * The catalogue's message for an error code (or the server's own message), loaded with the first
 * error answer rather than with the first paint (home page JavaScript, figure P1 in
 * docs/benchmarks.md). The server's message comes from the same catalogue, so it is what shows
 * should the catalogue's chunk fail to load.
 */
async function catalogueMessage(code: string, serverMessage: string): Promise<string> {
  try {
    const { apiErrorMessage } = await import('../../shared/messages/api-errors');
    return apiErrorMessage(code, serverMessage);
  } catch {
    return serverMessage;
  }
}

/** An API answer with an error body: code and the Italian message to show. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly title?: string,
    readonly fields?: Record<string, string>,
    /** A failed outside service's status and message (sent to the superuser only). */
    readonly details?: { status: number | null; message: string },
  ) {
    super(message);
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** The content-type of a raw body, a Blob or bytes (default application/gzip, a backup); e.g. a recording's audio type. */
  contentType?: string;
}

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/** Told of every 401 answer: the session may have ended on the server (the session query asks again). */
export function onUnauthorized(listener: UnauthorizedListener | null): void {
  unauthorizedListener = listener;
}

/**
 * Calls the API with the session cookie; throws ApiRequestError on any non-2xx answer. A logout
 * pressed offline goes first (pending-logout.ts), so no request is sent on the session it ended.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  if (path !== LOGOUT_PATH && hasPendingLogout()) await sendPendingLogout();
  const init: RequestInit = { method: options.method ?? 'GET', credentials: 'same-origin', headers: {} };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    if (options.body instanceof FormData) init.body = options.body;
    else if (options.body instanceof Blob || options.body instanceof Uint8Array) {
      // A file sent as it is (a backup to restore, a recording): raw bytes, not JSON.
      init.body = options.body as BodyInit;
      init.headers = { 'content-type': options.contentType ?? 'application/gzip' };
    } else {
      init.body = JSON.stringify(options.body);
      init.headers = { 'content-type': 'application/json' };
    }
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    const code = offline ? 'offline' : 'network';
    throw new ApiRequestError(0, code, API_CLIENT_MESSAGES[code]);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    if (response.status === 401) unauthorizedListener?.();
    const e = readApiError(data);
    if (e) {
      // A stable code shows the catalogue's message; any other shows what the server said.
      throw new ApiRequestError(response.status, e.code, await catalogueMessage(e.code, e.message), e.title, e.fields, e.details);
    }
    throw new ApiRequestError(response.status, 'http_error', API_CLIENT_MESSAGES.httpError);
  }
  return data as T;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error) return error.message;
  return API_CLIENT_MESSAGES.unknown;
}
