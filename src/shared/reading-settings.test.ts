import fc from 'fast-check';
import { expect, test } from 'vitest';
import { DEFAULT_READING_SETTINGS, parseReadingSettings, READING_FONTS } from './reading-settings';
import { readingSettingsSchema } from './schemas/reading-settings';

// parseReadingSettings is the zod-free twin of readingSettingsSchema: same verdict on every value.
const anything = fc.oneof(fc.string(), fc.integer({ min: -2, max: 5 }), fc.double(), fc.boolean(), fc.constant(null));
const settingsLike = fc.record(
  {
    font: fc.oneof(fc.constantFrom(...READING_FONTS), anything),
    uppercase: fc.oneof(fc.boolean(), anything),
    textSize: fc.oneof(fc.integer({ min: -1, max: 5 }), anything),
    letterSpacing: fc.oneof(fc.integer({ min: -1, max: 4 }), anything),
    wordSpacing: fc.oneof(fc.integer({ min: -1, max: 4 }), anything),
    lineSpacing: fc.oneof(fc.integer({ min: -1, max: 4 }), anything),
    shortLines: fc.oneof(fc.boolean(), anything),
    ruler: fc.oneof(fc.boolean(), anything),
    extra: anything,
  },
  { requiredKeys: ['font', 'uppercase', 'textSize', 'letterSpacing', 'wordSpacing', 'lineSpacing', 'shortLines', 'ruler'] },
);

test('parseReadingSettings accepts exactly what readingSettingsSchema accepts', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        settingsLike,
        settingsLike.map((s) => ({ ...s, extra: undefined })),
        anything,
      ),
      (value) => {
        const parsed = readingSettingsSchema.safeParse(value);
        const read = parseReadingSettings(value);
        expect(read !== null).toBe(parsed.success);
        if (parsed.success) expect(read).toEqual(parsed.data);
      },
    ),
    { numRuns: 3000 },
  );
  expect(parseReadingSettings(DEFAULT_READING_SETTINGS)).toEqual(DEFAULT_READING_SETTINGS);
});
