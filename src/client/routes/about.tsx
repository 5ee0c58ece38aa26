import type { ReactNode } from 'react';
import { PageHeader } from '../components/layout/page-header';
import { Logo } from '../components/brand/logo';
import { paths } from '../paths';

function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 id={id} className="mb-2 text-xl font-bold text-brand-900">
        {title}
      </h2>
      <div className="flex flex-col gap-2 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

/** /about: what FantasMia is for, in the sections spec 000 §2 lists. */
export function AboutRoute() {
  return (
    <article>
      <PageHeader title="Cos'è FantasMia" back={paths.home} />
      <div className="flex flex-col gap-5">
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:flex-row sm:p-6">
          <Logo className="size-24 shrink-0" title="Il fantasmino di FantasMia" />
          <p className="text-lg leading-relaxed text-slate-800">
            FantasMia è un posto dove le storie nascono a voce, crescono con le domande giuste e restano scritte per essere rilette. Un bambino
            inventa, un adulto gli sta accanto: insieme costruiscono un racconto passo dopo passo.
          </p>
        </div>

        <AboutSection id="about-spoken" title="Raccontare a voce">
          <p>
            Prima di scrivere, si racconta. Con FantasMia il bambino può dettare le sue idee con la voce e sentirle trasformarsi in parole
            scritte, senza la fatica della penna che rallenta la fantasia. Poi può riascoltare la sua storia, letta ad alta voce.
          </p>
        </AboutSection>

        <AboutSection id="about-listening" title="Ascolto attivo">
          <p>
            L&apos;adulto legge le domande, ascolta le risposte senza correggere e rilancia: «E poi? Chi incontra? Come si sente?». Ascoltare
            davvero vuol dire dare valore a ogni idea, anche la più strana: spesso è proprio quella che fa partire la storia.
          </p>
        </AboutSection>

        <AboutSection id="about-imagination" title="Al centro, l'immaginazione">
          <p>
            Mentre si inventa, lo schermo resta sobrio: niente immagini già pronte, niente personaggi da copiare. I draghi, i boschi e le
            astronavi li disegna la mente del bambino. Le carte di Propp, le tappe del viaggio dell&apos;eroe e i giochi di Rodari danno una
            traccia, non una risposta.
          </p>
        </AboutSection>

        <AboutSection id="about-bridge" title="Un ponte tra adulti e bambini">
          <p>
            FantasMia è pensata per essere usata insieme: un genitore la sera, un&apos;insegnante in classe, un educatore in biblioteca.
            Inventare una storia fianco a fianco è un modo per conoscersi, per parlare di paure e desideri attraverso i personaggi, per
            ridere insieme.
          </p>
        </AboutSection>

        <AboutSection id="about-explorations" title="Esplorazioni successive">
          <p>Quando la storia è finita, il viaggio può continuare:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>rileggerla, ascoltarla e conservarla nel proprio archivio;</li>
            <li>tradurla in inglese e scoprire come suona in un&apos;altra lingua;</li>
            <li>illustrarla con disegni fatti a mano o con immagini create dall&apos;intelligenza artificiale;</li>
            <li>trasformarla in una breve poesia, in un piccolo spettacolo o in un cortometraggio;</li>
            <li>condividerla con altri bambini, a casa o in classe;</li>
            <li>usarla come punto di partenza per laboratori di gruppo, in presenza o a distanza.</li>
          </ul>
        </AboutSection>

        <AboutSection id="about-shared" title="Creatività condivisa">
          <p>
            Le storie si possono inventare da soli, in coppia o in gruppo: ognuno aggiunge un pezzo, una parola chiama un&apos;altra storia.
            Le storie più belle, quando l&apos;adulto lo sceglie, possono essere lette da altri bambini e diventare l&apos;inizio di nuove
            avventure.
          </p>
        </AboutSection>

        <AboutSection id="about-name" title="Perché si chiama FantasMia">
          <p>
            FantasMia vuol dire «fantasia mia»: la fantasia che ognuno porta con sé e che qui trova spazio per uscire. Dentro il nome, però,
            si nasconde anche un <em>fantasma</em>: è il piccolo fantasma gentile del nostro logo, che dà il nome a uno dei modi per inventare
            storie, GHOST, e che ci ricorda che le idee, a volte, arrivano proprio quando non le vedi.
          </p>
        </AboutSection>
      </div>
    </article>
  );
}
