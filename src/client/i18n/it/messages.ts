import { translator } from '../translator';

/** Messages of the messages area of the client. */
export const messages = {
  'unreadMessages.haiMessaggiDalSuperuser': '{count, plural, =1 {Hai un messaggio dal Superuser} other {Hai {count} messaggi dal Superuser}}',
  'unreadMessages.errore': 'Errore',
  'unreadMessages.hoLetto': 'Ho letto',
} as const;

export const t = translator('messages', messages);
