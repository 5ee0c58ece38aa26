import { z } from 'zod';
import type { ProfessionGender } from '../../../../shared/content/professions';
import { readPreference, writePreference } from '../../../lib/local-preferences';

/** The child's own professions are remembered in this browser, one key per gender (spec 001 §3). */
export const CUSTOM_PROFESSION_KEYS: Record<ProfessionGender, string> = {
  male: 'professions.custom.male',
  female: 'professions.custom.female',
};

const listSchema = z.array(z.string().trim().min(1).max(60)).max(500);

const parseList = (value: unknown) => listSchema.safeParse(value).data ?? null;

export function readCustomProfessions(): { male: string[]; female: string[] } {
  return {
    male: readPreference(CUSTOM_PROFESSION_KEYS.male, parseList) ?? [],
    female: readPreference(CUSTOM_PROFESSION_KEYS.female, parseList) ?? [],
  };
}

export function writeCustomProfessions(custom: { male: readonly string[]; female: readonly string[] }): void {
  writePreference(CUSTOM_PROFESSION_KEYS.male, custom.male);
  writePreference(CUSTOM_PROFESSION_KEYS.female, custom.female);
}
