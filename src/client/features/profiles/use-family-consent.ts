import { useMutation, useQuery } from '@tanstack/react-query';
import type { FamilyConsentLookup, FamilyConsentResult, FamilyLetterKey } from '../../../shared/schemas/family-letter';
import { api } from '../../lib/api-client';

/** POST /api/family-consent/lookup: whose letter this is (only the name it shows) and what to ask. */
export function useFamilyLetter(key: FamilyLetterKey | null) {
  return useQuery({
    queryKey: ['family-consent', key],
    queryFn: () => api<FamilyConsentLookup>('/api/family-consent/lookup', { method: 'POST', body: key }),
    enabled: key !== null,
    // A letter's answer does not change by itself, and a refused one must not be asked again and again.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/family-consent: the adult accepts, from home, with the letter's secret or code. */
export function useGiveFamilyConsent() {
  return useMutation({
    mutationFn: ({ key, ...answers }: { key: FamilyLetterKey; adultName: string; aiConsent: boolean; voiceConsent: boolean }) =>
      api<FamilyConsentResult>('/api/family-consent', { method: 'POST', body: { ...key, ...answers, accepted: true } }),
  });
}
