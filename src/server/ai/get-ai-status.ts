import type { Kysely } from 'kysely';
import type { AiStatus } from '../../shared/schemas/ai';
import type { Database } from '../db/schema';
import type { AiProvider } from '../integrations/ai';
import type { StoryCaller } from '../stories/story-access';
import { hasAiConsent, textCallsUsed } from './ai-guard';

export interface GetAiStatusOptions {
  db: Kysely<Database>;
  provider: AiProvider;
  caller: StoryCaller | null;
  dailyLimit: number;
  now?: Date;
}

/** What the AI controls may do for the caller, so each control can explain itself before a click. */
export async function getAiStatus({ db, provider, caller, dailyLimit, now = new Date() }: GetAiStatusOptions): Promise<AiStatus> {
  const base = { text: provider.textEnabled, images: provider.imagesEnabled };
  if (!caller) return { ...base, consent: false, loggedIn: false, superuser: false, textCallsLeft: null };
  const consent = await hasAiConsent(db, caller);
  const used = await textCallsUsed(db, caller.id, now);
  return { ...base, consent, loggedIn: true, superuser: caller.isSuperuser, textCallsLeft: Math.max(0, dailyLimit - used) };
}
