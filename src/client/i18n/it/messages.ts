import { translator } from '../translator';

/** Messages of the messages area of the client. */
export const messages = {
  'unreadMessages.haiMessaggiDalSuperuser': '{count, plural, =1 {Hai un nuovo messaggio} other {Hai {count} nuovi messaggi}}',
  'unreadMessages.errore': 'Errore',
  'unreadMessages.hoLetto': 'Ho letto',
} as const;

export const t = translator('messages', messages);
