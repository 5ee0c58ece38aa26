import { translator } from '../translator';

/** Messages of the components area of the client. */
export const components = {
  'appLayout.utentePubblico': 'Utente Pubblico',
  'appLayout.vaiAlContenuto': 'Vai al contenuto',
  'homeButton.tornaAllaHome': 'Torna alla home',
  'homeButton.home': 'Home',
  'pageHeader.indietro': 'Indietro',
  'profileIndicator.profiloTrascinaOUsaLe': 'Profilo: {name}. Trascina o usa le frecce per spostare.',
  'profileIndicator.profilo': 'Profilo:',
  'confirmDialog.annulla': 'Annulla',
  'dialog.chiudi': 'Chiudi',
  'inDevelopment.funzioneInSviluppo': 'Funzione in sviluppo',
  'spinner.caricamento': 'Caricamento...',
  'switch.attivo': 'Attivo',
  'switch.spento': 'Spento',
} as const;

export const t = translator('components', components);
