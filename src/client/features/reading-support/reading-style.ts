import type { ReadingFont, ReadingSettings } from '../../../shared/reading-settings';
import { t } from '../../i18n/it/reading-support';

export const READING_FONT_FAMILIES: Record<Exclude<ReadingFont, 'default'>, string> = {
  opendyslexic: t('readingSupport.readingStyle.opendyslexicComicSansMsSans'),
  atkinson: t('readingSupport.readingStyle.atkinsonHyperlegibleSystemUiSans'),
  lexend: t('readingSupport.readingStyle.lexendSystemUiSansSerif'),
};

/** Step 0 is the app's own look; the others are these values. */
const FONT_SIZES = ['', '1.375rem', '1.625rem', '2rem'];
const LETTER_SPACINGS = ['', '0.06em', '0.12em'];
const WORD_SPACINGS = ['', '0.16em', '0.32em'];
const LINE_HEIGHTS = ['', '2', '2.5'];

/** Every class this module may put on <html>. */
export const READING_CLASSES = ['rs-font', 'rs-upper', 'rs-size', 'rs-letter', 'rs-word', 'rs-line', 'rs-short', 'rs-ruler'] as const;

export interface ReadingStyle {
  classes: string[];
  vars: Record<string, string>;
}

/** The classes and custom properties for <html> that make `.reading-text` look as the child chose. */
export function readingStyle(settings: ReadingSettings | null): ReadingStyle {
  const classes: string[] = [];
  const vars: Record<string, string> = {};
  if (!settings) return { classes, vars };
  if (settings.font !== 'default') {
    classes.push('rs-font');
    vars['--reading-font-family'] = READING_FONT_FAMILIES[settings.font];
  }
  if (settings.uppercase) classes.push('rs-upper');
  const pick = (values: string[], step: number, cls: string, name: string) => {
    const value = values[step];
    if (!value) return;
    classes.push(cls);
    vars[name] = value;
  };
  pick(FONT_SIZES, settings.textSize, 'rs-size', '--reading-font-size');
  pick(LETTER_SPACINGS, settings.letterSpacing, 'rs-letter', '--reading-letter-spacing');
  pick(WORD_SPACINGS, settings.wordSpacing, 'rs-word', '--reading-word-spacing');
  pick(LINE_HEIGHTS, settings.lineSpacing, 'rs-line', '--reading-line-height');
  if (settings.shortLines) classes.push('rs-short');
  if (settings.ruler) classes.push('rs-ruler');
  return { classes, vars };
}

const VAR_NAMES = ['--reading-font-family', '--reading-font-size', '--reading-letter-spacing', '--reading-word-spacing', '--reading-line-height'];

/** Puts the style on the root element, removing whatever an earlier choice (or profile) had set. */
export function applyReadingStyle(root: HTMLElement, style: ReadingStyle): void {
  root.classList.remove(...READING_CLASSES);
  for (const name of VAR_NAMES) root.style.removeProperty(name);
  root.classList.add(...style.classes);
  for (const [name, value] of Object.entries(style.vars)) root.style.setProperty(name, value);
}

/** Where this browser keeps the last settings it saw for a profile (shown at once on the next visit). */
export const readingSettingsCacheKey = (userId: string) => `reading-settings.${userId}`;
