import { setTimeout as delay } from 'node:timers/promises';
import { parseJson } from '../../shared/json-depth';
import type { Env } from '../env';

/**
 * The only code that talks to an AI service: any OpenAI-compatible HTTP API (OpenAI, a local
 * Ollama at http://127.0.0.1:11434/v1, LocalAI, vLLM), with plain fetch.
 *   POST {base}/chat/completions      text (improvement, poem)
 *   POST {base}/images/generations    drawings, response_format b64_json
 *   POST {base}/moderations           input and output checks when moderation is on
 * Every call has a timeout and one retry after a 429 or a 5xx; failures become AiError with a
 * kind the use cases map to the spec's messages. Nothing here knows about stories or children.
 */
export type AiErrorKind = 'not_configured' | 'timeout' | 'network' | 'http' | 'safety' | 'empty' | 'aborted' | 'invalid';

export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    /** The provider's HTTP status, when there was one. */
    readonly status: number | null,
    /** What the provider said (for the superuser's debug details and the logs; never for a child). */
    readonly providerMessage: string,
  ) {
    super(`${kind}${status ? ` ${status}` : ''}: ${providerMessage}`);
  }
}

/** The AI settings of env.ts. */
type AiSettings = Pick<
  Env,
  'AI_BASE_URL' | 'AI_API_KEY' | 'AI_TEXT_MODEL' | 'AI_IMAGE_MODEL' | 'AI_IMAGE_SIZE' | 'AI_TIMEOUT_MS' | 'AI_RETRY_DELAY_MS' | 'AI_MODERATION'
>;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  temperature: number;
  signal?: AbortSignal | undefined;
}

export interface ImageRequest {
  prompt: string;
  signal?: AbortSignal | undefined;
}

export interface AiProvider {
  readonly textEnabled: boolean;
  readonly imagesEnabled: boolean;
  readonly moderationEnabled: boolean;
  /** The assistant's reply text; AiError('empty') when there is none. */
  chat(request: ChatRequest): Promise<string>;
  /** The PNG (or whatever the provider made) as bytes. */
  image(request: ImageRequest): Promise<Buffer>;
  /** True when the provider's moderation flags the text (only called when moderation is on). */
  isFlagged(text: string, signal?: AbortSignal): Promise<boolean>;
}

const RETRY_AFTER_MAX_MS = 10_000;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
}

/** The provider's error message and code from an OpenAI-shaped error body. */
function providerError(body: unknown, fallback: string): { message: string; code: string } {
  const error = field(body, 'error');
  const message = field(error, 'message') ?? field(body, 'message') ?? (typeof error === 'string' ? error : undefined);
  const code = field(error, 'code') ?? field(error, 'type');
  return { message: typeof message === 'string' ? message.slice(0, 500) : fallback, code: typeof code === 'string' ? code : '' };
}

/** OpenAI's image refusals: 400 content_policy_violation / "safety system". */
function isSafetyRefusal(status: number, info: { message: string; code: string }): boolean {
  if (status !== 400 && status !== 403 && status !== 422) return false;
  return /content_policy|moderation|safety/i.test(info.code) || /safety system|content policy|safety/i.test(info.message);
}

async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await delay(ms, undefined, { signal });
  } catch {
    throw new AiError('aborted', null, 'cancelled');
  }
}

function retryDelay(response: Response, fallback: number): number {
  const header = response.headers.get('retry-after');
  const seconds = header ? Number(header) : Number.NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, RETRY_AFTER_MAX_MS);
  return fallback;
}

export function createAiProvider(settings: AiSettings): AiProvider {
  const base = settings.AI_BASE_URL?.replace(/\/+$/, '');
  const textEnabled = Boolean(base && settings.AI_TEXT_MODEL);
  const imagesEnabled = Boolean(base && settings.AI_IMAGE_MODEL);

  /** One POST with timeout, and one retry after a 429 or a 5xx. Returns the parsed JSON body. */
  async function post(path: string, payload: unknown, signal?: AbortSignal): Promise<unknown> {
    if (!base) throw new AiError('not_configured', null, 'AI_BASE_URL is not set');
    for (let attempt = 1; ; attempt++) {
      const timeout = AbortSignal.timeout(settings.AI_TIMEOUT_MS);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(settings.AI_API_KEY ? { authorization: `Bearer ${settings.AI_API_KEY}` } : {}) },
          body: JSON.stringify(payload),
          signal: combined,
        });
        text = await response.text();
      } catch (error) {
        if (signal?.aborted) throw new AiError('aborted', null, 'cancelled');
        if (timeout.aborted) throw new AiError('timeout', null, `no answer within ${settings.AI_TIMEOUT_MS} ms`);
        throw new AiError('network', null, error instanceof Error ? error.message : String(error));
      }
      const body = parseJson(text);
      if (response.ok) return body;
      const info = providerError(body, `HTTP ${response.status}`);
      const retryable = response.status === 429 || response.status >= 500;
      if (retryable && attempt === 1) {
        await sleep(retryDelay(response, settings.AI_RETRY_DELAY_MS), signal);
        continue;
      }
      if (isSafetyRefusal(response.status, info)) throw new AiError('safety', response.status, info.message);
      throw new AiError('http', response.status, info.message);
    }
  }

  return {
    textEnabled,
    imagesEnabled,
    moderationEnabled: settings.AI_MODERATION,

    async chat({ messages, temperature, signal }) {
      if (!textEnabled) throw new AiError('not_configured', null, 'AI_BASE_URL or AI_TEXT_MODEL is not set');
      const body = await post('/chat/completions', { model: settings.AI_TEXT_MODEL, messages, temperature, stream: false }, signal);
      const choices = field(body, 'choices');
      const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
      if (field(first, 'finish_reason') === 'content_filter') throw new AiError('safety', 200, 'finish_reason content_filter');
      const content = field(field(first, 'message'), 'content');
      if (typeof content !== 'string' || content.trim() === '') throw new AiError('empty', 200, 'no message content');
      return content;
    },

    async image({ prompt, signal }) {
      if (!imagesEnabled) throw new AiError('not_configured', null, 'AI_BASE_URL or AI_IMAGE_MODEL is not set');
      const body = await post(
        '/images/generations',
        { model: settings.AI_IMAGE_MODEL, prompt, n: 1, size: settings.AI_IMAGE_SIZE, response_format: 'b64_json' },
        signal,
      );
      const data = field(body, 'data');
      const first: unknown = Array.isArray(data) ? data[0] : undefined;
      const b64 = field(first, 'b64_json');
      if (typeof b64 !== 'string' || b64 === '') throw new AiError('empty', 200, 'no b64_json in the answer');
      const bytes = Buffer.from(b64, 'base64');
      if (bytes.length === 0) throw new AiError('empty', 200, 'empty image');
      return bytes;
    },

    async isFlagged(text, signal) {
      const body = await post('/moderations', { input: text }, signal);
      const results = field(body, 'results');
      if (!Array.isArray(results)) throw new AiError('invalid', 200, 'no results in the moderation answer');
      return results.some((r: unknown) => field(r, 'flagged') === true);
    },
  };
}
