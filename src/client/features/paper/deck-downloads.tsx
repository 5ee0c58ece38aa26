import { Printer } from 'lucide-react';
import { PAPER_LINK_API_MESSAGES as PAPER_MESSAGES } from '../../../shared/messages/api-client-messages';
import { DECK_LABELS, deckUrl, type DeckKind } from '../../../shared/paper-decks';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { t } from '../../i18n/it/paper';

export interface DeckDownloadsProps {
  decks: readonly DeckKind[];
  className?: string;
  /** h2 on a page, h3 inside a section that has its own h2. */
  headingLevel?: 2 | 3;
}

/** 'Carte da stampare': one download link per deck (9 cards a page, fronts and backs, cut marks). */
export function DeckDownloads({ decks, className, headingLevel = 2 }: DeckDownloadsProps) {
  const headingId = `carte-${decks.join('-')}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-2 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200', className)}>
      <Heading id={headingId} className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <Printer className="size-5 text-amber-700" aria-hidden="true" />
        {PAPER_MESSAGES.cards}
      </Heading>
      <p className="text-slate-700">{t('paper.deckDownloads.stampaFronteERetroRitaglia')}</p>
      <ul className="flex flex-wrap gap-2">
        {decks.map((deck) => (
          <li key={deck}>
            <a
              href={deckUrl(deck)}
              download
              className={buttonVariants({ variant: 'secondary' })}
              aria-label={t('paper.deckDownloads.pdfDaStampare', { value: DECK_LABELS[deck] })}
            >
              <Printer aria-hidden="true" />
              {DECK_LABELS[deck]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
