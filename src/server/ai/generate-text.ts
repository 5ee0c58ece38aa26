import type { z } from 'zod';
import {
  AI_IMPROVE_MAX_LINES,
  AI_MESSAGES,
  AI_POEM_MAX_LINES,
  AI_TEMPERATURE,
  type aiImproveSchema,
  type aiPoemSchema,
  type AiTextResponse,
} from '../../shared/schemas/ai';
import { HttpError } from '../http/errors';
import type { ChatMessage } from '../integrations/ai';
import { reserveAiCall, type AiCallOptions } from './ai-guard';
import { aiFailure } from './ai-failure';
import { moderate } from './moderate';
import { improveMessages, poemMessages, toPlainText } from './prompts';
import { recordGeneration } from './record-generation';
import { readableStoryId } from './story-for-ai';

/** What makes one text helper differ from another: its prompt, its length, its words. */
interface TextHelperKind {
  action: 'improve' | 'poem';
  record: { type: 'text' | 'poem'; style: string | null };
  messages: ChatMessage[];
  maxLines: number;
  emptyMessage: string;
}

/**
 * The one flow of the AI text helpers (spec 001 §4, §7): consent and a slot under the daily limit, the story
 * moderated, the model asked at temperature 0.7, its answer cut to plain lines and moderated too,
 * then one `media_generations` row. A provider failure becomes the helper's Italian error.
 */
async function generateText(
  { db, provider, caller, input, cost, dailyLimit, signal }: AiCallOptions<{ title: string; content: string; storyId?: string | undefined }>,
  kind: TextHelperKind,
): Promise<AiTextResponse> {
  const reservation = await reserveAiCall({ db, provider, caller, kind: 'text', limit: dailyLimit });
  try {
    await moderate(provider, `${input.title}\n${input.content}`, AI_MESSAGES.unsafeText, signal);
    const reply = await provider.chat({ messages: kind.messages, temperature: AI_TEMPERATURE, signal });
    const text = toPlainText(reply, kind.maxLines);
    if (text === '') throw new HttpError(502, 'ai_empty', kind.emptyMessage);
    await moderate(provider, text, AI_MESSAGES.unsafeText, signal);
    await recordGeneration({ db, ...kind.record, cost, userId: caller.id, storyId: await readableStoryId(db, caller, input.storyId) });
    return { text, cost };
  } catch (error) {
    await reservation.giveBack();
    throw aiFailure(error, kind.action, caller.isSuperuser);
  }
}

/** 'Migliora testo (AI)' (spec 001 §4, §7): the story rewritten in a style, 5 to 35 lines, temperature 0.7. */
export function improveText(options: AiCallOptions<z.output<typeof aiImproveSchema>>): Promise<AiTextResponse> {
  return generateText(options, {
    action: 'improve',
    record: { type: 'text', style: options.input.style },
    messages: improveMessages(options.input),
    maxLines: AI_IMPROVE_MAX_LINES,
    emptyMessage: AI_MESSAGES.improveEmpty,
  });
}

/** 'Poesia': a poem of at most 10 lines from the story's title and text (spec 001 §7, §9). */
export function writePoem(options: AiCallOptions<z.output<typeof aiPoemSchema>>): Promise<AiTextResponse> {
  return generateText(options, {
    action: 'poem',
    record: { type: 'poem', style: null },
    messages: poemMessages(options.input),
    maxLines: AI_POEM_MAX_LINES,
    emptyMessage: AI_MESSAGES.poemEmpty,
  });
}
