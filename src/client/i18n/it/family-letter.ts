import { translator } from '../translator';

/** The family letter: the consent screen the adult opens at home, and the superuser's actions. */
export const familyLetter = {
  // Words several of the area's screens share.
  'shared.errore': 'Errore',
  'familyConsent.titolo': 'Consenso della famiglia',
  'familyConsent.introCodice':
    'Hai ricevuto una lettera da chi gestisce FantasMia? Inquadra il suo codice QR con il telefono, oppure scrivi qui il codice di 12 lettere e numeri che trovi nel riquadro.',
  'familyConsent.codiceDellaLettera': 'Codice della lettera',
  'familyConsent.codiceAiuto': 'Per esempio ABCD-EFGH-JKLM: maiuscole, minuscole e spazi vanno bene.',
  'familyConsent.continua': 'Continua',
  'familyConsent.controlloLaLettera': 'Controllo la lettera...',
  'familyConsent.oppureScriviIlCodice': 'Oppure scrivi il codice della lettera',
  'familyConsent.letteraPer': 'Questa lettera è per {name}.',
  'familyConsent.riassuntoTitolo': 'In breve, che cosa succede ai dati',
  'familyConsent.riassunto1': 'Conserviamo il nome e l’età, le storie e i disegni che crea, e il tuo consenso (chi l’ha dato e quando).',
  'familyConsent.riassunto2': 'Niente pubblicità e nessuno strumento che segua la navigazione.',
  'familyConsent.riassunto3': 'Gli aiuti di intelligenza artificiale si usano solo con un consenso a parte, che puoi dare qui sotto o più avanti.',
  'familyConsent.riassuntoVoce':
    'La voce del bambino si registra solo con un permesso a parte, che puoi dare qui sotto: le registrazioni restano su questo sito e si possono cancellare.',
  'familyConsent.riassunto4': 'Puoi chiedere in ogni momento di vedere o cancellare i dati a chi gestisce il sito.',
  'familyConsent.leggiInformativa': 'Leggi l’informativa completa sulla privacy (si apre in una nuova scheda)',
  'familyConsent.nomeAdulto': "Nome e cognome dell'adulto",
  'familyConsent.accettoCasella': 'Sono il genitore o l’adulto responsabile di {name}: ho letto l’informativa e accetto le condizioni d’uso.',
  'familyConsent.facoltativo': 'Facoltativo:',
  'familyConsent.consensoAi':
    "autorizzo l'uso degli strumenti di intelligenza artificiale (migliorare il testo, scrivere una poesia). Per la legge 132/2025 (art. 4) un minore di 14 anni può usarli solo con il consenso di chi esercita la responsabilità genitoriale.",
  'familyConsent.consensoVoce':
    'Permetto a {name} di registrare la propria voce mentre legge le sue storie. Le registrazioni restano su questo sito, le può ascoltare solo chi può leggere la storia, e si possono cancellare in ogni momento.',
  'familyConsent.scriviNomeESpunta': 'Scrivi il tuo nome e spunta la casella per continuare.',
  'familyConsent.accetto': 'Accetto',
  'familyConsent.grazie': 'Grazie!',
  'familyConsent.consensoRegistrato': 'Il consenso per {name} è registrato.',
  'familyConsent.consensoAiRegistrato': 'Hai dato anche il consenso agli aiuti di intelligenza artificiale.',
  'familyConsent.consensoVoceRegistrato': 'Hai dato anche il permesso di registrare la sua voce.',
  'familyConsent.comeEntrare':
    '{name} entrerà in FantasMia con la sua tessera o la sua password, come le spiegherà chi gestisce il sito. Puoi chiudere questa pagina.',
  'familyConsent.giaRegistrato': 'Il consenso per {name} è già stato registrato. Non serve fare altro: puoi chiudere questa pagina.',
  'familyLetterActions.letteraPerLaFamiglia': 'Lettera per la famiglia',
  'familyLetterActions.preparoLaLettera': 'Preparo la lettera...',
  'familyLetterActions.letteraScaricata': 'Lettera scaricata',
  'familyLetterActions.letteraNota': 'Ogni nuova lettera sostituisce la precedente: quelle già consegnate smettono di funzionare.',
  'familyLetterActions.registraConsenso': 'Registra consenso',
  'familyLetterActions.titoloDialogo': 'Registra consenso per {label}',
  'familyLetterActions.descrizioneDialogo':
    'Usalo quando le famiglie hanno firmato il consenso su carta. Vale per i profili scelti che aspettano ancora il consenso; gli altri restano come sono.',
  'familyLetterActions.nomeAdulto': "Nome dell'adulto, o come è stato raccolto",
  'familyLetterActions.consensoRegistrato': 'Consenso registrato',
  'familyLetterActions.esito':
    '{recorded, plural, one {# profilo registrato} other {# profili registrati}}{alreadyGiven, plural, =0 {} one {, # aveva già il consenso} other {, # avevano già il consenso}}.',
} as const;

export const t = translator('familyLetter', familyLetter);
