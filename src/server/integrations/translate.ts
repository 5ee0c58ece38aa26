import { z } from 'zod';
import type { TranslationLanguage } from '../../shared/schemas/translation';

/**
 * The only code that talks to a translation service (spec 001 §7). Providers:
 * - google: the public endpoint with client gtx (GET, nested-array answer), as the spec does;
 * - libretranslate: a self-hosted LibreTranslate at TRANSLATE_URL (POST /translate);
 * - none: translation is off.
 * Long texts are cut on line, sentence and word boundaries into chunks the provider accepts;
 * the line breaks, blank lines and indentation between them never travel, so they come back
 * exactly as they were.
 */

export type TranslateProviderName = 'google' | 'libretranslate' | 'none';

export const GOOGLE_DEFAULT_URL = 'https://translate.googleapis.com';
export const LIBRETRANSLATE_DEFAULT_URL = 'http://127.0.0.1:5000';
/** google's GET carries the text in the address: keep it well under the URL limits. */
export const GOOGLE_CHUNK_MAX = 1800;
export const LIBRETRANSLATE_CHUNK_MAX = 4000;
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Chunks of one text translated at the same time. */
const PARALLEL_REQUESTS = 3;

export class TranslationDisabledError extends Error {
  constructor() {
    super('translation provider is none');
  }
}

export class TranslationFailedError extends Error {}

export interface Translator {
  readonly provider: TranslateProviderName;
  /** Translates a whole text; throws TranslationDisabledError or TranslationFailedError. */
  translate(text: string, from: TranslationLanguage, to: TranslationLanguage): Promise<string>;
}

export interface CreateTranslatorOptions {
  provider: TranslateProviderName;
  /** Base address: overrides google's public endpoint (tests), or where LibreTranslate runs. */
  url?: string | undefined;
  timeoutMs?: number;
}

// ---------------------------------------------------------------------------------------------
// Splitting and rejoining

/** A piece of the original text: sent to the provider, or kept exactly as it is. */
export interface TextToken {
  translate: boolean;
  text: string;
}

/**
 * Packs the pieces of `text` between separators (matched by the capturing `boundary`) into
 * chunks of at most `max` characters; the separators between chunks are kept, not translated.
 * A piece longer than `max` goes to `fallback`.
 */
function packPieces(text: string, boundary: RegExp, max: number, fallback: (piece: string) => TextToken[]): TextToken[] {
  // split with a capturing group alternates [piece, separator, piece, …]
  const parts = text.split(boundary);
  const tokens: TextToken[] = [];
  let current = '';
  let pendingSeparator = '';
  const closeChunk = () => {
    if (current !== '') tokens.push({ translate: true, text: current });
    if (pendingSeparator !== '') tokens.push({ translate: false, text: pendingSeparator });
    current = '';
    pendingSeparator = '';
  };
  for (let i = 0; i < parts.length; i += 2) {
    const piece = parts[i] ?? '';
    const separatorAfter = parts[i + 1] ?? '';
    if (piece.length > max) {
      closeChunk();
      tokens.push(...fallback(piece));
    } else if (current !== '' && current.length + pendingSeparator.length + piece.length <= max) {
      current += pendingSeparator + piece;
    } else {
      closeChunk();
      current = piece;
    }
    pendingSeparator = separatorAfter;
  }
  closeChunk();
  return tokens;
}

function hardCut(text: string, max: number): TextToken[] {
  const tokens: TextToken[] = [];
  for (let i = 0; i < text.length; i += max) tokens.push({ translate: true, text: text.slice(i, i + max) });
  return tokens;
}

/** One line's words, at most `max` characters a piece; a word longer than that is cut. */
const splitWords = (line: string, max: number) => packPieces(line, /(\s+)/, max, (word) => hardCut(word, max));

/** One line's sentences, at most `max` characters a piece. */
const splitSentences = (line: string, max: number) => packPieces(line, /(?<=[.!?…;:])(\s+)/, max, (sentence) => splitWords(sentence, max));

/**
 * Tokens of a text: every line's words to translate (long lines cut on sentences, then words)
 * and, kept as they are, every line break with the spaces around it and the text's own leading
 * and trailing white space. Joining the texts of the tokens gives back the text exactly.
 */
export function tokenizeForTranslation(text: string, max: number): TextToken[] {
  const tokens: TextToken[] = [];
  const parts = text.split(/(\s*\n\s*)/);
  parts.forEach((part, index) => {
    if (index % 2 === 1) {
      tokens.push({ translate: false, text: part });
      return;
    }
    const lead = /^\s*/.exec(part)?.[0] ?? '';
    const core = part.slice(lead.length).trimEnd();
    const trail = part.slice(lead.length + core.length);
    if (lead) tokens.push({ translate: false, text: lead });
    if (core) tokens.push(...(core.length > max ? splitSentences(core, max) : [{ translate: true, text: core }]));
    if (trail) tokens.push({ translate: false, text: trail });
  });
  return tokens;
}

/** Groups consecutive pieces into chunks (pieces joined by one line break) of at most `max`. */
export function groupIntoChunks(pieces: string[], max: number): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    if (current.length > 0 && size + 1 + piece.length > max) {
      chunks.push(current);
      current = [];
    }
    size = current.length === 0 ? piece.length : size + 1 + piece.length;
    current.push(piece);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) results[index] = await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Translates a text of any length with a function that translates one chunk: only words travel,
 * white space between lines stays. A chunk's lines are sent together; when the provider does
 * not give back as many lines as it got, each of them is sent alone.
 */
export async function translateInChunks(text: string, max: number, translateChunk: (chunk: string) => Promise<string>): Promise<string> {
  const tokens = tokenizeForTranslation(text, max);
  const pieces = tokens.filter((t) => t.translate).map((t) => t.text);
  if (pieces.length === 0) return text;
  const translatedChunks = await mapLimit(groupIntoChunks(pieces, max), PARALLEL_REQUESTS, async (chunk) => {
    const answer = await translateChunk(chunk.join('\n'));
    const lines = answer
      .replace(/\r\n?/g, '\n')
      .replace(/^\n+|\n+$/g, '')
      .split('\n');
    if (lines.length === chunk.length) return lines.map((l) => l.trim());
    return mapLimit(chunk, 1, async (piece) => (await translateChunk(piece)).replace(/\s+/g, ' ').trim());
  });
  const translated = translatedChunks.flat();
  let i = 0;
  return tokens.map((t) => (t.translate ? (translated[i++] ?? t.text) : t.text)).join('');
}

// ---------------------------------------------------------------------------------------------
// Providers

async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal });
    if (res.ok) return await res.json();
  } catch (error) {
    throw new TranslationFailedError(`translation request failed: ${signal.aborted ? `timed out after ${timeoutMs} ms` : String(error)}`);
  }
  throw new TranslationFailedError(`translation provider answered ${res.status}`);
}

/** google gtx answers [[["translated","original",…], …], …]: the translation is every [0][i][0]. */
const googleAnswerSchema = z.tuple([z.array(z.tuple([z.string().nullable()]).rest(z.unknown()))]).rest(z.unknown());

export function parseGoogleAnswer(data: unknown): string {
  const parsed = googleAnswerSchema.safeParse(data);
  if (!parsed.success) throw new TranslationFailedError('unexpected answer from google');
  return parsed.data[0].map((segment) => segment[0] ?? '').join('');
}

const libreAnswerSchema = z.object({ translatedText: z.string() });

function baseUrl(url: string | undefined, fallback: string): string {
  return (url && url.trim() !== '' ? url.trim() : fallback).replace(/\/+$/, '');
}

/** The translator for the configured provider. */
export function createTranslator({ provider, url, timeoutMs = DEFAULT_TIMEOUT_MS }: CreateTranslatorOptions): Translator {
  if (provider === 'none') return { provider, translate: () => Promise.reject(new TranslationDisabledError()) };
  if (provider === 'google') {
    const base = baseUrl(url, GOOGLE_DEFAULT_URL);
    return {
      provider,
      translate: (text, from, to) =>
        translateInChunks(text, GOOGLE_CHUNK_MAX, async (chunk) => {
          const query = new URLSearchParams({ client: 'gtx', sl: from, tl: to, dt: 't', q: chunk });
          return parseGoogleAnswer(await fetchWithTimeout(`${base}/translate_a/single?${query.toString()}`, { method: 'GET' }, timeoutMs));
        }),
    };
  }
  const base = baseUrl(url, LIBRETRANSLATE_DEFAULT_URL);
  return {
    provider,
    translate: (text, from, to) =>
      translateInChunks(text, LIBRETRANSLATE_CHUNK_MAX, async (chunk) => {
        const data = await fetchWithTimeout(
          `${base}/translate`,
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ q: chunk, source: from, target: to, format: 'text' }) },
          timeoutMs,
        );
        const parsed = libreAnswerSchema.safeParse(data);
        if (!parsed.success) throw new TranslationFailedError('unexpected answer from LibreTranslate');
        return parsed.data.translatedText;
      }),
  };
}
