import { cn } from '../../lib/cn';

/** The three conditions the adult accepts (spec 000 §2: /privacy and /terms-acceptance). */
export const TERMS_CONDITIONS = [
  {
    title: 'Responsabilità dei contenuti',
    text: "L'adulto che accompagna il bambino (genitore, educatore o insegnante) è responsabile dei contenuti che il bambino crea con FantasMia e lo segue mentre usa l'applicazione.",
  },
  {
    title: 'Storie visibili a tutti',
    text: 'Le storie scritte da utenti non registrati o con un profilo gratuito possono diventare visibili pubblicamente, dopo che il gestore del sito le ha lette e approvate.',
  },
  {
    title: 'Protezione dei dati (GDPR)',
    text: 'I dati personali sono trattati nel rispetto del Regolamento generale sulla protezione dei dati (GDPR, Regolamento UE 2016/679): raccogliamo solo quelli necessari e puoi chiederne in ogni momento la correzione o la cancellazione.',
  },
] as const;

export function TermsConditions({ className }: { className?: string }) {
  return (
    <ol className={cn('flex flex-col gap-3', className)}>
      {TERMS_CONDITIONS.map((condition, index) => (
        <li key={condition.title} className="flex gap-3">
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
            {index + 1}
          </span>
          <p>
            <strong className="text-brand-900">{condition.title}.</strong> {condition.text}
          </p>
        </li>
      ))}
    </ol>
  );
}
