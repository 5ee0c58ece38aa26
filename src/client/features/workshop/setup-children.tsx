import { CheckCheck, FileSignature, X } from 'lucide-react';
import { Link } from 'react-router';
import { toggleSection, wholeSectionChosen, type SetupSection } from '../../../shared/workshop/setup';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { paths } from '../../paths';
import { t } from '../../i18n/it/superuser';

/** The roster filtered to one child, where 'Registra consenso' is. */
export const rosterHref = (name: string) => `${paths.superuserUsers}?${new URLSearchParams({ q: name }).toString()}`;

function SectionBlock({ section, chosen, onChange }: { section: SetupSection; chosen: string[]; onChange: (next: string[]) => void }) {
  const whole = wholeSectionChosen(section, chosen);
  const anyEligible = section.children.some((c) => c.eligible);
  const headingId = `setup-group-${section.id ?? 'none'}`;
  const name = section.name ?? t('superuser.shared.senzaGruppo');
  const toggleLabel = section.name
    ? t(whole ? 'superuser.superuserLaboratorio.togliTuttoIlGruppoNome' : 'superuser.superuserLaboratorio.selezionaTuttoIlGruppoNome', { name: section.name })
    : t(whole ? 'superuser.superuserLaboratorio.togliTuttiSenzaGruppo' : 'superuser.superuserLaboratorio.selezionaTuttiSenzaGruppo');
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-brand-50/60 p-3 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="min-w-[12rem] flex-1 text-lg font-bold text-brand-900 [overflow-wrap:anywhere]">
          {name}{' '}
          <span className="text-base font-normal text-slate-700">
            ({t('superuser.superuserLaboratorio.bambiniDelGruppo', { count: section.children.length })})
          </span>
        </h3>
        {anyEligible ? (
          <Button variant="secondary" aria-label={toggleLabel} onClick={() => onChange(toggleSection(section, chosen))}>
            {whole ? <X aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
            {whole ? t('superuser.superuserLaboratorio.togliTuttoIlGruppo') : t('superuser.superuserLaboratorio.selezionaTuttoIlGruppo')}
          </Button>
        ) : null}
      </div>
      <ul className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {section.children.map((c) => (
          <li key={c.id} className="flex min-w-0 flex-col justify-center">
            <Checkbox
              id={`child-${c.id}`}
              checked={chosen.includes(c.id)}
              disabled={!c.eligible}
              describedBy={c.eligible ? undefined : `child-${c.id}-why`}
              onCheckedChange={(on) => onChange(on ? [...chosen, c.id] : chosen.filter((x) => x !== c.id))}
              className="min-h-11 items-center [overflow-wrap:anywhere]"
            >
              <span className={c.eligible ? undefined : 'text-slate-600'}>{c.name}</span>
            </Checkbox>
            {c.eligible ? null : (
              <p id={`child-${c.id}-why`} className="mb-1 ml-9 text-sm text-amber-900">
                {t('superuser.superuserLaboratorio.mancaIlConsenso')}.{' '}
                <Link
                  to={rosterHref(c.name)}
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-2"
                  aria-label={t('superuser.superuserLaboratorio.registraIlConsensoPer', { name: c.name })}
                >
                  <FileSignature className="size-4 shrink-0" aria-hidden="true" />
                  {t('superuser.superuserLaboratorio.registraIlConsenso')}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every child, grouped by class group, with 'Seleziona tutto il gruppo'; a child waiting for consent says why and where to fix it. */
export function SetupChildren({ sections, chosen, onChange }: { sections: SetupSection[]; chosen: string[]; onChange: (next: string[]) => void }) {
  const waiting = sections.reduce((n, s) => n + s.children.filter((c) => !c.eligible).length, 0);
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-semibold text-brand-900">
        {t('superuser.superuserLaboratorio.scelti', { count: chosen.length })}
      </p>
      {waiting > 0 ? <p className="text-sm text-amber-900">{t('superuser.superuserLaboratorio.inAttesaDiConsenso', { count: waiting })}</p> : null}
      {sections.map((s) => (
        <SectionBlock key={s.id ?? 'none'} section={s} chosen={chosen} onChange={onChange} />
      ))}
    </div>
  );
}
