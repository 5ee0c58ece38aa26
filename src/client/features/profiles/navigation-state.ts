import { z } from 'zod';

/** The state carried to /privacy-acceptance and /dashboard (spec 000 §2): who was just chosen. */
export const profileNavigationStateSchema = z.object({ profileId: z.string(), profileName: z.string() });
export type ProfileNavigationState = z.infer<typeof profileNavigationStateSchema>;

/** Reads the state a screen received, or null when it came without one (a reload, a typed URL). */
export function readProfileNavigationState(state: unknown): ProfileNavigationState | null {
  return profileNavigationStateSchema.safeParse(state).data ?? null;
}
