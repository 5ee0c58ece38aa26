import type { Integrations } from '../../shared/schemas/settings';
import type { Env } from '../env';
import { GOOGLE_DEFAULT_URL, LIBRETRANSLATE_DEFAULT_URL } from '../integrations/translate';

/**
 * Which translation service the story texts go to, for the superuser's settings screen. The
 * address may be a machine inside the school's network, so only the superuser gets it.
 */
export function describeIntegrations(env: Pick<Env, 'TRANSLATE_PROVIDER' | 'TRANSLATE_URL'>): Integrations {
  const provider = env.TRANSLATE_PROVIDER;
  if (provider === 'none') return { translation: { provider, host: null } };
  const url = env.TRANSLATE_URL ?? (provider === 'google' ? GOOGLE_DEFAULT_URL : LIBRETRANSLATE_DEFAULT_URL);
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    host = url;
  }
  return { translation: { provider, host } };
}
