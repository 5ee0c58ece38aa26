import { LoaderCircle, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import type { PublishedStoryKind } from './api/published-story-api';
import { useSeedPublishedStories } from './api/use-published-stories';
import { t } from '../../i18n/it/published-stories';

export interface ExampleStoriesOfferProps {
  /** What the list is empty of, e.g. 'storie da leggere'. */
  what: string;
  kind: PublishedStoryKind;
}

/**
 * The empty state of a superuser list: a new installation is not forced to carry our example
 * stories, but can add them with one button ('Aggiungi storie di esempio') and delete them later.
 */
export function ExampleStoriesOffer({ what, kind }: ExampleStoriesOfferProps) {
  const seed = useSeedPublishedStories(kind);
  // mutateAsync, not mutate's callbacks: those are dropped if the filled list has already replaced this offer.
  const add = () =>
    seed.mutateAsync().then(
      ({ added }) => toast.success(t('publishedStories.exampleStoriesOffer.storieDiEsempioAggiunte', { added })),
      (e: unknown) => toast.error(t('publishedStories.shared.errore'), { description: errorMessage(e) }),
    );
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-brand-200 bg-white p-6 text-center">
      <p className="text-slate-700">{t('publishedStories.exampleStoriesOffer.nonCiSonoAncora', { what })}</p>
      <Button variant="secondary" onClick={add} disabled={seed.isPending}>
        {seed.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
        {t('publishedStories.exampleStoriesOffer.aggiungiStorieDiEsempio')}
      </Button>
    </div>
  );
}
