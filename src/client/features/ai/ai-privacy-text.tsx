import { useAppConfig } from '../entrance/use-app-config';

/**
 * What the AI helpers send, and to whom (law 132/2025, GDPR art. 13): only when used, only the
 * story's title and text, to the service the site's manager configured.
 */
export function AiPrivacyText() {
  const config = useAppConfig();
  const provider = config.data?.aiProvider ?? null;
  const on = config.data ? config.data.ai.text || config.data.ai.images : false;
  return (
    <p className="mt-2">
      <strong>Intelligenza artificiale.</strong>{' '}
      {on && provider ? (
        <>
          Su questo sito è attiva: quando un bambino usa «Migliora testo», «Poesia» o quando il gestore crea un disegno, il server invia il titolo
          e il testo di quella storia (e il commento scritto per il disegno) al servizio di intelligenza artificiale all&apos;indirizzo{' '}
          <strong className="break-all">{provider}</strong>, scelto dal gestore; il nome, l&apos;età e l&apos;email del profilo non vengono mai inviati.
        </>
      ) : (
        <>Su questo sito non è attiva: nessun testo viene inviato a servizi di intelligenza artificiale.</>
      )}{' '}
      I bambini sotto i 14 anni la usano solo se l&apos;adulto spunta la casella facoltativa qui sotto.
    </p>
  );
}
