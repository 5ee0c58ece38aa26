import type { z } from 'zod';
import { AI_MESSAGES, AI_POEM_MAX_LINES, type aiPoemSchema, type AiTextResponse } from '../../shared/schemas/ai';
import { generateText, type TextHelperOptions } from './generate-text';
import { poemMessages } from './prompts';

export type WritePoemOptions = TextHelperOptions<z.output<typeof aiPoemSchema>>;

/** 'Poesia': a poem of at most 10 lines from the story's title and text (spec 001 §7, §9). */
export async function writePoem(options: WritePoemOptions): Promise<AiTextResponse> {
  return generateText(options, {
    action: 'poem',
    record: { type: 'poem', style: null },
    messages: poemMessages(options.input),
    maxLines: AI_POEM_MAX_LINES,
    emptyMessage: AI_MESSAGES.poemEmpty,
  });
}
