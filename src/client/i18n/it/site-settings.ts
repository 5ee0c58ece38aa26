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
} as const;

export const t = translator('siteSettings', siteSettings);
