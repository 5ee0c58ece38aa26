import { READING_SETTINGS_API_MESSAGES } from './messages/api-client-messages';
/**
 * The reading settings' constants, type and a check without zod: the layout applies a child's
 * reading style at first paint on every screen, and zod stays out of the first page's JavaScript
 * (home page JavaScript, figure P1 in docs/benchmarks.md). schemas/reading-settings.ts holds the zod schema the server validates with;
 * a test keeps the two in agreement.
 */
/** 'Lettura facilitata': how one child reads, saved on the server per profile. */
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

export interface ReadingSettings {
  font: ReadingFont;
  uppercase: boolean;
  textSize: number;
  letterSpacing: number;
  wordSpacing: number;
  lineSpacing: number;
  shortLines: boolean;
  ruler: boolean;
}

export interface ReadingSettingsResponse {
  settings: ReadingSettings;
}

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

export const READING_SETTINGS_MESSAGES = READING_SETTINGS_API_MESSAGES;

const isStep = (value: unknown, steps: number) => Number.isInteger(value) && (value as number) >= 0 && (value as number) < steps;

/** The same rule as readingSettingsSchema (strict: no other key), for settings read back from this browser. */
export function parseReadingSettings(value: unknown): ReadingSettings | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const keys: (keyof ReadingSettings)[] = ['font', 'uppercase', 'textSize', 'letterSpacing', 'wordSpacing', 'lineSpacing', 'shortLines', 'ruler'];
  if (Object.keys(v).length !== keys.length || !keys.every((k) => k in v)) return null;
  if (!(READING_FONTS as readonly unknown[]).includes(v.font)) return null;
  if (typeof v.uppercase !== 'boolean' || typeof v.shortLines !== 'boolean' || typeof v.ruler !== 'boolean') return null;
  if (
    !isStep(v.textSize, TEXT_SIZE_STEPS) ||
    !isStep(v.letterSpacing, SPACING_STEPS) ||
    !isStep(v.wordSpacing, SPACING_STEPS) ||
    !isStep(v.lineSpacing, SPACING_STEPS)
  )
    return null;
  return v as unknown as ReadingSettings;
}
