import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AI_MESSAGES, AI_POEM_MAX_LINES, AI_TEMPERATURE, type aiPoemSchema, type AiTextResponse } from '../../shared/schemas/ai';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { AiProvider } from '../integrations/ai';
import type { StoryCaller } from '../stories/story-access';
import { assertAiAllowed } from './ai-guard';
import { aiFailure } from './ai-failure';
import { moderate } from './moderate';
import { poemMessages, toPlainText } from './prompts';
import { recordGeneration } from './record-generation';
import { readableStoryId } from './story-for-ai';

export interface WritePoemOptions {
  db: Kysely<Database>;
  provider: AiProvider;
  caller: StoryCaller;
  input: z.output<typeof aiPoemSchema>;
  cost: number;
  dailyLimit: number;
  signal?: AbortSignal;
}

/** 'Poesia': a poem of at most 10 lines from the story's title and text (spec 001 §7, §9). */
export async function writePoem({ db, provider, caller, input, cost, dailyLimit, signal }: WritePoemOptions): Promise<AiTextResponse> {
  await assertAiAllowed({ db, provider, caller, kind: 'text', limit: dailyLimit });
  try {
    await moderate(provider, `${input.title}\n${input.content}`, AI_MESSAGES.unsafeText, signal);
    const reply = await provider.chat({ messages: poemMessages(input), temperature: AI_TEMPERATURE, signal });
    const text = toPlainText(reply, AI_POEM_MAX_LINES);
    if (text === '') throw new HttpError(502, 'ai_empty', AI_MESSAGES.poemEmpty);
    await moderate(provider, text, AI_MESSAGES.unsafeText, signal);
    await recordGeneration({ db, type: 'poem', style: null, cost, userId: caller.id, storyId: await readableStoryId(db, caller, input.storyId) });
    return { text, cost };
  } catch (error) {
    throw aiFailure(error, 'poem', caller.isSuperuser);
  }
}
