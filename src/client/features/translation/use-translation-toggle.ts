import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { NEEDS_NETWORK_TITLE } from '../offline/use-online';
import type { StoryLanguage } from '../../../shared/schemas/story';
import { TRANSLATION_MESSAGES, toTranslationLanguage } from '../../../shared/schemas/translation';
import { translateText } from './translate-text';
import { t } from '../../i18n/it/translation';

export interface TranslatableStory {
  title: string;
  content: string;
  language: StoryLanguage;
}

export interface TranslationToggle {
  /** What to show: the translation while translated, otherwise the original, untouched. */
  shown: TranslatableStory;
  isTranslated: boolean;
  isTranslating: boolean;
  /** 'INGLESE' (or 'Inglese') while the shown text is Italian, 'ITALIANO' (or 'Italiano') while English, 'Traduzione...' while working. */
  label: string;
  /** Translates into the other language, or goes back to the original. */
  toggle: () => Promise<void>;
  /** Back to the original without a call. */
  reset: () => void;
}

const other = (language: StoryLanguage): StoryLanguage => (language === 'italian' ? 'english' : 'italian');
const keyOf = (s: TranslatableStory) => JSON.stringify([s.title, s.content, s.language]);

/** The button's words for the language to translate into: INGLESE / ITALIANO, or Inglese / Italiano. */
const TARGET_LABELS = {
  upper: { italian: 'INGLESE', english: 'ITALIANO' },
  sentence: { italian: t('translation.useTranslationToggle.inglese'), english: t('translation.shared.italiano') },
} as const satisfies Record<string, Record<StoryLanguage, string>>;

export interface TranslationToggleOptions {
  /** The failure toast's text; the viewers of reading and science stories say 'Errore durante la traduzione'. */
  errorDescription?: string;
  /** 'upper' (INGLESE, the default) or 'sentence' (Inglese, the reading and science story viewers). */
  labelStyle?: keyof typeof TARGET_LABELS;
}

/**
 * The translate toggle of the viewers and final screens (spec 001 §3, translation state). It keeps
 * the original, so going back restores it exactly; a failure leaves the text untouched.
 */
export function useTranslationToggle(original: TranslatableStory, options: TranslationToggleOptions = {}): TranslationToggle {
  const [translation, setTranslation] = useState<{ key: string; story: TranslatableStory } | null>(null);
  const [isTranslating, setIsTranslating] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const key = keyOf(original);
  // A translation belongs to the text it was made from: an edited original is shown as it is.
  const current = translation?.key === key ? translation.story : null;
  const shown = current ?? original;

  const toggle = async () => {
    if (isTranslating) return;
    if (current) {
      setTranslation(null);
      return;
    }
    // Translation is done by the server: offline, say so plainly instead of trying.
    if (!navigator.onLine) {
      toast.error(NEEDS_NETWORK_TITLE, { description: t('translation.useTranslationToggle.perTradurreLaStoriaServe') });
      return;
    }
    const from = toTranslationLanguage(original.language);
    const to = toTranslationLanguage(other(original.language));
    setIsTranslating(true);
    try {
      const [title, content] = await Promise.all([translateText(original.title, from, to), translateText(original.content, from, to)]);
      if (!mounted.current) return;
      setTranslation({ key, story: { title, content, language: other(original.language) } });
      toast.success(TRANSLATION_MESSAGES.done);
    } catch {
      if (mounted.current)
        toast.error(TRANSLATION_MESSAGES.errorTitle, { id: 'translation-error', description: options.errorDescription ?? TRANSLATION_MESSAGES.storyFailed });
    } finally {
      if (mounted.current) setIsTranslating(false);
    }
  };

  const label = isTranslating ? TRANSLATION_MESSAGES.working : TARGET_LABELS[options.labelStyle ?? 'upper'][shown.language];

  return { shown, isTranslated: current !== null, isTranslating, label, toggle, reset: () => setTranslation(null) };
}
