import type { ReadingFont, ReadingSettings } from '../../../shared/reading-settings';
import { t } from '../../i18n/it/reading-support';

export const READING_FONT_FAMILIES: Record<Exclude<ReadingFont, 'default'>, string> = {
  opendyslexic: t('readingSupport.readingStyle.opendyslexicComicSansMsSans'),
  atkinson: t('readingSupport.readingStyle.atkinsonHyperlegibleSystemUiSans'),
  lexend: t('readingSupport.readingStyle.lexendSystemUiSansSerif'),
};

/** The scales: step 0 is the app's own look; the others put a class and a custom property on <html>. */
const SCALES = [
  ['textSize', 'rs-size', '--reading-font-size', ['', '1.375rem', '1.625rem', '2rem']],
  ['letterSpacing', 'rs-letter', '--reading-letter-spacing', ['', '0.06em', '0.12em']],
  ['wordSpacing', 'rs-word', '--reading-word-spacing', ['', '0.16em', '0.32em']],
  ['lineSpacing', 'rs-line', '--reading-line-height', ['', '2', '2.5']],
] as const;

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
  for (const [key, cls, name, values] of SCALES) {
    const value: string | undefined = values[settings[key]];
    if (!value) continue;
    classes.push(cls);
    vars[name] = value;
  }
  if (settings.shortLines) classes.push('rs-short');
  if (settings.ruler) classes.push('rs-ruler');
  return { classes, vars };
}

/** Puts the style on the root element, removing whatever an earlier choice (or profile) had set: every rs-* class, every variable. */
export function applyReadingStyle(root: HTMLElement, style: ReadingStyle): void {
  root.classList.remove(...Array.from(root.classList).filter((c) => c.startsWith('rs-')));
  for (const name of ['--reading-font-family', ...SCALES.map((scale) => scale[2])]) root.style.removeProperty(name);
  root.classList.add(...style.classes);
  for (const [name, value] of Object.entries(style.vars)) root.style.setProperty(name, value);
}

/** Where this browser keeps the last settings it saw for a profile (shown at once on the next visit). */
export const readingSettingsCacheKey = (userId: string) => `reading-settings.${userId}`;
