import { z } from 'zod';
import { storyLanguageSchema, storyModeSchema, storyStatusSchema, type StoryDto } from '../../../../shared/schemas/story';

/** The parts of a StoryDto an editor needs to reopen a story (the archive passes the whole story). */
export const editStorySchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  content: z.string(),
  status: storyStatusSchema,
  mode: storyModeSchema,
  language: storyLanguageSchema,
  answers: z.array(z.string()).catch([]),
  category: z.string().nullable().catch(null),
  modeState: z.record(z.string(), z.unknown()).nullable().catch(null),
});
export type EditStory = Pick<StoryDto, 'id' | 'title' | 'content' | 'status' | 'mode' | 'language' | 'answers' | 'category' | 'modeState'>;

/**
 * The navigation state the mode screens pass on (spec 001 §2): who is writing, the public-user
 * flag, the PROPP variant, and a story to reopen ({editStory} from the archive).
 */
const modeNavigationStateSchema = z.object({
  profileId: z.string().optional().catch(undefined),
  profileName: z.string().optional().catch(undefined),
  isPublic: z.boolean().optional().catch(undefined),
  mode: z.enum(['serial', 'free']).optional().catch(undefined),
  editStory: editStorySchema.optional().catch(undefined),
});
export type ModeNavigationState = z.infer<typeof modeNavigationStateSchema>;

/** Reads the state a mode screen received; an empty object when it came without one. */
export function readModeNavigationState(state: unknown): ModeNavigationState {
  return modeNavigationStateSchema.safeParse(state).data ?? {};
}

/** The identity part of the state, to pass on to the next screen. */
export function identityState(state: ModeNavigationState): Pick<ModeNavigationState, 'profileId' | 'profileName' | 'isPublic'> {
  return {
    ...(state.profileId !== undefined ? { profileId: state.profileId } : {}),
    ...(state.profileName !== undefined ? { profileName: state.profileName } : {}),
    ...(state.isPublic !== undefined ? { isPublic: state.isPublic } : {}),
  };
}

/** Where an editor keeps its draft: per mode, and per story when reopening a saved one. */
export function draftKeyFor(mode: string, storyId: string | null): string {
  return storyId ? `${mode}.${storyId}` : mode;
}
