import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { createDictation, detectSpeechRecognition, type Dictation, type RecognitionConstructor } from './speech-recognition';
import { t as tr } from '../../i18n/it/speech';

export const DICTATION_MESSAGES = {
  unsupportedTitle: tr('speech.useDictation.nonSupportato'),
  unsupported: tr('speech.useDictation.ilRiconoscimentoVocaleNonE'),
  error: (code: string) => tr('speech.useDictation.erroreNelRiconoscimentoVocale', { code }),
} as const;

export interface UseDictationOptions {
  /** Called with each final piece of dictated text. */
  onTranscript: (text: string) => void;
  lang?: string;
  /** Test seam: the browser's SpeechRecognition; detected from window by default. */
  Recognition?: RecognitionConstructor | null;
}

export interface DictationController {
  supported: boolean;
  listening: boolean;
  start: () => void;
  stop: () => void;
  toggle: () => void;
}

/** Dictation in Italian (it-IT by default) for one text box. Stops when the screen is left. */
export function useDictation({ onTranscript, lang = 'it-IT', Recognition: given }: UseDictationOptions): DictationController {
  const [Recognition] = useState(() => (given === undefined ? detectSpeechRecognition() : given));
  const [listening, setListening] = useState(false);
  const latest = useRef(onTranscript);
  const dictation = useRef<Dictation | null>(null);

  useEffect(() => {
    latest.current = onTranscript;
  }, [onTranscript]);

  useEffect(
    () => () => {
      dictation.current?.abort();
      dictation.current = null;
    },
    [],
  );

  const start = () => {
    if (!Recognition) {
      toast.error(DICTATION_MESSAGES.unsupportedTitle, { description: DICTATION_MESSAGES.unsupported });
      return;
    }
    dictation.current ??= createDictation({
      Recognition,
      lang,
      onTranscript: (t) => latest.current(t),
      onError: (code) => toast.error(tr('speech.useDictation.errore'), { description: DICTATION_MESSAGES.error(code) }),
      onListeningChange: setListening,
    });
    dictation.current.start();
  };

  const stop = () => dictation.current?.stop();

  return { supported: Recognition !== null, listening, start, stop, toggle: () => (listening ? stop() : start()) };
}
