/**
 * The response header that names the profile an /api/ answer belongs to (set by the server on
 * every answer to a logged-in caller; read by the service worker's API cache to keep each
 * profile's answers to that profile alone).
 */
export const SESSION_OWNER_HEADER = 'x-fantasmia-profile';
