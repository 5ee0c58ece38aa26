import { API_MESSAGES } from '../messages/api-messages';
/** Messages of the public user's save limits, shown by the save dialog as they come. */
export const PUBLIC_SAVE_MESSAGES = API_MESSAGES.publicSave;
