import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { StoryLanguage } from '../../../../shared/schemas/story';
import { TRANSLATION_MESSAGES, toTranslationLanguage } from '../../../../shared/schemas/translation';
import { translateText } from '../../translation/translate-text';
import type { TranslationToggle } from '../../translation/use-translation-toggle';
import { t } from '../../../i18n/it/story-modes';

/** The translation steps every machine that translates in its state understands. */
export type TranslationStepAction = { type: 'TRANSLATION_STARTED' } | { type: 'TRANSLATION_FAILED' } | { type: 'RESTORE_ORIGINAL' };

/** What the toggle reads from such a machine's state. */
export interface TranslatingState {
  language: StoryLanguage;
  title: string;
  /** A translation is running (the toggle is blocked). */
  translating: boolean;
  /** The text from before translating (null when not translated): the toggle restores it, no call. */
  original: object | null;
}

export interface MachineTranslationOptions {
  /** The texts to translate one by one (the story, or each answer or card). */
  parts: readonly string[];
  /** Where the translation goes (the machine's TRANSLATED). */
  onDone: (result: { language: StoryLanguage; title: string; parts: string[] }) => void;
  /** With nothing to translate, only flip the language (CSS); otherwise nothing happens. */
  onFlip?: (language: StoryLanguage) => void;
  /** The toggle's label for English: 'INGLESE' by default, 'ENGLISH' on the CSS final screen. */
  englishLabel?: string;
}

const other = (language: StoryLanguage): StoryLanguage => (language === 'italian' ? 'english' : 'italian');

/**
 * The language toggle of a mode whose translation lives in its state machine (so the draft keeps
 * it; CAMPBELL, CSS, word series, PROFESSION): translates the title and every part with the shared
 * translation client, restores the original exactly, and speaks through the shared toasts. Only
 * the parts to translate and where their translation goes differ between the modes. It returns
 * the TranslationToggle the shared TranslateToggleButton renders.
 */
export function useMachineTranslation(
  state: TranslatingState,
  send: (action: TranslationStepAction) => void,
  { parts, onDone, onFlip, englishLabel = t('storyModes.useModeTranslation.inglese') }: MachineTranslationOptions,
): TranslationToggle {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const { language, translating, title } = state;
  const translated = state.original !== null;
  const restore = () => send({ type: 'RESTORE_ORIGINAL' });

  const toggle = async () => {
    if (translating) return;
    if (translated) {
      restore();
      return;
    }
    const target = other(language);
    if (title.trim() === '' && parts.every((p) => p.trim() === '')) {
      onFlip?.(target);
      return;
    }
    const from = toTranslationLanguage(language);
    const to = toTranslationLanguage(target);
    send({ type: 'TRANSLATION_STARTED' });
    try {
      const [newTitle = '', ...newParts] = await Promise.all([title, ...parts].map((text) => translateText(text, from, to)));
      if (!mounted.current) return;
      onDone({ language: target, title: newTitle, parts: newParts });
      toast.success(TRANSLATION_MESSAGES.done);
    } catch {
      send({ type: 'TRANSLATION_FAILED' });
      if (mounted.current) toast.error(TRANSLATION_MESSAGES.errorTitle, { id: 'translation-error', description: TRANSLATION_MESSAGES.storyFailed });
    }
  };

  const label = translating ? TRANSLATION_MESSAGES.working : language === 'italian' ? englishLabel : t('storyModes.useModeTranslation.italiano');
  return {
    shown: { title, content: parts.join('\n\n'), language },
    isTranslated: translated,
    isTranslating: translating,
    label,
    toggle,
    reset: restore,
  };
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
