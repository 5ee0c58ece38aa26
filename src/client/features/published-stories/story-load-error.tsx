import { RotateCw } from 'lucide-react';
import { PageHeader } from '../../components/layout/page-header';
import { Button } from '../../components/ui/button';
import { t } from '../../i18n/it/published-stories';

/** A viewer whose story could not be loaded (the network, not a missing story). */
export function StoryLoadError({ back, onRetry }: { back: string; onRetry: () => void }) {
  return (
    <section>
      <PageHeader title={t('publishedStories.storyLoadError.storia')} back={back} />
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-900">
        <p>{t('publishedStories.storyLoadError.nonEStatoPossibileCaricare')}</p>
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {t('publishedStories.storyLoadError.riprova')}
        </Button>
      </div>
    </section>
  );
}
