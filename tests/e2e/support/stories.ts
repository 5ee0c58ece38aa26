import { expect, type Page } from '@playwright/test';
import { z } from 'zod';

const storySchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  mode: z.string(),
  status: z.string(),
  language: z.string(),
  authorName: z.string(),
  updatedAt: z.string(),
});
export type SeededStory = z.infer<typeof storySchema>;

export interface SeedStoryInput {
  title: string;
  content: string;
  mode?: string;
  status?: 'completed' | 'suspended';
  language?: 'italian' | 'english';
  answers?: string[];
}

/** Saves a story through the API in the page's cookie jar (as the logged-in child). */
export async function seedStory(page: Page, input: SeedStoryInput): Promise<SeededStory> {
  const res = await page.request.post('/api/stories', { data: { mode: 'GHOST', status: 'completed', language: 'italian', ...input } });
  expect(res.status(), await res.text()).toBe(201);
  return z.object({ story: storySchema }).parse(await res.json()).story;
}

export async function fetchStory(page: Page, id: string): Promise<SeededStory | null> {
  const res = await page.request.get(`/api/stories/${id}`);
  if (res.status() === 404) return null;
  expect(res.status(), await res.text()).toBe(200);
  return z.object({ story: storySchema }).parse(await res.json()).story;
}
