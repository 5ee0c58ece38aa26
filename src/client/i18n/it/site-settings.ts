import { translator } from '../translator';

/** Messages of the site-settings area of the client. */
export const siteSettings = {
  'accountSettingsCard.passwordPersonali': 'Password personali',
  'accountSettingsCard.ogniBambinoSceglieConUn':
    'Ogni bambino sceglie con un adulto una password sua, di almeno 6 caratteri e diversa dal nome. Se è spenta, la password di ogni profilo è il suo nome. Chi ha ancora la password iniziale la cambierà al prossimo accesso.',
  'accountSettingsCard.nascondiLElencoDeiProfili': 'Nascondi l’elenco dei profili',
  'accountSettingsCard.nellaPaginaDeiProfiliNessuno':
    'Nella pagina dei profili nessuno vede i nomi degli altri: per entrare si scrive il proprio nome e la password. Utile quando il sito è aperto a tutta la scuola.',
  'accountSettingsCard.impostazioneSalvata': 'Impostazione salvata',
  'accountSettingsCard.errore': 'Errore',
  'accountSettingsCard.accessoDeiBambini': 'Accesso dei bambini',
  'accountSettingsCard.riprova': 'Riprova',
  'translationServiceCard.quandoQualcunoTraduceUnaStoria':
    'Quando qualcuno traduce una storia, il server invia il titolo e il testo a Google: escono dal server della scuola. Per spegnerla avvia FantasMia con TRANSLATE_PROVIDER=none; per un servizio installato nella scuola usa TRANSLATE_PROVIDER=libretranslate e TRANSLATE_URL.',
  'translationServiceCard.attivaConGoogle': 'attiva, con il servizio di traduzione di Google ({host})',
  'translationServiceCard.spenta': 'spenta',
  'translationServiceCard.attivaConLibretranslateAllIndirizzo': 'attiva, con LibreTranslate all’indirizzo {host}',
  'translationServiceCard.ilTitoloEIlTesto':
    'Il titolo e il testo delle storie tradotte vanno solo a questo servizio, scelto da voi. Per spegnerla avvia FantasMia con TRANSLATE_PROVIDER=none.',
  'translationServiceCard.nessunTestoVieneInviatoA': 'Nessun testo viene inviato a un servizio di traduzione (TRANSLATE_PROVIDER=none).',
  'translationServiceCard.servizioDiTraduzione': 'Servizio di traduzione',
  'translationServiceCard.riprova': 'Riprova',
  'translationServiceCard.traduzione': 'Traduzione:',
} as const;

export const t = translator('siteSettings', siteSettings);
