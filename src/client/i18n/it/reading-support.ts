import { translator } from '../translator';

/** Messages of the reading-support area of the client. */
export const readingSupport = {
  'readingSettingsDialog.normale': 'Normale',
  'readingSettingsDialog.grande': 'Grande',
  'readingSettingsDialog.piuGrande': 'Più grande',
  'readingSettingsDialog.grandissimo': 'Grandissimo',
  'readingSettingsDialog.piuSpazio': 'Più spazio',
  'readingSettingsDialog.moltoSpazio': 'Molto spazio',
  'readingSettingsDialog.letturaFacilitata': 'Lettura facilitata',
  'readingSettingsDialog.scegliComeVuoiVedereLe':
    'Scegli come vuoi vedere le storie e il testo che scrivi. Le scelte valgono subito e restano salvate nel tuo profilo.',
  'readingSettingsDialog.cEraUnaVoltaUn': "C'era una volta un drago gentile che amava leggere storie ad alta voce.",
  'readingSettingsDialog.carattere': 'Carattere',
  'readingSettingsDialog.stampatoMaiuscolo': 'STAMPATO MAIUSCOLO',
  'readingSettingsDialog.grandezzaDelTesto': 'Grandezza del testo',
  'readingSettingsDialog.spazioTraLeLettere': 'Spazio tra le lettere',
  'readingSettingsDialog.spazioTraLeParole': 'Spazio tra le parole',
  'readingSettingsDialog.spazioTraLeRighe': 'Spazio tra le righe',
  'readingSettingsDialog.righePiuCorte': 'Righe più corte',
  'readingSettingsDialog.righelloDiLetturaSegueLa': 'Righello di lettura (segue la frase letta ad alta voce)',
  'readingSettingsDialog.tornaAlleImpostazioniNormali': 'Torna alle impostazioni normali',
  'readingStyle.opendyslexicComicSansMsSans': "'OpenDyslexic', 'Comic Sans MS', sans-serif",
  'readingStyle.atkinsonHyperlegibleSystemUiSans': "'Atkinson Hyperlegible', system-ui, sans-serif",
  'readingStyle.lexendSystemUiSansSerif': "'Lexend', system-ui, sans-serif",
} as const;

export const t = translator('readingSupport', readingSupport);
