import { translator } from '../translator';

/** Messages of the pages area of the client. */
export const pages = {
  'about.cosEFantasmia': "Cos'è FantasMia",
  'about.ilFantasminoDiFantasmia': 'Il fantasmino di FantasMia',
  'about.fantasmiaEUnPostoDove':
    'FantasMia è un posto dove le storie nascono a voce, crescono con le domande giuste e restano scritte per essere rilette. Un bambino inventa, un adulto gli sta accanto: insieme costruiscono un racconto passo dopo passo.',
  'about.raccontareAVoce': 'Raccontare a voce',
  'about.primaDiScrivereSiRacconta':
    'Prima di scrivere, si racconta. Con FantasMia il bambino può dettare le sue idee con la voce e sentirle trasformarsi in parole scritte, senza la fatica della penna che rallenta la fantasia. Poi può riascoltare la sua storia, letta ad alta voce.',
  'about.ascoltoAttivo': 'Ascolto attivo',
  'about.lAdultoLeggeLeDomande':
    "L'adulto legge le domande, ascolta le risposte senza correggere e rilancia: «E poi? Chi incontra? Come si sente?». Ascoltare davvero vuol dire dare valore a ogni idea, anche la più strana: spesso è proprio quella che fa partire la storia.",
  'about.alCentroLImmaginazione': "Al centro, l'immaginazione",
  'about.mentreSiInventaLoSchermo':
    "Mentre si inventa, lo schermo resta sobrio: niente immagini già pronte, niente personaggi da copiare. I draghi, i boschi e le astronavi li disegna la mente del bambino. Le carte di Propp, le tappe del viaggio dell'eroe e i giochi di Rodari danno una traccia, non una risposta.",
  'about.unPonteTraAdultiE': 'Un ponte tra adulti e bambini',
  'about.fantasmiaEPensataPerEssere':
    "FantasMia è pensata per essere usata insieme: un genitore la sera, un'insegnante in classe, un educatore in biblioteca. Inventare una storia fianco a fianco è un modo per conoscersi, per parlare di paure e desideri attraverso i personaggi, per ridere insieme.",
  'about.esplorazioniSuccessive': 'Esplorazioni successive',
  'about.quandoLaStoriaEFinita': 'Quando la storia è finita, il viaggio può continuare:',
  'about.rileggerlaAscoltarlaEConservarlaNel': 'rileggerla, ascoltarla e conservarla nel proprio archivio;',
  'about.tradurlaInIngleseEScoprire': "tradurla in inglese e scoprire come suona in un'altra lingua;",
  'about.illustrarlaConDisegniFattiA': "illustrarla con disegni fatti a mano o con immagini create dall'intelligenza artificiale;",
  'about.trasformarlaInUnaBrevePoesia': 'trasformarla in una breve poesia, in un piccolo spettacolo o in un cortometraggio;',
  'about.condividerlaConAltriBambiniA': 'condividerla con altri bambini, a casa o in classe;',
  'about.usarlaComePuntoDiPartenza': 'usarla come punto di partenza per laboratori di gruppo, in presenza o a distanza.',
  'about.creativitaCondivisa': 'Creatività condivisa',
  'about.leStorieSiPossonoInventare':
    "Le storie si possono inventare da soli, in coppia o in gruppo: ognuno aggiunge un pezzo, una parola chiama un'altra storia. Le storie più belle, quando l'adulto lo sceglie, possono essere lette da altri bambini e diventare l'inizio di nuove avventure.",
  'about.percheSiChiamaFantasmia': 'Perché si chiama FantasMia',
  'about.fantasmiaVuolDireFantasiaMia':
    'FantasMia vuol dire «fantasia mia»: la fantasia che ognuno porta con sé e che qui trova spazio per uscire. Dentro il nome, però, si nasconde anche un',
  'about.fantasma': 'fantasma',
  'about.eIlPiccoloFantasmaGentile':
    ': è il piccolo fantasma gentile del nostro logo, che dà il nome a uno dei modi per inventare storie, GHOST, e che ci ricorda che le idee, a volte, arrivano proprio quando non le vedi.',
  'company.societa': 'Società',
  'contacts.contatti': 'Contatti',
  'contacts.haiUnaDomandaUnDubbio': "Hai una domanda, un dubbio o un'idea per FantasMia? Scrivici:",
  'contacts.emailDiSupporto': 'Email di supporto:',
  'contacts.tiRisponderemoIlPrimaPossibile': 'Ti risponderemo il prima possibile!',
  'privacy.dirittiDAutore': "Diritti d'autore",
  'privacy.accettazioneCondizioniDUso': "Accettazione condizioni d'uso",
  'privacy.proseguendoLAdultoCheAccompagna':
    "Proseguendo, l'adulto che accompagna il bambino conferma di aver letto e di accettare le condizioni d'uso di FantasMia:",
  'privacy.laVoceDelBambino': 'La voce del bambino',
  'privacy.informativaPrivacy': 'Informativa Privacy',
  'privacy.apriUnaSezionePerLeggerla': 'Apri una sezione per leggerla. Quando hai finito, conferma per creare il nuovo profilo.',
  'privacy.confermoLaPresaVisioneE': 'Confermo la presa visione e accetto le condizioni',
  'notFound.oopsPageNotFound': 'Oops! Page not found',
  'notFound.laPaginaCheCerchiNon': 'La pagina che cerchi non esiste o è stata spostata.',
  'notFound.tornaAllaHome': 'Torna alla home',
  'spare.spare': 'Spare',
} as const;

export const t = translator('pages', pages);
