import { useMutation } from '@tanstack/react-query';
import { DatabaseBackup, Download, LoaderCircle, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { api, errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import { forgetSession } from '../auth/session';
import { t } from '../../i18n/it/superuser';

/** 'Backup' on /superuser-settings: the whole installation in one file, and back. */
export function BackupCard() {
  const inputId = useId();
  const errorId = useId();
  const navigate = useNavigate();
  // The superuser who restores is logged out: the backup's superuser replaces them.
  const restore = useMutation({
    mutationFn: (file: File) => api<{ ok: true; counts: Record<string, number> }>('/api/admin/restore', { method: 'POST', body: file }),
    // After the caller's own onSuccess (its toast 'Ripristino completato' and the move to the gate):
    // the session query tells every screen at once, and a guarded screen that unmounts first would
    // lose the callbacks `mutate` was given. TanStack runs those in the same chain of promises as
    // this one, so a macrotask comes after them.
    onSuccess: () => {
      setTimeout(forgetSession, 0);
    },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setError(null);
    if (!file) {
      setError(t('superuser.backupCard.scegliPrimaIlFileDi'));
      fileInput.current?.focus();
      return;
    }
    setConfirming(true);
  };

  const confirm = () => {
    if (!file) return;
    restore.mutate(file, {
      onSuccess: () => {
        toast.success(t('superuser.backupCard.ripristinoCompletato'), { description: t('superuser.backupCard.accediDiNuovoComeSuperuser') });
        void navigate(paths.superuser);
      },
      onError: (e) => {
        const message = errorMessage(e);
        setError(message);
        toast.error(t('superuser.backupCard.ripristinoNonRiuscito'), { description: message });
      },
    });
  };

  return (
    <Card className="mt-6">
      <div className="flex items-start gap-4">
        <DatabaseBackup className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <CardTitle>{t('superuser.backupCard.backup')}</CardTitle>
          <p className="mt-1 text-slate-700">{t('superuser.backupCard.scaricaInUnSoloFile')}</p>
          <a href="/api/admin/backup" download className={buttonVariants({ className: 'mt-4' })}>
            <Download aria-hidden="true" />
            {t('superuser.backupCard.scaricaBackup')}
          </a>

          <h3 className="mt-6 text-lg font-bold text-brand-900">{t('superuser.backupCard.ripristinaDaUnBackup')}</h3>
          <p className="mt-1 text-slate-700">{t('superuser.backupCard.siPuoRipristinareSoloIn')}</p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor={inputId} className="font-semibold text-brand-900">
                {t('superuser.backupCard.fileDiBackupJsonlGz')}
              </label>
              <input
                ref={fileInput}
                id={inputId}
                type="file"
                accept=".gz,application/gzip"
                aria-describedby={error ? errorId : undefined}
                aria-invalid={error ? true : undefined}
                className="min-h-11 w-full min-w-0 rounded-xl bg-white p-2 text-slate-800 ring-1 ring-brand-200 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:font-semibold file:text-brand-900"
                onChange={(e) => {
                  setError(null);
                  setFile(e.target.files?.[0] ?? null);
                }}
              />
            </div>
            <Button variant="secondary" onClick={start} disabled={restore.isPending}>
              {restore.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
              {restore.isPending ? t('superuser.backupCard.ripristinoInCorso') : t('superuser.backupCard.ripristinaBackup')}
            </Button>
          </div>
          {error ? (
            <p id={errorId} role="alert" className="mt-2 break-words font-semibold text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('superuser.backupCard.ripristinareQuestoBackup')}
        description={t('superuser.backupCard.tuttiIDatiDelFile', { value: file?.name ?? '' })}
        confirmLabel={t('superuser.backupCard.siRipristina')}
        onConfirm={confirm}
      />
    </Card>
  );
}
