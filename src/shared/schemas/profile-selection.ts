import { z } from 'zod';

/** The most profiles one bulk action names one by one (a whole school is chosen with `all`). */
export const PROFILE_SELECTION_MAX_IDS = 2000;

/**
 * Which child profiles a bulk action of the superuser applies to: the ticked rows, a group, or
 * the whole class. Used by login cards, family letters and paper consent.
 */
export const profileSelectionSchema = z.union([
  z.strictObject({
    userIds: z
      .array(z.string().min(1).max(100), { error: 'Scegli almeno un profilo' })
      .min(1, 'Scegli almeno un profilo')
      .max(PROFILE_SELECTION_MAX_IDS, `Puoi scegliere al massimo ${PROFILE_SELECTION_MAX_IDS} profili alla volta`),
  }),
  z.strictObject({ groupId: z.string().min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type ProfileSelection = z.infer<typeof profileSelectionSchema>;
