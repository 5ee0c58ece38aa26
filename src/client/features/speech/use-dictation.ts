import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../i18n/it/speech';
import { createDictation, detectSpeechRecognition, type RecognitionConstructor } from './speech-recognition';

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
  /** Called with each final piece of dictated text (already trimmed). */
  onTranscript: (text: string) => void;
  lang?: string;
  /** Test seam: the browser's SpeechRecognition; detected from window by default. */
  Recognition?: RecognitionConstructor | null;
}

/** Dictation in Italian (it-IT by default) for one text box. Stops when the screen is left. */
export function useDictation({ onTranscript, lang = 'it-IT', Recognition: given }: UseDictationOptions) {
  const [Recognition] = useState(() => (given === undefined ? detectSpeechRecognition() : given));
  const [listening, setListening] = useState(false);
  const latest = useRef(onTranscript);
  latest.current = onTranscript;
  const dictation = useRef<ReturnType<typeof createDictation> | null>(null);

  useEffect(
    () => () => {
      dictation.current?.abort();
      dictation.current = null;
    },
    [],
  );

  const start = () => {
    if (!Recognition) {
      toast.error(t('speech.shared.nonSupportato'), { description: t('speech.useDictation.ilRiconoscimentoVocaleNonE') });
      return;
    }
    dictation.current ??= createDictation({
      Recognition,
      lang,
      onTranscript: (t) => latest.current(t),
      // The spec's 'Errore nel riconoscimento vocale: {code}' with the code told in Italian.
      onError: (code) =>
        toast.error(t('speech.useDictation.erroreNelRiconoscimentoVocale'), { id: `dictation-${code}`, description: dictationErrorMessage(code) }),
      onListeningChange: setListening,
    });
    dictation.current.start();
  };

  return { supported: Recognition !== null, listening, toggle: () => (listening ? dictation.current?.stop() : start()) };
}
