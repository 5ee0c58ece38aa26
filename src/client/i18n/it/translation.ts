import { translator } from '../translator';

/** Messages of the translation area of the client. */
export const translation = {
  // Words several of the area's screens share.
  'shared.italiano': 'Italiano',
  'translateToggleButton.testoTradottoInInglese': 'Testo tradotto in inglese',
  'translateToggleButton.testoTradottoInItaliano': 'Testo tradotto in italiano',
  'translateToggleButton.english': 'English',
  'useTranslationToggle.inglese': 'Inglese',
  'useTranslationToggle.perTradurreLaStoriaServe': 'Per tradurre la storia serve la rete. Quando torna, riprova.',
  'translateToggleButton.traduzioneNonAttivaPerAttivarla': 'Traduzione non attiva: come attivarla',
} as const;

export const t = translator('translation', translation);
