import { translator } from '../translator';

/** Messages of the speech area of the client. */
export const speech = {
  'dictationButton.fermaLaDettatura': 'Ferma la dettatura',
  'dictationButton.dettaConLaVoce': 'Detta {target} con la voce',
  'dictationButton.dettaConLaVoce2': 'Detta con la voce',
  'readAloudButton.pausa': 'Pausa',
  'readAloudButton.riprendi': 'Riprendi',
  'readAloudButton.fermaLaLettura': 'Ferma la lettura',
  'useDictation.nonSupportato': 'Non supportato',
  'useDictation.ilRiconoscimentoVocaleNonE': 'Il riconoscimento vocale non è supportato da questo browser',
  'useDictation.erroreNelRiconoscimentoVocale': 'Errore nel riconoscimento vocale: {code}',
  'useDictation.errore': 'Errore',
  'useReadAloud.nessunaStoriaDaLeggere': 'Nessuna storia da leggere',
  'useReadAloud.nonSupportato': 'Non supportato',
  'useReadAloud.laSintesiVocaleNonE': 'La sintesi vocale non è supportata da questo browser',
  'useReadAloud.erroreTts': 'Errore TTS',
  'useReadAloud.siEVerificatoUnErrore': 'Si è verificato un errore durante la lettura',
} as const;

export const t = translator('speech', speech);
