import { ArrowLeft } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../i18n/it/story-modes';

export interface ModeHeaderProps {
  title: string;
  /** The back arrow: one step back in the editor (or out of it on the first step). */
  onBack: () => void;
  backLabel?: string;
}

/** A mode's title with a back arrow that returns one step (spec 001 §4: "back arrows return one step"). */
export function ModeHeader({ title, onBack, backLabel = t('storyModes.shared.indietro') }: ModeHeaderProps) {
  return (
    <header className="page-header mb-6 flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={onBack}
        aria-label={backLabel}
        title={backLabel}
        className="flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-sm ring-1 ring-brand-200 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
      >
        <ArrowLeft className="size-6" aria-hidden="true" />
      </button>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{title}</h1>
    </header>
  );
}

/** 'Indietro' below a step's content: the same one step back as the arrow (spec 001 §4). */
export function BackButton({ send }: { send: (action: { type: 'BACK' }) => void }) {
  return (
    <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
      <ArrowLeft aria-hidden="true" />
      {t('storyModes.shared.indietro')}
    </Button>
  );
}
