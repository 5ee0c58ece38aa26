import { translator } from '../translator';

/** Messages of the speech area of the client. */
export const speech = {
  // Words several of the area's screens share.
  'shared.nonSupportato': 'Non supportato',
  'dictationButton.fermaLaDettatura': 'Ferma la dettatura',
  'dictationButton.dettaConLaVoce': 'Detta {target} con la voce',
  'dictationButton.dettaConLaVoce2': 'Detta con la voce',
  'readAloudButton.pausa': 'Pausa',
  'readAloudButton.riprendi': 'Riprendi',
  'readAloudButton.fermaLaLettura': 'Ferma la lettura',
  'useDictation.ilRiconoscimentoVocaleNonE': 'Il riconoscimento vocale non è supportato da questo browser',
  'useDictation.erroreNelRiconoscimentoVocale': 'Errore nel riconoscimento vocale',
  'useDictation.microfonoNonPermesso': 'Il microfono non è permesso. Tocca il lucchetto accanto all’indirizzo del sito, consenti il microfono e riprova.',
  'useDictation.nessunMicrofono': 'Non trovo nessun microfono. Collegane uno (o controlla che sia acceso) e riprova.',
  'useDictation.reteAssente': 'La dettatura ha bisogno di Internet e la connessione non va. Controlla la rete e riprova.',
  'useDictation.nessunaParola': 'Non ho sentito nessuna parola. Avvicinati al microfono e riprova.',
  'useDictation.interrotta': 'La dettatura si è interrotta. Premi di nuovo il microfono per riprovare.',
  'useDictation.italianoNonSupportato': 'Questo browser non sa riconoscere l’italiano. Prova con Chrome o Edge.',
  'useDictation.dettaturaNonSupportata': 'Questo browser non sa usare la dettatura. Prova con Chrome o Edge.',
  'useDictation.nonHaFunzionato': 'La dettatura non ha funzionato. Riprova; se non va, prova con Chrome o Edge.',
  'useReadAloud.nessunaStoriaDaLeggere': 'Nessuna storia da leggere',
  'useReadAloud.laSintesiVocaleNonE': 'La sintesi vocale non è supportata da questo browser',
  'useReadAloud.erroreTts': 'Errore TTS',
  'useReadAloud.siEVerificatoUnErrore': 'Si è verificato un errore durante la lettura',
  'useReadAloud.nessunaVoce': 'Manca la voce per leggere',
  'useReadAloud.nessunaVoceSpiegazione':
    'Su questo dispositivo non c’è una voce {language} per leggere ad alta voce. Un adulto può aggiungerla nelle impostazioni del sistema, alla voce «Sintesi vocale».',
} as const;

export const t = translator('speech', speech);
