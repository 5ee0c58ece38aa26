import { RotateCcw, Send } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { WORKSHOP_TEXT_MAX } from '../../../shared/schemas/workshop';
import type { ReturnedReason } from '../../../shared/workshop/machine';
import { storyTextOf, type WorkshopView } from '../../../shared/workshop/view';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { paths } from '../../paths';
import { useDraft } from '../drafts/use-draft';
import { useDraftProfileKey } from '../drafts/use-draft-profile-key';
import { ReadAloudButton } from '../speech/read-aloud-button';
import { TextareaWithDictation } from '../speech/text-with-dictation';
import { useReadAloud } from '../speech/use-read-aloud';
import { StepCard, StoryPanel, TurnLine } from './live-parts';
import type { LiveWorkshop } from './use-live-workshop';
import { t } from '../../i18n/it/workshop';

/** Whether this child's box is open: on their turn ('a turno'), always while playing ('tutti insieme'). */
export function canPropose(w: WorkshopView): boolean {
  if (w.status !== 'running' || w.role !== 'child') return false;
  return w.turnMode === 'together' || w.turn === w.me;
}

const RETURNED_TEXT: Record<ReturnedReason, string> = {
  ask_again: t('workshop.childLive.returnedAskAgain'),
  next_step: t('workshop.childLive.returnedNextStep'),
  turn_moved: t('workshop.childLive.returnedTurnMoved'),
};

/** The draft of the paragraph: one per workshop, in the editors' autosave. */
export const workshopDraftMode = (workshopId: string) => `WORKSHOP.${workshopId}`;
const draftSchema = z.string().max(WORKSHOP_TEXT_MAX);

/** A child's screen: the same card and story as the board, live, and their own box. */
export function ChildLive({ workshop, send }: { workshop: WorkshopView; send: LiveWorkshop['send'] }) {
  const profileKey = useDraftProfileKey();
  const { value: text, setValue: setText, pending, resume } = useDraft({ mode: workshopDraftMode(workshop.id), profileKey, initial: '', schema: draftSchema });
  // The only draft here is this child's own unsent paragraph: it comes back without a question.
  useEffect(() => {
    if (pending) resume();
  }, [pending, resume]);

  // A proposal given back (asked again, or left at the previous step) returns to the box to edit, unless she is already writing.
  const notice = workshop.returned.find((r) => r.authorId === workshop.me) ?? null;
  const [seenNotice, setSeenNotice] = useState<string | null>(null);
  if (notice && notice.id !== seenNotice) {
    setSeenNotice(notice.id);
    if (text.trim() === '') setText(notice.text);
  }
  const readAloud = useReadAloud({ text: storyTextOf(workshop), language: 'italian' });
  const open = canPropose(workshop);
  const mine = workshop.proposals.find((p) => p.authorId === workshop.me);

  if (workshop.status === 'ended') {
    return (
      <div className="flex flex-col gap-4">
        <section className="rounded-3xl bg-green-50 p-6 ring-2 ring-green-300">
          <h2 className="text-2xl font-extrabold text-green-900 [overflow-wrap:anywhere]">{t('workshop.childLive.ilLaboratorioEFinito')}</h2>
          <p className="mt-2 text-lg text-green-900">
            {t('workshop.childLive.laStoria')}
            {workshop.title}
            {t('workshop.childLive.eNelTuoArchivioMagico')}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            {workshop.storyId ? (
              <Button asChild>
                <Link to={paths.story(workshop.storyId)}>{t('workshop.childLive.leggiLaStoria')}</Link>
              </Button>
            ) : null}
            <Button asChild variant="secondary">
              <Link to={paths.userArchive}>{t('workshop.childLive.archivioMagico')}</Link>
            </Button>
          </div>
        </section>
        <StoryPanel workshop={workshop} />
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') return;
    if (send({ type: 'propose', text })) setText('', { immediate: true });
  };
  const hint =
    workshop.status === 'paused'
      ? t('workshop.childLive.ilLaboratorioEInPausa')
      : open
        ? workshop.turnMode === 'together'
          ? t('workshop.childLive.scriviComeContinuaLaStoria')
          : t('workshop.childLive.toccaATeScriviCome')
        : t('workshop.childLive.aspettaIlTuoTurnoIntanto');

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <TurnLine workshop={workshop} />
        <StepCard workshop={workshop} />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <form onSubmit={submit} className="flex flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-2 ring-amber-200">
          {notice ? (
            <div role="status" className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-300 [overflow-wrap:anywhere]">
              <p className="flex items-start gap-2 font-semibold">
                <RotateCcw className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                {RETURNED_TEXT[notice.reason]}
              </p>
              {text.trim() !== notice.text.trim() ? (
                <>
                  <p>
                    {t('workshop.childLive.laTuaPropostaEra')} «{notice.text}»
                  </p>
                  <Button variant="secondary" className="self-start" onClick={() => setText(notice.text, { immediate: true })}>
                    {t('workshop.childLive.rimettilaNelRiquadro')}
                  </Button>
                </>
              ) : null}
            </div>
          ) : null}
          <Field id="workshop-text" label={t('workshop.childLive.ilTuoParagrafo')} hint={hint}>
            <TextareaWithDictation
              id="workshop-text"
              value={text}
              onValueChange={setText}
              maxLength={WORKSHOP_TEXT_MAX}
              rows={5}
              disabled={!open}
              dictationTarget="il tuo paragrafo"
              aria-describedby="workshop-text-hint"
              className="text-lg"
            />
          </Field>
          <Button type="submit" size="lg" disabled={!open || text.trim() === ''}>
            <Send aria-hidden="true" />
            {t('workshop.childLive.inviaAllaLavagna')}
          </Button>
          {mine ? (
            <p role="status" className="rounded-xl bg-sky-50 p-3 text-sky-900 [overflow-wrap:anywhere]">
              <strong>{t('workshop.childLive.laTuaPropostaESulla')}</strong> «{mine.text}
              {t('workshop.childLive.aspettaLaMaestraOIl')}
            </p>
          ) : null}
        </form>
        <div>
          <ReadAloudButton readAloud={readAloud} />
        </div>
        <StoryPanel workshop={workshop} />
      </div>
    </div>
  );
}
