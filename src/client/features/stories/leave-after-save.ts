const AFTER_SAVE = 'leavingAfterSave';

/**
 * The navigation state of the move the save dialog makes once the story is safe (saved, or queued
 * on the device offline): that move leaves nothing behind, so it is never asked about.
 */
export function leaveAfterSave(state: Record<string, unknown> | undefined): Record<string, unknown> {
  return { ...state, [AFTER_SAVE]: true };
}

export function isLeaveAfterSave(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Reflect.get(state, AFTER_SAVE) === true;
}
