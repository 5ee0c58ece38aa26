import { Link } from 'react-router';
import { Logo } from '../components/brand/logo';
import { ProfileChoiceCard } from '../features/entrance/profile-choice-card';
import { SessionCard } from '../features/entrance/session-card';
import { SiteNav } from '../features/entrance/site-nav';
import { UnreadMessages } from '../features/messages/unread-messages';
import { paths } from '../paths';

/** Home (spec 000 §2): navigation, welcome, four intro paragraphs, logo and 'Seleziona Profilo'. */
export function HomeRoute() {
  return (
    <div className="flex flex-col gap-8">
      <SiteNav />
      <UnreadMessages />
      <section aria-labelledby="welcome-title" className="grid items-start gap-6 md:grid-cols-[3fr_2fr] md:gap-x-10">
        <div className="flex flex-col gap-4 md:col-start-1 md:row-start-1">
          <Logo withName className="self-start" />
          <h1 id="welcome-title" className="text-3xl font-extrabold leading-tight text-brand-900 sm:text-4xl">
            Benvenuti in FantasMia
          </h1>
        </div>
        <div className="flex flex-col gap-4 md:sticky md:top-6 md:col-start-2 md:row-span-2 md:row-start-1">
          <SessionCard />
          <ProfileChoiceCard />
          <p className="text-center text-sm text-slate-700">
            Vuoi solo leggere o provare?{' '}
            <Link to={paths.public} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              Entra come utente pubblico
            </Link>
          </p>
        </div>
        <div className="flex flex-col gap-3 text-lg leading-relaxed text-slate-800 md:col-start-1 md:row-start-2">
          <p>
            FantasMia è un laboratorio di storie per bambine e bambini. Passo dopo passo, rispondendo a domande e pescando carte, si inventa
            una storia tutta nuova: la si può dettare con la voce, ascoltare letta ad alta voce, tradurre in inglese e conservare nel
            proprio archivio.
          </p>
          <p>
            Il metodo nasce da tre fonti: i giochi della <em>Grammatica della fantasia</em> di Gianni Rodari, le 31 funzioni delle fiabe
            studiate da Vladimir Propp e le 12 tappe del viaggio dell&apos;eroe descritte a partire da Joseph Campbell.
          </p>
          <p>
            Accanto al bambino c&apos;è sempre un adulto (un genitore, un educatore, un insegnante) che legge con lui, ascolta e incoraggia.
            L&apos;interfaccia è volutamente sobria, senza immagini già pronte: le figure le disegna la fantasia.
          </p>
          <p>
            FantasMia non è affiliata agli autori che la ispirano né ai loro editori: è pensata per un uso educativo, a casa, a scuola e
            nei laboratori.
          </p>
        </div>
      </section>
    </div>
  );
}
