import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { createDictation, detectSpeechRecognition, type Dictation, type RecognitionConstructor } from './speech-recognition';

export const DICTATION_MESSAGES = {
  unsupportedTitle: 'Non supportato',
  unsupported: 'Il riconoscimento vocale non è supportato da questo browser',
  /** The spec's 'Errore nel riconoscimento vocale: {code}' with the code told in Italian (issue 13 point 8). */
  errorTitle: 'Errore nel riconoscimento vocale',
  error: (code: string) => dictationErrorMessage(code),
} as const;

/**
 * What to do, in Italian, for each error code of the Web Speech API (SpeechRecognitionErrorEvent.error);
 * never the raw code.
 */
export function dictationErrorMessage(code: string): string {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return 'Il microfono non è permesso. Tocca il lucchetto accanto all’indirizzo del sito, consenti il microfono e riprova.';
    case 'audio-capture':
      return 'Non trovo nessun microfono. Collegane uno (o controlla che sia acceso) e riprova.';
    case 'network':
      return 'La dettatura ha bisogno di Internet e la connessione non va. Controlla la rete e riprova.';
    case 'no-speech':
      return 'Non ho sentito nessuna parola. Avvicinati al microfono e riprova.';
    case 'aborted':
      return 'La dettatura si è interrotta. Premi di nuovo il microfono per riprovare.';
    case 'language-not-supported':
      return 'Questo browser non sa riconoscere l’italiano. Prova con Chrome o Edge.';
    case 'bad-grammar':
    case 'unsupported':
      return 'Questo browser non sa usare la dettatura. Prova con Chrome o Edge.';
    default:
      return 'La dettatura non ha funzionato. Riprova; se non va, prova con Chrome o Edge.';
  }
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
