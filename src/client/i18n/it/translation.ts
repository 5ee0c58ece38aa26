import { translator } from '../translator';

/** Messages of the translation area of the client. */
export const translation = {
  'translateToggleButton.testoTradottoInInglese': 'Testo tradotto in inglese',
  'translateToggleButton.testoTradottoInItaliano': 'Testo tradotto in italiano',
  'translateToggleButton.english': 'English',
  'translateToggleButton.italiano': 'Italiano',
  'useTranslationToggle.inglese': 'Inglese',
  'useTranslationToggle.italiano': 'Italiano',
  'useTranslationToggle.perTradurreLaStoriaServe': 'Per tradurre la storia serve la rete. Quando torna, riprova.',
  'translateToggleButton.traduzioneNonAttivaPerAttivarla': 'Traduzione non attiva: come attivarla',
} as const;

export const t = translator('translation', translation);
