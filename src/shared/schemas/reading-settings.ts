import { z } from 'zod';
import { READING_FONTS, SPACING_STEPS, TEXT_SIZE_STEPS, type ReadingSettings } from '../reading-settings';

export {
  DEFAULT_READING_SETTINGS,
  READING_FONT_LABELS,
  READING_FONTS,
  READING_SETTINGS_MESSAGES,
  SPACING_STEPS,
  TEXT_SIZE_STEPS,
  type ReadingFont,
  type ReadingSettings,
} from '../reading-settings';

const step = (max: number) =>
  z
    .number('Valore non valido')
    .int('Valore non valido')
    .min(0, 'Valore non valido')
    .max(max - 1, 'Valore non valido');

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

// The schema and the type of shared/reading-settings.ts (used without zod by the client) must agree.
type SchemaSettings = z.infer<typeof readingSettingsSchema>;
const sameShape: [ReadingSettings, SchemaSettings] extends [SchemaSettings, ReadingSettings] ? true : never = true;
void sameShape;

export const readingSettingsResponseSchema = z.object({ settings: readingSettingsSchema });
export type ReadingSettingsResponse = z.infer<typeof readingSettingsResponseSchema>;
