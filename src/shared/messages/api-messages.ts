/**
 * The one catalogue of the API's Italian messages (issue 12 point 3): what the server answers
 * in `{"error":{"code","message"}}` and the zod schemas' field messages, shared by server and
 * client. Each schema re-exports its section under its old name (`STORY_MESSAGES` = `API_MESSAGES.story`).
 * `API_ERROR_MESSAGES` (api-errors.ts) maps each stable error code with one fixed message to it.
 */
import { GROUP_NAME_MAX, PERSONAL_PASSWORD_MIN, PROFILE_NAME_MAX, PROFILE_NAME_MIN, STORY_ANSWER_MAX, STORY_ANSWERS_MAX, STORY_TITLE_MAX, SUPERUSER_PASSWORD_MIN, WORKSHOP_TEXT_MAX, WORKSHOP_TITLE_MAX } from '../constants';

export const API_MESSAGES = {
  /** Answers of the HTTP layer itself (src/server/http), and the client's own when no answer came (src/client/lib/api-client.ts). */
  http: {
    unavailable: 'Il servizio non è disponibile, riprova tra poco',
    storageFull: "Non c'è più spazio per salvare: non è stato salvato nulla. Avvisa l'insegnante o chi gestisce FantasMia.",
    crossOrigin: 'Questa richiesta arriva da un altro sito ed è stata bloccata. Apri FantasMia dal suo indirizzo e riprova.',
    network: 'Impossibile contattare il server. Controlla la connessione e riprova.',
    /** The device knows it is offline: say plainly that this needs the network (issue 18). */
    offline: 'Serve la connessione a Internet. Quando torna la rete, riprova.',
    httpError: 'Si è verificato un errore. Riprova.',
    unknown: 'Si è verificato un errore',
  },
  /** AUTH_MESSAGES (src/shared/schemas/api-error.ts): Messages of spec 000 §8 shared by server and client. */
  auth: {
    wrongPassword: 'Password non corretta',
    wrongPasswordRemaining: (n: number) => `Password non corretta. Tentativi rimasti: ${n}`,
    lockedTitle: 'Account Bloccato',
    locked: 'Troppi tentativi falliti. Riprova tra 15 minuti.',
    consentMissing: "Questo profilo aspetta ancora il consenso di un adulto. Completa l'accettazione delle condizioni.",
    unauthenticated: 'Devi accedere con il tuo profilo',
    forbidden: 'Non hai il permesso per questa azione',
    tooManyRequests: 'Troppe richieste. Aspetta un momento e riprova.',
    nameTaken: 'Esiste già un profilo con questo nome',
    throttledTitle: 'Aspetta un momento',
    throttled: (wait: string) => `Troppi tentativi sbagliati per questo profilo. Aspetta ${wait} e riprova.`,
    wrongPasswordWait: (wait: string) => `Password non corretta. Troppi tentativi sbagliati: aspetta ${wait} prima di riprovare.`,
    consentPendingTitle: 'Manca il consenso',
    consentPending:
      "Questo profilo aspetta ancora il consenso di un adulto. L'adulto può darlo sul dispositivo dove il profilo è stato creato, oppure può chiederlo all'insegnante.",
    passwordSetupRequired: 'Prima di continuare, scegli con un adulto una password personale.',
  },
  /** AI_MESSAGES (src/shared/schemas/ai.ts): Italian messages of spec 001 §6, §8 and of the AI rules the spec leaves to us. */
  ai: {
    improveFailed: 'Non è stato possibile migliorare il testo. Riprova più tardi.',
    improveEmpty: 'Nessun testo migliorato ricevuto',
    poemFailed: 'Non è stato possibile generare la poesia. Riprova più tardi.',
    poemEmpty: 'Nessuna poesia ricevuta',
    imageServerError: 'Errore del server durante la generazione. Riprova tra qualche minuto.',
    imageFailed: 'Non è stato possibile creare il disegno. Riprova più tardi.',
    imageEmpty: 'Nessuna immagine ricevuta',
    /** The safety-system message of spec 001 §8. */
    unsafe:
      'Il testo contiene parole non adatte alla creazione di un disegno. Evita riferimenti a violenza, armi e morte, e parole come battaglia, guerra e sangue: prova a riformulare la storia in modo più neutro.',
    unsafeText: 'Il testo contiene parole non adatte. Prova a riformularlo in modo più gentile.',
    noContent: 'Nessun contenuto della storia disponibile',
    restrictedTitle: 'Accesso limitato',
    restricted: 'La creazione di disegni è riservata ai Superuser',
    notConfigured: "L'intelligenza artificiale non è attiva su questo sito. Chi gestisce il sito (il Superuser) può attivarla.",
    notConfiguredImages: "La creazione di disegni con l'intelligenza artificiale non è attiva su questo sito. Chi gestisce il sito (il Superuser) può attivarla.",
    notConfiguredSuperuserText: 'Per attivarla imposta sul server AI_BASE_URL, AI_API_KEY (se serve) e AI_TEXT_MODEL, poi riavvia FantasMia.',
    notConfiguredSuperuserImages: 'Per attivarla imposta sul server AI_BASE_URL, AI_API_KEY (se serve) e AI_IMAGE_MODEL, poi riavvia FantasMia.',
    consentTitle: "Serve il permesso di un adulto",
    consentRequired:
      "Per usare l'intelligenza artificiale serve il permesso del tuo genitore o del tuo insegnante. Chiedi all'adulto di darlo: il Superuser può attivarlo nella gestione utenti.",
    loginRequired: "Per usare l'intelligenza artificiale entra con il tuo profilo.",
    textLimit: (n: number) => `Oggi hai già usato l'intelligenza artificiale ${n} volte: è il massimo per un giorno. Riprova domani!`,
    imageLimit: (n: number) => `Oggi sono già stati creati ${n} disegni su questo sito: è il massimo per un giorno. Riprova domani.`,
    storyNotFound: 'Storia non trovata',
    imageNotFound: 'Immagine non disponibile',
    replaceFailed: "Errore nel salvare la storia nell'archivio...",
    styleInvalid: 'Scegli uno stile',
    cancelled: 'Creazione del disegno annullata',
  },
  /** ADMIN_MESSAGES (src/shared/schemas/admin.ts): Spec 000 §5 and §8 messages of the superuser area. */
  admin: {
    newPasswordRequired: 'Inserisci una nuova password',
    passwordsDiffer: 'Le password non corrispondono',
    passwordUpdated: 'Password aggiornata',
    userDeleted: 'Utente eliminato',
    messageRequired: 'Inserisci un messaggio valido',
    selectRecipient: 'Seleziona almeno un utente',
    allFieldsRequired: 'Tutti i campi sono obbligatori',
    newPasswordsDiffer: 'Le nuove password non coincidono',
    newPasswordTooShort: `La nuova password deve contenere almeno ${SUPERUSER_PASSWORD_MIN} caratteri`,
    currentPasswordWrong: 'La password attuale non è corretta',
    newPasswordSameAsCurrent: 'La nuova password deve essere diversa da quella attuale',
    passwordUpdateFailed: "Errore durante l'aggiornamento della password",
    userNotFound: 'Utente non trovato',
    costFailed: 'Non è stato possibile calcolare il costo totale',
  },
  /** GROUP_MESSAGES (src/shared/schemas/admin.ts): Optional groups of profiles (issue 15, 'classe 3ªB'): a profile belongs to at most one. */
  group: {
    nameRequired: 'Scrivi il nome del gruppo',
    nameTooLong: `Il nome del gruppo può avere al massimo ${GROUP_NAME_MAX} caratteri`,
    nameInvalid: 'Il nome del gruppo contiene caratteri non validi',
    nameTaken: 'Esiste già un gruppo con questo nome',
    notFound: 'Gruppo non trovato',
  },
  /** PAPER_MESSAGES (src/shared/schemas/paper.ts) */
  paper: {
    booklet: 'Libretto PDF',
    cards: 'Carte da stampare',
    editionInvalid: 'Edizione del libretto non valida',
    formatInvalid: 'Formato del libretto non valido',
    languageInvalid: 'Lingua del libretto non valida',
    deckInvalid: 'Mazzo di carte non trovato',
    translationUnavailable: 'La traduzione inglese non è disponibile in questo momento: il libretto contiene la storia in italiano.',
  },
  /** PROFILE_MESSAGES (src/shared/schemas/profile.ts): Spec 000 §5 messages. */
  profile: {
    nameRequired: 'Nome is required',
    nameInvalid: 'Nome contains invalid characters',
    nameLength: `Il nome deve avere da ${PROFILE_NAME_MIN} a ${PROFILE_NAME_MAX} caratteri`,
    email: 'Please enter a valid email address',
    age: "Inserisci un'età valida tra 1 e 120 anni",
    passwordRequired: 'Inserisci la password',
  },
  /** PASSWORD_MESSAGES (src/shared/schemas/profile.ts): Rules of a personal password (issue 11). */
  password: {
    required: 'Scegli una password',
    tooShort: `La password deve avere almeno ${PERSONAL_PASSWORD_MIN} caratteri`,
    sameAsName: 'La password non può essere uguale al nome',
    differ: 'Le due password non coincidono',
    currentRequired: 'Scrivi la password di adesso',
    currentWrong: 'La password di adesso non è corretta',
    changed: 'Password cambiata!',
  },
  /** WORKSHOP_MESSAGES (src/shared/schemas/workshop.ts) */
  workshop: {
    methodInvalid: 'Scegli un metodo',
    turnModeInvalid: 'Scegli come si gioca: a turno o tutti insieme',
    wordInvalid: 'Scrivi una parola di 3-10 lettere',
    codeInvalid: 'Il codice non è giusto. Controlla sulla lavagna e riprova.',
    codeExpired: 'Questo codice è scaduto. Chiedi il nuovo codice alla maestra o al maestro.',
    notFound: 'Laboratorio non trovato',
    notInvited: 'Questo laboratorio è per un altro gruppo di bambini.',
    removed: 'Sei stato tolto da questo laboratorio.',
    ended: 'Il laboratorio è finito.',
    paused: 'Il laboratorio è in pausa. Aspetta un momento!',
    notYourTurn: 'Non è ancora il tuo turno. Aspetta!',
    textRequired: 'Scrivi qualcosa prima di inviare',
    textTooLong: `Il testo può avere al massimo ${WORKSHOP_TEXT_MAX} caratteri`,
    titleRequired: 'Scrivi il titolo della storia',
    titleTooLong: `Il titolo può avere al massimo ${WORKSHOP_TITLE_MAX} caratteri`,
    proposalGone: 'Questa proposta non c’è più',
    lastStep: 'Questa è l’ultima tappa: ora puoi finire il laboratorio.',
    storyEmpty: 'La storia è ancora vuota: accetta almeno un paragrafo prima di finire.',
    participantUnknown: 'Questo bambino non partecipa al laboratorio',
    teacherOnly: 'Solo chi guida il laboratorio può farlo',
    childOnly: 'Solo i bambini propongono i paragrafi',
    tooFast: 'Piano piano! Stai mandando troppi messaggi.',
    badMessage: 'Messaggio non valido',
    notPaused: 'Il laboratorio non è in pausa',
    alreadyPaused: 'Il laboratorio è già in pausa',
    nobodyPresent: 'Nessun bambino collegato a cui passare il turno',
  },
  /** STORY_MESSAGES (src/shared/schemas/story.ts): Italian strings of spec 000 §8 and spec 001 §5/§8 about stories. */
  story: {
    titleRequiredTitle: 'Titolo richiesto',
    titleRequired: 'Inserisci un titolo per salvare la storia',
    titleTooLong: `Il titolo può avere al massimo ${STORY_TITLE_MAX} caratteri`,
    /** 'Attenzione' / "Non c'è nessuna storia da salvare!" (spec 001 §5). */
    contentRequiredTitle: 'Attenzione',
    contentRequired: "Non c'è nessuna storia da salvare!",
    contentTooLong: 'La storia è troppo lunga: al massimo 100.000 caratteri',
    answersTooMany: `Al massimo ${STORY_ANSWERS_MAX} risposte`,
    answerTooLong: `Ogni risposta può avere al massimo ${STORY_ANSWER_MAX.toLocaleString('it-IT')} caratteri`,
    modeInvalid: 'Modalità della storia non valida',
    statusInvalid: 'Stato della storia non valido',
    languageInvalid: 'Lingua non valida',
    categoryInvalid: 'Categoria non valida',
    modeStateInvalid: 'Stato della modalità non valido',
    modeStateTooLarge: 'Lo stato della modalità è troppo grande',
    idInvalid: 'Identificativo della storia non valido',
    updateEmpty: 'Niente da aggiornare',
    pageInvalid: 'Pagina non valida',
    invalidCharacters: 'Il testo contiene caratteri non validi',
    notFound: 'Storia non trovata',
    notFoundDetail: 'La storia richiesta non è più disponibile',
    deleteFailed: "Si è verificato un errore durante l'eliminazione della storia",
    saveFailed: 'Impossibile salvare la storia',
    loadFailed: 'Impossibile caricare le storie',
    saved: 'Storia salvata!',
    updated: 'Storia aggiornata!',
    deleted: 'Storia eliminata',
    published: 'Storia pubblicata',
    unpublished: 'Storia rimossa',
  },
  /** TRANSLATION_MESSAGES (src/shared/schemas/translation.ts): Italian strings of spec 001 §8 about translation. */
  translation: {
    errorTitle: 'Errore traduzione',
    failed: 'Impossibile tradurre il testo',
    storyFailed: 'Non è stato possibile tradurre la storia',
    viewerFailed: 'Errore durante la traduzione',
    disabled: 'La traduzione non è attiva su questo server',
    done: 'Traduzione completata',
    working: 'Traduzione...',
    tooLong: 'Il testo da tradurre è troppo lungo: al massimo 20.000 caratteri',
    textRequired: 'Scrivi il testo da tradurre',
    languageInvalid: 'Lingua non valida: usa it o en',
    invalidCharacters: 'Il testo contiene caratteri non validi',
  },
  /** READING_SETTINGS_MESSAGES (src/shared/schemas/reading-settings.ts) */
  readingSettings: {
    saved: 'Impostazioni di lettura salvate',
    saveFailed: 'Non è stato possibile salvare le impostazioni di lettura. Riprova.',
  },
  /** PUBLIC_SAVE_MESSAGES (src/shared/schemas/public-save.ts): Messages of the public user's save limits (issue 11), shown by the save dialog as they come. */
  publicSave: {
    tooLarge: 'Questa storia è troppo lunga per salvarla senza profilo. Accorciala un po’, oppure entra con il tuo profilo per salvarla.',
    hourLimit: 'Da questo collegamento sono già state salvate molte storie senza profilo. Riprova tra un’ora, oppure entra con il tuo profilo.',
    dayLimit: 'Per oggi da questo collegamento sono già state salvate molte storie senza profilo. Riprova domani, oppure entra con il tuo profilo.',
    queueFull: 'Ci sono già tante storie che aspettano di essere lette dal superuser. Riprova tra qualche giorno, oppure entra con il tuo profilo.',
  },
} as const;
