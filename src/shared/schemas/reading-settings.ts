import { z } from 'zod';
import { API_MESSAGES } from '../messages/api-messages';

/** 'Lettura facilitata' (issue 18): how one child reads, saved on the server per profile. */
export const READING_FONTS = ['default', 'opendyslexic', 'atkinson', 'lexend'] as const;
export type ReadingFont = (typeof READING_FONTS)[number];

export const READING_FONT_LABELS: Record<ReadingFont, string> = {
  default: 'Normale',
  opendyslexic: 'OpenDyslexic',
  atkinson: 'Atkinson Hyperlegible',
  lexend: 'Lexend',
};

/** Steps of each slider-like choice: 0 is the app's normal look. */
export const TEXT_SIZE_STEPS = 4;
export const SPACING_STEPS = 3;

const step = (max: number) => z.number('Valore non valido').int('Valore non valido').min(0, 'Valore non valido').max(max - 1, 'Valore non valido');

export const readingSettingsSchema = z
  .object({
    font: z.enum(READING_FONTS, 'Carattere non valido'),
    uppercase: z.boolean('Valore non valido'),
    textSize: step(TEXT_SIZE_STEPS),
    letterSpacing: step(SPACING_STEPS),
    wordSpacing: step(SPACING_STEPS),
    lineSpacing: step(SPACING_STEPS),
    shortLines: z.boolean('Valore non valido'),
    ruler: z.boolean('Valore non valido'),
  })
  .strict();
export type ReadingSettings = z.infer<typeof readingSettingsSchema>;

export const DEFAULT_READING_SETTINGS: ReadingSettings = {
  font: 'default',
  uppercase: false,
  textSize: 0,
  letterSpacing: 0,
  wordSpacing: 0,
  lineSpacing: 0,
  shortLines: false,
  ruler: false,
};

export const readingSettingsResponseSchema = z.object({ settings: readingSettingsSchema });
export type ReadingSettingsResponse = z.infer<typeof readingSettingsResponseSchema>;

export const READING_SETTINGS_MESSAGES = API_MESSAGES.readingSettings;
