import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AI_IMPROVE_MAX_LINES, AI_MESSAGES, AI_TEMPERATURE, type aiImproveSchema, type AiTextResponse } from '../../shared/schemas/ai';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { AiProvider } from '../integrations/ai';
import type { StoryCaller } from '../stories/story-access';
import { assertAiAllowed } from './ai-guard';
import { aiFailure } from './ai-failure';
import { moderate } from './moderate';
import { improveMessages, toPlainText } from './prompts';
import { recordGeneration } from './record-generation';
import { readableStoryId } from './story-for-ai';

export interface ImproveTextOptions {
  db: Kysely<Database>;
  provider: AiProvider;
  caller: StoryCaller;
  input: z.output<typeof aiImproveSchema>;
  cost: number;
  dailyLimit: number;
  signal?: AbortSignal;
}

/** 'Migliora testo (AI)' (spec 001 §4, §7): the story rewritten in a style, 5 to 35 lines, temperature 0.7. */
export async function improveText({ db, provider, caller, input, cost, dailyLimit, signal }: ImproveTextOptions): Promise<AiTextResponse> {
  await assertAiAllowed({ db, provider, caller, kind: 'text', limit: dailyLimit });
  try {
    await moderate(provider, `${input.title}\n${input.content}`, AI_MESSAGES.unsafeText, signal);
    const reply = await provider.chat({ messages: improveMessages(input), temperature: AI_TEMPERATURE, signal });
    const text = toPlainText(reply, AI_IMPROVE_MAX_LINES);
    if (text === '') throw new HttpError(502, 'ai_empty', AI_MESSAGES.improveEmpty);
    await moderate(provider, text, AI_MESSAGES.unsafeText, signal);
    await recordGeneration({ db, type: 'text', style: input.style, cost, userId: caller.id, storyId: await readableStoryId(db, caller, input.storyId) });
    return { text, cost };
  } catch (error) {
    throw aiFailure(error, 'improve', caller.isSuperuser);
  }
}
