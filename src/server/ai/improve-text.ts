import type { z } from 'zod';
import { AI_IMPROVE_MAX_LINES, AI_MESSAGES, type aiImproveSchema, type AiTextResponse } from '../../shared/schemas/ai';
import { generateText, type TextHelperOptions } from './generate-text';
import { improveMessages } from './prompts';

export type ImproveTextOptions = TextHelperOptions<z.output<typeof aiImproveSchema>>;

/** 'Migliora testo (AI)' (spec 001 §4, §7): the story rewritten in a style, 5 to 35 lines, temperature 0.7. */
export async function improveText(options: ImproveTextOptions): Promise<AiTextResponse> {
  const { input } = options;
  return generateText(options, {
    action: 'improve',
    record: { type: 'text', style: input.style },
    messages: improveMessages(input),
    maxLines: AI_IMPROVE_MAX_LINES,
    emptyMessage: AI_MESSAGES.improveEmpty,
  });
}
