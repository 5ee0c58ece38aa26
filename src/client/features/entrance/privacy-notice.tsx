import type { ReactNode } from 'react';
import { AiPrivacyText } from '../ai/ai-privacy-text';
import { SupportEmailLink } from './support-email-link';
import { TranslationPrivacyText } from './translation-privacy-text';

interface NoticeSection {
  title: string;
  body: ReactNode;
}

/** The seven sections of /privacy-acceptance, written for parents and teachers in plain Italian. */
const SECTIONS: readonly NoticeSection[] = [
  {
    title: 'Chi siamo',
    body: (
      <p>
        FantasMia è un laboratorio di storie per bambine e bambini, da usare insieme a un adulto. Il sito è gestito da chi lo ha installato:
        una scuola, un&apos;associazione, una biblioteca o una famiglia. È questo gestore il titolare del trattamento dei dati.
      </p>
    ),
  },
  {
    title: 'Quali dati raccogliamo',
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>il nome del profilo, l&apos;età e, se li indicate, l&apos;email e il genere;</li>
        <li>le storie che il bambino scrive, con le eventuali immagini create o caricate;</li>
        <li>il nome dell&apos;adulto che dà il consenso, con la data e l&apos;ora;</li>
        <li>la data dell&apos;ultimo accesso e un cookie tecnico che tiene aperta la sessione.</li>
      </ul>
    ),
  },
  {
    title: 'Perché li usiamo',
    body: (
      <p>
        Solo per far funzionare FantasMia: riconoscere il profilo, salvare le storie nell&apos;archivio personale, far leggere i messaggi
        del gestore. Non usiamo i dati per pubblicità, non li vendiamo e non tracciamo la navigazione. La password è conservata solo in forma
        cifrata e nessuno può leggerla.
      </p>
    ),
  },
  {
    title: 'Dove sono conservati',
    body: (
      <>
      <p>
        Sul server della scuola, della famiglia o dell&apos;associazione che gestisce questa installazione di FantasMia, e non su servizi di
        terze parti. Alcune funzioni facoltative, come la traduzione o le immagini create con l&apos;intelligenza artificiale, inviano al
        servizio scelto dal gestore solo il testo necessario, e solo quando le usate.
      </p>
      <TranslationPrivacyText />
      <AiPrivacyText />
      </>
    ),
  },
  {
    title: "I diritti del bambino e la responsabilità dell'adulto",
    body: (
      <p>
        Il bambino ha diritto di esprimersi, di sbagliare e di essere rispettato: le sue storie sono sue. L&apos;adulto lo accompagna, lo aiuta a
        non scrivere dati personali nelle storie (indirizzi, numeri di telefono, nomi completi di altre persone) ed è responsabile dei contenuti
        che crea con FantasMia.
      </p>
    ),
  },
  {
    title: 'Storie pubbliche e moderazione',
    body: (
      <p>
        Le storie restano private nell&apos;archivio del profilo. Le storie degli utenti non registrati o con profilo gratuito possono diventare
        visibili a tutti, ma solo dopo che il gestore del sito le ha lette e pubblicate; il gestore può anche toglierle in ogni momento.
      </p>
    ),
  },
  {
    title: 'I tuoi diritti e i contatti',
    body: (
      <p>
        Secondo il Regolamento generale sulla protezione dei dati (GDPR, Regolamento UE 2016/679) puoi chiedere in ogni momento di vedere, correggere
        o cancellare i dati del profilo e di ritirare il consenso, e puoi rivolgerti al Garante per la protezione dei dati personali. Per ogni
        richiesta scrivi a <SupportEmailLink />.
      </p>
    ),
  },
];

export function PrivacyNotice() {
  return (
    <ol className="flex flex-col gap-5">
      {SECTIONS.map((section, index) => (
        <li key={section.title} className="flex gap-3 sm:gap-4">
          <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
            {index + 1}
          </span>
          <section aria-labelledby={`privacy-section-${index + 1}`} className="min-w-0 flex-1 text-slate-800">
            <h2 id={`privacy-section-${index + 1}`} className="mb-1 text-lg font-bold text-brand-900">
              <span className="sr-only">{index + 1}. </span>
              {section.title}
            </h2>
            {section.body}
          </section>
        </li>
      ))}
    </ol>
  );
}
