import { translator } from '../translator';

/** Messages of the components area of the client. */
export const components = {
  // Words several of the area's screens share.
  'shared.annulla': 'Annulla',
  'shared.chiudi': 'Chiudi',
  'appLayout.utentePubblico': 'Utente Pubblico',
  'appLayout.vaiAlContenuto': 'Vai al contenuto',
  'homeButton.tornaAllaHome': 'Torna alla home',
  'homeButton.home': 'Home',
  'pageHeader.indietro': 'Indietro',
  'profileIndicator.profiloTrascinaOUsaLe': 'Profilo: {name}. Trascina o usa le frecce per spostare.',
  'profileIndicator.profilo': 'Profilo:',
  'consentDialogs.nomeDellAdulto': "Nome dell'adulto che lo ha chiesto",
  'consentDialogs.registraIlConsenso': 'Registra il consenso',
  'consentDialogs.revoca': 'Revoca',
  'consentDialogs.errore': 'Errore',
  'inDevelopment.funzioneInSviluppo': 'Funzione in sviluppo',
  'spinner.caricamento': 'Caricamento...',
  'switch.attivo': 'Attivo',
  'switch.spento': 'Spento',
  'appLayout.navigazioneDelSito': 'Navigazione del sito',
  'routeError.opsQuestaPaginaSiE': 'Ops! Questa pagina si è inceppata',
  'routeError.nonEColpaTuaPremi': 'Non è colpa tua! Premi «Riprova» e ci riproviamo insieme.',
  'routeError.perLAdultoForseE':
    'Per l’adulto: forse è appena arrivata una nuova versione di FantasMia o la rete si è interrotta. Ricaricare la pagina di solito basta; le bozze restano salvate su questo dispositivo.',
  'routeError.perLAdultoQualcosaNon':
    'Per l’adulto: qualcosa non ha funzionato mentre preparavamo la pagina. Ricaricarla di solito basta; le bozze restano salvate su questo dispositivo. Se succede di nuovo, avvisa chi gestisce FantasMia nella tua scuola.',
  'routeError.riprova': 'Riprova',
  'appToaster.notifiche': 'Notifiche',
} as const;

export const t = translator('components', components);
