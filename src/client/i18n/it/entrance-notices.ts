import { translator } from '../translator';

/**
 * The entrance area's long legal texts (privacy notice, copyright notice, terms and conditions, the
 * translation's privacy text): their own file, so only the screens that show them load them
 * (home page JavaScript, figure P1 in docs/benchmarks.md). Same area and keys as entrance.ts (`entrance.privacyNotice.chiSiamo`).
 */
export const entranceNotices = {
  'copyrightNotice.testoSuiDirittiDAutore': "Testo sui diritti d'autore",
  'copyrightNotice.fontiDiIspirazione': 'Fonti di ispirazione',
  'copyrightNotice.ilMetodoDiFantasmiaSi':
    "Il metodo di FantasMia si ispira liberamente a tre fonti della narrativa per l'infanzia e dello studio delle fiabe: i giochi di invenzione proposti da Gianni Rodari nella",
  'copyrightNotice.grammaticaDellaFantasia': 'Grammatica della fantasia',
  'copyrightNotice.m1973Le31FunzioniNarrative': '(1973); le 31 funzioni narrative delle fiabe di magia descritte da Vladimir Propp nella',
  'copyrightNotice.morfologiaDellaFiaba': 'Morfologia della fiaba',
  'copyrightNotice.m1928Le12TappeDel': "(1928); le 12 tappe del viaggio dell'eroe, nella forma resa popolare a partire dagli studi di Joseph Campbell (",
  'copyrightNotice.lEroeDaiMilleVolti': "L'eroe dai mille volti",
  'copyrightNotice.situazioneGiuridicaDelleFonti': 'Situazione giuridica delle fonti',
  'copyrightNotice.leOpereDiQuestiAutori':
    "Le opere di questi autori sono protette dal diritto d'autore dei rispettivi titolari. Il diritto d'autore tutela la forma in cui un'opera è scritta, non le idee, i metodi o gli schemi narrativi che descrive: per questo FantasMia non riproduce brani delle opere originali. Le carte, le domande, gli esempi e tutti i testi dell'applicazione sono scritti da noi; i nomi degli autori e i titoli delle opere sono citati solo per riconoscere da dove vengono le idee.",
  'copyrightNotice.nessunaAffiliazione': 'Nessuna affiliazione',
  'copyrightNotice.fantasmiaNonEAffiliataApprovata':
    'FantasMia non è affiliata, approvata o sponsorizzata dagli autori citati, dai loro eredi o dai loro editori.',
  'copyrightNotice.usoEducativo': 'Uso educativo',
  'copyrightNotice.fantasmiaNascePerUnUso':
    "FantasMia nasce per un uso educativo e didattico: in famiglia, a scuola, nei laboratori e nelle biblioteche. Le storie inventate dai bambini appartengono a loro e alle loro famiglie; chi gestisce il sito le conserva solo per farle rileggere, ascoltare e, quando l'adulto lo sceglie, condividere.",
  'privacyNotice.chiSiamo': 'Chi siamo',
  'privacyNotice.fantasmiaEUnLaboratorioDi':
    "FantasMia è un laboratorio di storie per bambine e bambini, da usare insieme a un adulto. Il sito è gestito da chi lo ha installato: una scuola, un'associazione, una biblioteca o una famiglia. È questo gestore il titolare del trattamento dei dati.",
  'privacyNotice.qualiDatiRaccogliamo': 'Quali dati raccogliamo',
  'privacyNotice.ilNomeDelProfiloL': "il nome del profilo, l'età e, se li indicate, l'email e il genere;",
  'privacyNotice.leStorieCheIlBambino': 'le storie che il bambino scrive, con le eventuali immagini create o caricate;',
  'privacyNotice.ilNomeDellAdultoChe': "il nome dell'adulto che dà il consenso, con la data e l'ora;",
  'privacyNotice.laDataDellUltimoAccesso': "la data dell'ultimo accesso e un cookie tecnico che tiene aperta la sessione.",
  'privacyNotice.laVoceDelBambino': 'La voce del bambino',
  'privacyNotice.leRegistrazioniDellaVoce':
    "se l'adulto lo permette con il consenso a parte, le registrazioni della voce del bambino mentre legge le sue storie;",
  'voicePrivacyText.cosaRegistriamo':
    "Che cosa registriamo. Solo se l'adulto lo permette, con una casella a parte che resta facoltativa, il bambino può registrare la propria voce mentre legge le sue storie: una registrazione per ogni pagina. Senza quel permesso il pulsante per registrare non si usa.",
  'voicePrivacyText.dove':
    'Dove restano. Nella banca dati di questo sito, insieme alle storie, e quindi anche nelle sue copie di sicurezza. Non le mandiamo a nessun altro servizio.',
  'voicePrivacyText.chiLeAscolta':
    "Chi le ascolta. Il bambino, l'insegnante o chi gestisce il sito e, se la storia viene pubblicata, chi può leggerla. Chi ha il codice QR del libretto stampato può ascoltare la voce di quella storia; quel collegamento si può disattivare in ogni momento, e il vecchio codice smette di funzionare.",
  'voicePrivacyText.quanto':
    'Per quanto tempo. Finché non vengono cancellate: il bambino può cancellarle dalla sua storia, il gestore può toglierle in ogni momento, e cancellando la storia o il profilo si cancellano anche le sue registrazioni.',
  'voicePrivacyText.esportazione':
    "Le registrazioni sono comprese nell'esportazione dei dati del bambino. Per averla, per cancellarle o per ritirare il permesso basta chiederlo a chi gestisce il sito.",
  'privacyNotice.percheLiUsiamo': 'Perché li usiamo',
  'privacyNotice.soloPerFarFunzionareFantasmia':
    "Solo per far funzionare FantasMia: riconoscere il profilo, salvare le storie nell'archivio personale, far leggere i messaggi del gestore. Non usiamo i dati per pubblicità, non li vendiamo e non tracciamo la navigazione. La password è conservata solo in forma cifrata e nessuno può leggerla.",
  'privacyNotice.doveSonoConservati': 'Dove sono conservati',
  'privacyNotice.sulServerDellaScuolaDella':
    "Sul server della scuola, della famiglia o dell'associazione che gestisce questa installazione di FantasMia, e non su servizi di terze parti. Alcune funzioni facoltative, come la traduzione o le immagini create con l'intelligenza artificiale, inviano al servizio scelto dal gestore solo il testo necessario, e solo quando le usate.",
  'privacyNotice.iDirittiDelBambinoE': "I diritti del bambino e la responsabilità dell'adulto",
  'privacyNotice.ilBambinoHaDirittoDi':
    "Il bambino ha diritto di esprimersi, di sbagliare e di essere rispettato: le sue storie sono sue. L'adulto lo accompagna, lo aiuta a non scrivere dati personali nelle storie (indirizzi, numeri di telefono, nomi completi di altre persone) ed è responsabile dei contenuti che crea con FantasMia.",
  'privacyNotice.storiePubblicheEModerazione': 'Storie pubbliche e moderazione',
  'privacyNotice.leStorieRestanoPrivateNell':
    "Le storie restano private nell'archivio del profilo. Le storie degli utenti non registrati o con profilo gratuito possono diventare visibili a tutti, ma solo dopo che il gestore del sito le ha lette e pubblicate; il gestore può anche toglierle in ogni momento.",
  'privacyNotice.iTuoiDirittiEI': 'I tuoi diritti e i contatti',
  'privacyNotice.secondoIlRegolamentoGeneraleSulla':
    'Secondo il Regolamento generale sulla protezione dei dati (GDPR, Regolamento UE 2016/679) puoi chiedere in ogni momento di vedere, correggere o cancellare i dati del profilo e di ritirare il consenso, e puoi rivolgerti al Garante per la protezione dei dati personali. Per ogni richiesta scrivi a',
  'termsConditions.responsabilitaDeiContenuti': 'Responsabilità dei contenuti',
  'termsConditions.lAdultoCheAccompagnaIl':
    "L'adulto che accompagna il bambino (genitore, educatore o insegnante) è responsabile dei contenuti che il bambino crea con FantasMia e lo segue mentre usa l'applicazione.",
  'termsConditions.storieVisibiliATutti': 'Storie visibili a tutti',
  'termsConditions.leStorieScritteDaUtenti':
    'Le storie scritte da utenti non registrati o con un profilo gratuito possono diventare visibili pubblicamente, dopo che il gestore del sito le ha lette e approvate.',
  'termsConditions.protezioneDeiDatiGdpr': 'Protezione dei dati (GDPR)',
  'termsConditions.iDatiPersonaliSonoTrattati':
    'I dati personali sono trattati nel rispetto del Regolamento generale sulla protezione dei dati (GDPR, Regolamento UE 2016/679): raccogliamo solo quelli necessari e puoi chiederne in ogni momento la correzione o la cancellazione.',
  'translationPrivacyText.traduzione': 'Traduzione.',
  'translationPrivacyText.suQuestoSitoEAttiva':
    "Su questo sito è attiva: quando qualcuno traduce una storia tra italiano e inglese, il server invia il testo da tradurre (per esempio il titolo e il testo della storia) al servizio di traduzione scelto dal gestore. Con l'impostazione predefinita è il servizio di traduzione di Google, quindi quel testo esce dal server della scuola; il gestore può scegliere un servizio installato nella scuola oppure spegnere la traduzione. Il nome, l'età e l'email del profilo non vengono mai inviati.",
  'translationPrivacyText.suQuestoSitoESpenta': 'Su questo sito è spenta: nessun testo viene inviato a servizi di traduzione.',
} as const;

export const t = translator('entrance', entranceNotices);
