/**
 * 'Diritti d'autore' on /privacy (spec 000 §2): where the method comes from, the legal status of
 * the sources, no affiliation, educational use. Our own text.
 */
export function CopyrightNotice() {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label="Testo sui diritti d'autore"
      className="max-h-72 overflow-y-auto rounded-xl bg-brand-50 p-4 text-[0.95rem] leading-relaxed ring-1 ring-brand-100"
    >
      <h3 className="font-bold text-brand-900">Fonti di ispirazione</h3>
      <p className="mt-1">
        Il metodo di FantasMia si ispira liberamente a tre fonti della narrativa per l&apos;infanzia e dello studio delle fiabe: i giochi di
        invenzione proposti da Gianni Rodari nella <cite>Grammatica della fantasia</cite> (1973); le 31 funzioni narrative delle fiabe di
        magia descritte da Vladimir Propp nella <cite>Morfologia della fiaba</cite> (1928); le 12 tappe del viaggio dell&apos;eroe, nella forma
        resa popolare a partire dagli studi di Joseph Campbell (<cite>L&apos;eroe dai mille volti</cite>, 1949).
      </p>
      <h3 className="mt-4 font-bold text-brand-900">Situazione giuridica delle fonti</h3>
      <p className="mt-1">
        Le opere di questi autori sono protette dal diritto d&apos;autore dei rispettivi titolari. Il diritto d&apos;autore tutela la forma in
        cui un&apos;opera è scritta, non le idee, i metodi o gli schemi narrativi che descrive: per questo FantasMia non riproduce brani delle
        opere originali. Le carte, le domande, gli esempi e tutti i testi dell&apos;applicazione sono scritti da noi; i nomi degli autori e
        i titoli delle opere sono citati solo per riconoscere da dove vengono le idee.
      </p>
      <h3 className="mt-4 font-bold text-brand-900">Nessuna affiliazione</h3>
      <p className="mt-1">
        FantasMia non è affiliata, approvata o sponsorizzata dagli autori citati, dai loro eredi o dai loro editori.
      </p>
      <h3 className="mt-4 font-bold text-brand-900">Uso educativo</h3>
      <p className="mt-1">
        FantasMia nasce per un uso educativo e didattico: in famiglia, a scuola, nei laboratori e nelle biblioteche. Le storie inventate
        dai bambini appartengono a loro e alle loro famiglie; chi gestisce il sito le conserva solo per farle rileggere, ascoltare e, quando
        l&apos;adulto lo sceglie, condividere.
      </p>
    </div>
  );
}
