/** Messages of the public user's save limits (issue 11), shown by the save dialog as they come. */
export const PUBLIC_SAVE_MESSAGES = {
  tooLarge: 'Questa storia è troppo lunga per salvarla senza profilo. Accorciala un po’, oppure entra con il tuo profilo per salvarla.',
  hourLimit: 'Da questo collegamento sono già state salvate molte storie senza profilo. Riprova tra un’ora, oppure entra con il tuo profilo.',
  dayLimit: 'Per oggi da questo collegamento sono già state salvate molte storie senza profilo. Riprova domani, oppure entra con il tuo profilo.',
  queueFull: 'Ci sono già tante storie che aspettano di essere lette dal superuser. Riprova tra qualche giorno, oppure entra con il tuo profilo.',
} as const;
