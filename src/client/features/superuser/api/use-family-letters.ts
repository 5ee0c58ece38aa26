import { useMutation } from '@tanstack/react-query';
import type { BulkConsentInput, BulkConsentResult } from '../../../../shared/schemas/family-letter';
import type { ProfileSelection } from '../../../../shared/schemas/profile-selection';
import { API_CLIENT_MESSAGES } from '../../../../shared/messages/api-client-messages';
import { api, ApiRequestError } from '../../../lib/api-client';
import { readApiError } from '../../../lib/api-error-shape';
import { downloadBlob } from '../../share/share-text';
import { useRefreshingMutation } from './refreshing-mutation';
import { adminUsersKey } from './use-admin-users';

/** The file name the server chose (Content-Disposition), or a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'lettere-famiglie.pdf';
}

/**
 * POST /api/admin/family-letters: the letters' PDF for a selection, saved as a download. Every
 * letter is new: the ones printed before for these children stop working.
 */
async function downloadFamilyLetters(selection: ProfileSelection): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/admin/family-letters', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(selection),
    });
  } catch {
    throw new ApiRequestError(0, 'network', API_CLIENT_MESSAGES.network);
  }
  if (!response.ok) {
    const error = readApiError(await response.json().catch(() => null));
    throw new ApiRequestError(response.status, error?.code ?? 'http_error', error?.message ?? API_CLIENT_MESSAGES.httpError);
  }
  const fileName = fileNameOf(response);
  downloadBlob(fileName, new Blob([await response.blob()], { type: 'application/pdf' }));
  return fileName;
}

export function useDownloadFamilyLetters() {
  return useMutation({ mutationFn: downloadFamilyLetters });
}

/** POST /api/admin/consent: 'Registra consenso' for a selection or a group (consent on paper). */
export const useRecordBulkConsent = () =>
  useRefreshingMutation([adminUsersKey], (input: BulkConsentInput) => api<BulkConsentResult>('/api/admin/consent', { method: 'POST', body: input }));
