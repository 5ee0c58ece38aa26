import { translator } from '../translator';

/** Words used across the whole client. */
export const common = {
  loading: 'Caricamento...',
} as const;

export const t = translator('common', common);
