import { VOICE_MESSAGES as V } from '../schemas/voice';
import { API_MESSAGES as M } from './api-messages';

/**
 * The stable error codes of `{"error":{"code","message"}}` that always carry the same message,
 * with that message. The client shows the message of a known code from here
 * and falls back to the server's message for the others (`not_found`, `invalid_input`, … whose
 * message names what was wrong). `network`, `offline` and `http_error` are the client's own codes
 * for a request that got no usable answer.
 */
export const API_ERROR_MESSAGES = {
  unavailable: M.http.unavailable,
  storage_full: M.http.storageFull,
  cross_origin: M.http.crossOrigin,
  network: M.http.network,
  offline: M.http.offline,
  http_error: M.http.httpError,
  unauthenticated: M.auth.unauthenticated,
  too_many_requests: M.auth.tooManyRequests,
  consent_required: M.auth.consentMissing,
  user_not_found: M.admin.userNotFound,
  group_not_found: M.group.notFound,
  group_name_taken: M.group.nameTaken,
  code_invalid: M.workshop.codeInvalid,
  code_expired: M.workshop.codeExpired,
  not_invited: M.workshop.notInvited,
  removed: M.workshop.removed,
  translation_disabled: M.translation.disabled,
  translation_failed: M.translation.failed,
  ai_cancelled: M.ai.cancelled,
  ai_consent_required: M.ai.consentRequired,
  bad_origin: M.workshop.badOrigin,
  busy: M.workshop.busy,
  consent_already_given: M.auth.consentAlreadyGiven,
  email_taken: M.profile.emailTaken,
  superuser_password_elsewhere: M.auth.superuserPasswordElsewhere,
  no_superuser: M.auth.noSuperuser,
  unsupported_media_type: M.http.unsupportedMediaType,
  too_deep: M.http.tooDeep,
  internal: M.http.internal,
  not_a_backup: M.backup.notBackup,
  not_empty: M.backup.notEmpty,
  backup_damaged: M.backup.damaged,
  backup_too_new: M.backup.newer,
  too_many_files: M.storyImage.tooManyFiles,
  image_too_large: M.storyImage.tooLarge,
  invalid_image: M.storyImage.notAnImage,
  duplicate_title: M.readingStory.duplicateTitle,
  voice_consent_required: V.consentRequired,
  invalid_audio: V.notAudio,
  audio_too_large: V.tooLarge,
  audio_too_long: V.tooLong,
  voice_profile_full: V.profileFull,
  voice_site_full: V.siteFull,
  not_your_story: V.notYourStory,
} as const satisfies Record<string, string>;

export type FixedErrorCode = keyof typeof API_ERROR_MESSAGES;

/** The message to show for an API error: the catalogue's for a fixed code, else the server's. */
export function apiErrorMessage(code: string, serverMessage: string): string {
  return Object.hasOwn(API_ERROR_MESSAGES, code) ? API_ERROR_MESSAGES[code as FixedErrorCode] : serverMessage;
}
