import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef } from 'react';
import { buttonVariants } from '../../components/ui/button';
import { formatDate } from '../../lib/format-date';
import type { StoredDraft } from './draft-storage';
import { t } from '../../i18n/it/drafts';

export interface DraftResumePromptProps {
  /** The editor's draft (from useDraft): open while a stored draft waits for an answer. */
  draft: { pending: StoredDraft<unknown> | null; resume: () => void; restart: () => void };
}

/**
 * 'Hai una storia in sospeso': continue the stored draft ('Riprendi') or start over ('Ricomincia').
 * 'Riprendi' has the focus, so that Enter keeps the child's work and never throws it away.
 */
export function DraftResumePrompt({ draft }: DraftResumePromptProps) {
  const resume = useRef<HTMLButtonElement>(null);
  const savedAt = draft.pending ? formatDate(draft.pending.savedAt, 'long') : '';
  return (
    <AlertDialog.Root open={draft.pending !== null}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          onEscapeKeyDown={(e) => e.preventDefault()}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            resume.current?.focus();
          }}
        >
          <AlertDialog.Title className="text-xl font-bold text-brand-900">{t('drafts.draftResumePrompt.haiUnaStoriaInSospeso')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            {savedAt ? t('drafts.draftResumePrompt.lUltimaVoltaIlNon', { savedAt }) : t('drafts.draftResumePrompt.nonAveviFinitoQuestaStoria')}{' '}
            {t('drafts.draftResumePrompt.vuoiContinuareDaDoveEri')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'secondary' })} onClick={draft.restart}>
              {t('drafts.draftResumePrompt.ricomincia')}
            </AlertDialog.Cancel>
            <AlertDialog.Action ref={resume} className={buttonVariants({ variant: 'default' })} onClick={draft.resume}>
              {t('drafts.draftResumePrompt.riprendi')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
