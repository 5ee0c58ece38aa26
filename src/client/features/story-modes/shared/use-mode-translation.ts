import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { StoryLanguage } from '../../../../shared/schemas/story';
import { TRANSLATION_MESSAGES, toTranslationLanguage } from '../../../../shared/schemas/translation';
import { translateText } from '../../translation/translate-text';
import type { TranslationToggle } from '../../translation/use-translation-toggle';
import { t } from '../../../i18n/it/story-modes';

export interface ModeTranslationOptions {
  language: StoryLanguage;
  /** The machine's flag: a translation is running (the toggle is blocked). */
  translating: boolean;
  /** The machine keeps the text from before the translation: the toggle restores it, no call. */
  translated: boolean;
  title: string;
  /** The texts to translate one by one (the story, or each answer or card). */
  parts: readonly string[];
  onStart: () => void;
  onDone: (result: { language: StoryLanguage; title: string; parts: string[] }) => void;
  onFail: () => void;
  onRestore: () => void;
  /** With nothing to translate, only flip the language (CSS); otherwise nothing happens. */
  onFlip?: (language: StoryLanguage) => void;
  /** The toggle's label for English: 'INGLESE' by default, 'ENGLISH' on the CSS final screen. */
  englishLabel?: string;
}

const other = (language: StoryLanguage): StoryLanguage => (language === 'italian' ? 'english' : 'italian');

/**
 * The language toggle of a mode whose translation lives in its state machine (so the draft keeps
 * it): translates the title and every part with the shared translation client, restores the
 * original exactly, and speaks through the shared toasts. It returns the TranslationToggle the
 * shared TranslateToggleButton renders.
 */
export function useModeTranslation(options: ModeTranslationOptions): TranslationToggle {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const { language, translating, translated, title, parts } = options;

  const toggle = async () => {
    if (translating) return;
    if (translated) {
      options.onRestore();
      return;
    }
    const target = other(language);
    if (title.trim() === '' && parts.every((p) => p.trim() === '')) {
      options.onFlip?.(target);
      return;
    }
    const from = toTranslationLanguage(language);
    const to = toTranslationLanguage(target);
    options.onStart();
    try {
      const [newTitle = '', ...newParts] = await Promise.all([title, ...parts].map((text) => translateText(text, from, to)));
      if (!mounted.current) return;
      options.onDone({ language: target, title: newTitle, parts: newParts });
      toast.success(TRANSLATION_MESSAGES.done);
    } catch {
      options.onFail();
      if (mounted.current) toast.error(TRANSLATION_MESSAGES.errorTitle, { id: 'translation-error', description: TRANSLATION_MESSAGES.storyFailed });
    }
  };

  const label = translating
    ? TRANSLATION_MESSAGES.working
    : language === 'italian'
      ? (options.englishLabel ?? t('storyModes.useModeTranslation.inglese'))
      : t('storyModes.useModeTranslation.italiano');
  return {
    shown: { title, content: parts.join('\n\n'), language },
    isTranslated: translated,
    isTranslating: translating,
    label,
    toggle,
    reset: options.onRestore,
  };
}

/** The translation steps every machine that translates in its state understands. */
export type TranslationStepAction = { type: 'TRANSLATION_STARTED' } | { type: 'TRANSLATION_FAILED' } | { type: 'RESTORE_ORIGINAL' };

/** What the toggle reads from such a machine's state. */
export interface TranslatingState {
  language: StoryLanguage;
  title: string;
  translating: boolean;
  /** The text from before translating (null when not translated). */
  original: object | null;
}

/**
 * useModeTranslation for a machine with the standard translation steps (CAMPBELL, CSS, word
 * series, PROFESSION): only the parts to translate and where their translation goes differ.
 */
export function useMachineTranslation(
  state: TranslatingState,
  send: (action: TranslationStepAction) => void,
  options: Pick<ModeTranslationOptions, 'parts' | 'onDone' | 'onFlip' | 'englishLabel'>,
): TranslationToggle {
  return useModeTranslation({
    language: state.language,
    translating: state.translating,
    translated: state.original !== null,
    title: state.title,
    onStart: () => send({ type: 'TRANSLATION_STARTED' }),
    onFail: () => send({ type: 'TRANSLATION_FAILED' }),
    onRestore: () => send({ type: 'RESTORE_ORIGINAL' }),
    ...options,
  });
}

/** A story that is one text (word series, PROFESSION): the title and the text are translated. */
export function useTextTranslation(
  state: TranslatingState & { text: string },
  send: (action: TranslationStepAction | { type: 'TRANSLATED'; language: StoryLanguage; title: string; text: string }) => void,
): TranslationToggle {
  return useMachineTranslation(state, send, {
    parts: [state.text],
    onDone: ({ language, title, parts }) => send({ type: 'TRANSLATED', language, title, text: parts[0] ?? '' }),
  });
}
