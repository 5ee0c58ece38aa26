import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { TURN_MODE_LABELS, WORKSHOP_METHOD_LABELS } from '../../../shared/schemas/workshop';
import type { WorkshopView } from '../../../shared/workshop/view';
import { cn } from '../../lib/cn';
import type { LiveStatus } from './use-live-workshop';
import { t } from '../../i18n/it/workshop';

/** The current card or question, large: on the board it must be readable from the back of the class. */
export function StepCard({ workshop, big = false }: { workshop: WorkshopView; big?: boolean }) {
  const step = workshop.current;
  if (!step) return null;
  return (
    <section aria-labelledby="step-title" className={cn('rounded-3xl bg-white shadow-sm ring-2 ring-brand-200', big ? 'p-6 xl:p-10' : 'p-5')}>
      <p className={cn('font-semibold uppercase tracking-wide text-brand-700', big ? 'text-lg xl:text-2xl' : 'text-sm')}>
        {WORKSHOP_METHOD_LABELS[workshop.method]} · {step.kicker}
      </p>
      <h2 id="step-title" className={cn('mt-2 font-extrabold text-brand-900 [overflow-wrap:anywhere]', big ? 'text-3xl xl:text-6xl' : 'text-2xl')}>
        {step.title}
      </h2>
      <p className={cn('mt-3 text-slate-800 [overflow-wrap:anywhere]', big ? 'text-xl xl:text-3xl' : 'text-lg')}>{step.text}</p>
      {step.cards ? (
        <ul
          className={cn('mt-4 grid gap-2', big ? 'sm:grid-cols-2 xl:grid-cols-3' : 'sm:grid-cols-2')}
          aria-label={t('workshop.liveParts.leCarteDiQuestoGruppo')}
        >
          {step.cards.map((c) => (
            <li key={c.name} className="rounded-2xl bg-amber-50 p-3 ring-1 ring-amber-200">
              <p className={cn('font-bold text-amber-900', big ? 'text-lg xl:text-2xl' : 'text-base')}>{c.title}</p>
              <p className={cn('text-slate-800', big ? 'text-base xl:text-xl' : 'text-sm')}>{c.description}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The story so far, newest paragraph in view. */
export function StoryPanel({ workshop, big = false }: { workshop: WorkshopView; big?: boolean }) {
  const list = useRef<HTMLOListElement>(null);
  const count = workshop.paragraphs.length;
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);
  return (
    <section aria-labelledby="story-title" className={cn('rounded-3xl bg-white shadow-sm ring-1 ring-brand-100', big ? 'p-6 xl:p-8' : 'p-5')}>
      <h2 id="story-title" className={cn('font-bold text-brand-900', big ? 'text-2xl xl:text-4xl' : 'text-xl')}>
        {t('workshop.liveParts.laStoriaFinora')}
      </h2>
      {count === 0 ? (
        <p className={cn('mt-3 text-slate-700', big ? 'text-xl xl:text-2xl' : '')}>{t('workshop.liveParts.laStoriaCominciaQuiIl')}</p>
      ) : (
        <ol
          ref={list}
          tabIndex={0}
          aria-label={t('workshop.liveParts.paragrafiDellaStoria')}
          className={cn('mt-3 flex flex-col gap-3 overflow-y-auto', big ? 'max-h-[40vh]' : 'max-h-[50vh]')}
          aria-live="polite"
        >
          {workshop.paragraphs.map((p) => (
            <li key={p.id} className="rounded-2xl bg-brand-50 p-3">
              <p className={cn('whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]', big ? 'text-xl xl:text-3xl' : 'text-lg')}>{p.text}</p>
              <p className={cn('mt-1 font-semibold text-brand-700', big ? 'text-base xl:text-xl' : 'text-sm')}>— {p.authorName}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** 'Tocca a Bruno', 'Tocca ad Anna'. */
export const tocca = (name: string) => (/^a/i.test(name) ? t('workshop.liveParts.toccaAd') : t('workshop.liveParts.toccaA'));

/** 'a turno' / 'tutti insieme' and, while playing, whose turn it is. */
export function TurnLine({ workshop, big = false }: { workshop: WorkshopView; big?: boolean }) {
  const name = workshop.participants.find((p) => p.id === workshop.turn)?.name;
  let text: string;
  if (workshop.status === 'ended') text = 'Il laboratorio è finito.';
  else if (workshop.status === 'paused') text = 'Il laboratorio è in pausa.';
  else if (workshop.turnMode === 'together') text = 'Tutti insieme: ognuno può proporre un paragrafo.';
  else if (workshop.me && workshop.turn === workshop.me) text = 'È il tuo turno!';
  else text = name ? `${tocca(name)} ${name}` : 'Aspettiamo che qualcuno si colleghi per dare il turno.';
  return (
    <p
      role="status"
      className={cn('rounded-2xl bg-amber-100 px-4 py-3 font-bold text-amber-900 [overflow-wrap:anywhere]', big ? 'text-2xl xl:text-4xl' : 'text-lg')}
    >
      <span className="sr-only">
        {t('workshop.liveParts.modalita')} {TURN_MODE_LABELS[workshop.turnMode]}.{' '}
      </span>
      {text}
    </p>
  );
}

export function ConnectionBanner({ status }: { status: LiveStatus }) {
  if (status !== 'reconnecting') return null;
  return (
    <p role="status" className="mb-4 flex items-center gap-2 rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800">
      <WifiOff className="size-5" aria-hidden="true" />
      {t('workshop.liveParts.collegamentoPersoMiRicollego')}
    </p>
  );
}
