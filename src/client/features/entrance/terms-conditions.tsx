import { cn } from '../../lib/cn';
import { t } from '../../i18n/it/entrance-notices';

/** The three conditions the adult accepts (spec 000 §2: /privacy and /terms-acceptance). */
export const TERMS_CONDITIONS = [
  {
    title: t('entrance.termsConditions.responsabilitaDeiContenuti'),
    text: t('entrance.termsConditions.lAdultoCheAccompagnaIl'),
  },
  {
    title: t('entrance.termsConditions.storieVisibiliATutti'),
    text: t('entrance.termsConditions.leStorieScritteDaUtenti'),
  },
  {
    title: t('entrance.termsConditions.protezioneDeiDatiGdpr'),
    text: t('entrance.termsConditions.iDatiPersonaliSonoTrattati'),
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
