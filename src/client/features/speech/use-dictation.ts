import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../i18n/it/speech';
import { createDictation, detectSpeechRecognition, type Dictation, type RecognitionConstructor } from './speech-recognition';

export const DICTATION_MESSAGES = {
  unsupportedTitle: t('speech.shared.nonSupportato'),
  unsupported: t('speech.useDictation.ilRiconoscimentoVocaleNonE'),
  /** The spec's 'Errore nel riconoscimento vocale: {code}' with the code told in Italian. */
  errorTitle: t('speech.useDictation.erroreNelRiconoscimentoVocale'),
  error: (code: string) => dictationErrorMessage(code),
} as const;

/** What to do, in Italian, for each error code of the Web Speech API (SpeechRecognitionErrorEvent.error). */
const ERROR_MESSAGES = new Map([
  ['not-allowed', t('speech.useDictation.microfonoNonPermesso')],
  ['service-not-allowed', t('speech.useDictation.microfonoNonPermesso')],
  ['audio-capture', t('speech.useDictation.nessunMicrofono')],
  ['network', t('speech.useDictation.reteAssente')],
  ['no-speech', t('speech.useDictation.nessunaParola')],
  ['aborted', t('speech.useDictation.interrotta')],
  ['language-not-supported', t('speech.useDictation.italianoNonSupportato')],
  ['bad-grammar', t('speech.useDictation.dettaturaNonSupportata')],
  ['unsupported', t('speech.useDictation.dettaturaNonSupportata')],
]);

/** The Italian for an error code; never the raw code. */
export function dictationErrorMessage(code: string): string {
  return ERROR_MESSAGES.get(code) ?? t('speech.useDictation.nonHaFunzionato');
}

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
      onError: (code) => toast.error(DICTATION_MESSAGES.errorTitle, { id: `dictation-${code}`, description: DICTATION_MESSAGES.error(code) }),
      onListeningChange: setListening,
    });
    dictation.current.start();
  };

  const stop = () => dictation.current?.stop();

  return { supported: Recognition !== null, listening, start, stop, toggle: () => (listening ? stop() : start()) };
}
