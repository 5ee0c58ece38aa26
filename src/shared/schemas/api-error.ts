import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Optional title for the toast (spec: 'Account Bloccato', 'Errore'). */
    title: z.string().optional(),
    /** Per-field messages for forms. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Messages of spec 000 §8 shared by server and client. */
export const AUTH_MESSAGES = {
  wrongPassword: 'Password non corretta',
  wrongPasswordRemaining: (n: number) => `Password non corretta. Tentativi rimasti: ${n}`,
  lockedTitle: 'Account Bloccato',
  locked: 'Troppi tentativi falliti. Riprova tra 15 minuti.',
  consentMissing: "Questo profilo aspetta ancora il consenso di un adulto. Completa l'accettazione delle condizioni.",
  unauthenticated: 'Devi accedere con il tuo profilo',
  forbidden: 'Non hai il permesso per questa azione',
  tooManyRequests: 'Troppe richieste. Aspetta un momento e riprova.',
  nameTaken: 'Esiste già un profilo con questo nome',
  throttledTitle: 'Aspetta un momento',
  throttled: (wait: string) => `Troppi tentativi sbagliati per questo profilo. Aspetta ${wait} e riprova.`,
  wrongPasswordWait: (wait: string) => `Password non corretta. Troppi tentativi sbagliati: aspetta ${wait} prima di riprovare.`,
  consentPendingTitle: 'Manca il consenso',
  consentPending:
    "Questo profilo aspetta ancora il consenso di un adulto. L'adulto può darlo sul dispositivo dove il profilo è stato creato, oppure può chiederlo all'insegnante.",
  passwordSetupRequired: 'Prima di continuare, scegli con un adulto una password personale.',
} as const;
