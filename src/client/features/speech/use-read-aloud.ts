import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SPEECH_LANG_ENGLISH, SPEECH_LANG_ITALIAN } from '../../../shared/constants';
import { splitSentences } from './sentences';
import {
  createReadAloud,
  detectSpeechSynthesis,
  IDLE,
  type ReadAloudState,
  type ReadAloudStatus,
  type SpeechSynthesisBoundary,
  type VoiceStyle,
} from './speech-synthesis';
import { t } from '../../i18n/it/speech';

/** Where the sentence being read sits: in the title or in the text, with its offsets. */
export interface ReadAloudHighlight {
  part: 'title' | 'text';
  start: number;
  end: number;
}

export interface UseReadAloudOptions {
  /** The text shown to the child (the translation when translated). */
  text: string;
  /** Read first, when given. */
  title?: string;
  /** 'italian' | 'english': the voice speaks it-IT or en-US. */
  language: string;
  /** Optional voice (pitch, rate, preferred voice); changing it stops the reading. Keep it stable. */
  voice?: VoiceStyle;
  /** Test seam: the browser boundary; detected from window by default. */
  boundary?: SpeechSynthesisBoundary | null;
}

export interface ReadAloudController {
  status: ReadAloudStatus;
  supported: boolean;
  highlight: ReadAloudHighlight | null;
  /** The one button: start, pause or resume. */
  toggle: () => void;
  stop: () => void;
}

/**
 * Read aloud for a story screen. Speaks sentence by sentence in the story's language, reports the
 * sentence being read, and stops when the text changes or the screen is left.
 */
export function useReadAloud({ text, title, language, voice, boundary: given }: UseReadAloudOptions): ReadAloudController {
  const [boundary] = useState(() => (given === undefined ? detectSpeechSynthesis() : given));
  const languageRef = useRef(language);
  languageRef.current = language;
  const [state, setState] = useState<ReadAloudState>(IDLE);
  const [reader] = useState(() =>
    boundary
      ? createReadAloud({
          boundary,
          onChange: setState,
          onError: (_code, hasVoice) =>
            hasVoice
              ? toast.error(t('speech.useReadAloud.erroreTts'), { description: t('speech.useReadAloud.siEVerificatoUnErrore') })
              : toast.error(t('speech.useReadAloud.nessunaVoce'), {
                  description: t('speech.useReadAloud.nessunaVoceSpiegazione', { language: languageRef.current === 'english' ? 'inglese' : 'italiana' }),
                }),
        })
      : null,
  );

  const plan = useMemo(
    () => [
      ...splitSentences(title ?? '').map((s) => ({ ...s, part: 'title' as const })),
      ...splitSentences(text).map((s) => ({ ...s, part: 'text' as const })),
    ],
    [title, text],
  );
  const lang = language === 'english' ? SPEECH_LANG_ENGLISH : SPEECH_LANG_ITALIAN;

  // Speech belongs to this screen and this text: stop it when either goes away.
  useEffect(() => () => reader?.stop(), [reader, plan, lang, voice]);

  const current = state.index === null ? undefined : plan[state.index];
  const highlight = current ? { part: current.part, start: current.start, end: current.end } : null;

  const toggle = () => {
    if (!reader) {
      toast.error(t('speech.shared.nonSupportato'), { description: t('speech.useReadAloud.laSintesiVocaleNonE') });
      return;
    }
    if (state.status === 'idle' && plan.length === 0) {
      toast.info(t('speech.useReadAloud.nessunaStoriaDaLeggere'));
      return;
    }
    reader.toggle(
      plan.map((p) => p.text),
      lang,
      voice,
    );
  };

  return { status: state.status, supported: reader !== null, highlight, toggle, stop: () => reader?.stop() };
}
