import { useAppConfig } from './use-app-config';

/**
 * What translation sends, and to whom (GDPR art. 13): only when someone translates, only the text
 * being translated, to the service the site's manager chose; by default Google's.
 */
export function TranslationPrivacyText() {
  const config = useAppConfig();
  const on = config.data?.translation ?? false;
  return (
    <p className="mt-2">
      <strong>Traduzione.</strong>{' '}
      {on ? (
        <>
          Su questo sito è attiva: quando qualcuno traduce una storia tra italiano e inglese, il server invia il testo da tradurre (per esempio il titolo e il
          testo della storia) al servizio di traduzione scelto dal gestore. Con l&apos;impostazione predefinita è il servizio di traduzione di Google, quindi
          quel testo esce dal server della scuola; il gestore può scegliere un servizio installato nella scuola oppure spegnere la traduzione. Il nome,
          l&apos;età e l&apos;email del profilo non vengono mai inviati.
        </>
      ) : (
        <>Su questo sito è spenta: nessun testo viene inviato a servizi di traduzione.</>
      )}
    </p>
  );
}
