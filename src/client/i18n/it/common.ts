/** Words used across the whole client. */
export const common = {
  loading: 'Caricamento...',
} as const;
