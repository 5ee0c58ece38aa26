import { translator } from '../translator';

/** Messages of the site-settings area of the client. */
export const siteSettings = {
  // Words several of the area's screens share.
  'shared.spenta': 'spenta',
  'accountSettingsCard.passwordPersonali': 'Password personali',
  'accountSettingsCard.ogniBambinoSceglieConUn':
    'Ogni bambino entra con la sua tessera o con una password sua, scelta con un adulto (almeno 6 caratteri, diversa dal nome). Se è spenta, la password di ogni nuovo profilo è il suo nome.',
  'accountSettingsCard.nascondiLElencoDeiProfili': 'Nascondi l’elenco dei profili',
  'accountSettingsCard.nellaPaginaDeiProfiliNessuno':
    'Nella pagina dei profili nessuno vede i nomi degli altri: per entrare si scrive il proprio nome e la password. Utile quando il sito è aperto a tutta la scuola.',
  'accountSettingsCard.impostazioneSalvata': 'Impostazione salvata',
  'accountSettingsCard.errore': 'Errore',
  'accountSettingsCard.accessoDeiBambini': 'Accesso dei bambini',
  'accountSettingsCard.accessoProtetto': 'Accesso protetto (consigliato)',
  'accountSettingsCard.accessoProtettoTesto':
    'L’elenco dei profili è nascosto e ogni bambino entra con la sua tessera o con una password personale, scelta con un adulto. Chi conosce solo il nome di un bambino non può entrare nel suo profilo.',
  'accountSettingsCard.usoInFamigliaAttivo': 'Uso in famiglia',
  'accountSettingsCard.usoInFamigliaAttivoTesto':
    'L’elenco dei profili è visibile a tutti e la password di ogni nuovo profilo è il suo nome, come in un computer di casa.',
  'accountSettingsCard.accessoPersonalizzato': 'Accesso personalizzato',
  'accountSettingsCard.accessoPersonalizzatoTesto': 'Le impostazioni avanzate qui sotto dicono che cosa è attivo.',
  'accountSettingsCard.usoInFamiglia': 'Uso in famiglia, su un computer di casa',
  'accountSettingsCard.usoInFamigliaRischio': 'Chiunque conosca il nome di un bambino può entrare nel suo profilo: usalo solo su un computer di casa.',
  'accountSettingsCard.attivareUsoInFamiglia': 'Attivare l’uso in famiglia?',
  'accountSettingsCard.usoInFamigliaConferma':
    'L’elenco dei profili sarà visibile a tutti e la password di ogni nuovo profilo sarà il suo nome. Chiunque conosca il nome di un bambino potrà entrare nel suo profilo: usalo solo su un computer di casa.',
  'accountSettingsCard.siAttiva': 'Sì, attiva l’uso in famiglia',
  'accountSettingsCard.impostazioniAvanzate': 'Impostazioni avanzate',
  'accountSettingsCard.impostazioniAvanzateTesto': 'Le due regole che l’uso in famiglia accende o spegne insieme, da scegliere una per una.',
  'accountSettingsCard.attiva': 'attiva',
  'translationServiceCard.quandoQualcunoTraduceUnaStoria':
    'Quando qualcuno traduce una storia, il server invia il titolo e il testo a Google: escono dal server della scuola. Per spegnerla avvia FantasMia con TRANSLATE_PROVIDER=none; per un servizio installato nella scuola usa TRANSLATE_PROVIDER=libretranslate e TRANSLATE_URL.',
  'translationServiceCard.attivaConGoogle': 'attiva, con il servizio di traduzione di Google ({host})',
  'translationServiceCard.attivaConLibretranslateAllIndirizzo': 'attiva, con LibreTranslate all’indirizzo {host}',
  'translationServiceCard.ilTitoloEIlTesto':
    'Il titolo e il testo delle storie tradotte vanno solo a questo servizio, scelto da voi. Per spegnerla avvia FantasMia con TRANSLATE_PROVIDER=none.',
  'translationServiceCard.nessunTestoVieneInviatoA': 'Nessun testo viene inviato a un servizio di traduzione (TRANSLATE_PROVIDER=none).',
  'translationServiceCard.servizioDiTraduzione': 'Servizio di traduzione',
  'translationServiceCard.traduzione': 'Traduzione:',
} as const;

export const t = translator('siteSettings', siteSettings);
