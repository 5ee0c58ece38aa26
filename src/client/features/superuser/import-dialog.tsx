import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { CLASS_IMPORT_MAX_CHARS, type ClassImportResponse, type ImportRow } from '../../../shared/schemas/class-import';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { api, errorMessage } from '../../lib/api-client';
import { profilesQueryKey } from '../profiles/use-profiles';
import { usePasswordSetup } from '../profiles/use-password-setup';
import { adminUsersKey } from './api/use-admin-users';
import { t } from '../../i18n/it/superuser';

const STATUS_LABELS: Record<ImportRow['status'], string> = {
  new: t('superuser.importDialog.nuovo'),
  duplicate: t('superuser.importDialog.doppione'),
  invalid: t('superuser.importDialog.nonValido'),
};
const STATUS_TONES: Record<ImportRow['status'], string> = { new: 'text-green-800', duplicate: 'text-amber-800', invalid: 'text-red-700' };

function useImportClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { csv: string; commit: boolean }) => api<ClassImportResponse>('/api/admin/users/import', { method: 'POST', body }),
    onSuccess: async (_, body) => {
      if (body.commit)
        await Promise.all([queryClient.invalidateQueries({ queryKey: adminUsersKey }), queryClient.invalidateQueries({ queryKey: profilesQueryKey })]);
    },
  });
}

/** 'Importa classe (CSV)': choose a file, see the preview, then create the new profiles. */
export function ImportButton() {
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useImportClass();
  // What the new profiles' passwords will be, as the site is set up now.
  const passwordSetup = usePasswordSetup();
  const preview = run.data && !run.variables?.commit ? run.data : null;

  const reset = () => {
    setCsv(null);
    setError(null);
    run.reset();
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    reset();
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > CLASS_IMPORT_MAX_CHARS) {
      setError(t('superuser.importDialog.ilFileETroppoGrande'));
      return;
    }
    const text = await file.text();
    setCsv(text);
    run.mutate({ csv: text, commit: false }, { onError: (e) => setError(errorMessage(e)) });
  };
  const confirm = () => {
    if (!csv) return;
    run.mutate(
      { csv, commit: true },
      {
        onSuccess: (r) => {
          toast.success(t('superuser.importDialog.profiliCreati', { created: r.created }));
          setOpen(false);
          reset();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" /> {t('superuser.importDialog.importaClasseCsv')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) reset();
        }}
      >
        <DialogContent title={t('superuser.importDialog.importaClasseCsv')} description={t('superuser.importDialog.unFileCsvInUtf')} className="max-w-3xl">
          <div className="flex flex-col gap-4">
            {passwordSetup ? (
              <p data-testid="import-password-note" className="rounded-xl bg-amber-50 p-3 text-slate-800 ring-1 ring-amber-200">
                {passwordSetup === 'name' ? t('superuser.importDialog.passwordNome') : t('superuser.importDialog.entranoConLaTessera')}
              </p>
            ) : null}
            <label className="flex flex-col gap-1.5">
              <span className="font-semibold text-brand-900">{t('superuser.importDialog.fileCsv')}</span>
              <input
                type="file"
                accept=".csv,text/csv"
                onChange={(e) => void choose(e)}
                className="min-h-11 rounded-xl border border-brand-200 p-2"
                aria-describedby={error ? 'import-error' : undefined}
              />
            </label>
            {error ? (
              <p id="import-error" role="alert" className="font-medium text-red-700">
                {error}
              </p>
            ) : null}
            {run.isPending ? (
              <p aria-live="polite">{t(run.variables?.commit ? 'superuser.importDialog.creazioneDeiProfili' : 'superuser.importDialog.controlloDelFile')}</p>
            ) : null}
            {preview ? (
              <>
                <p aria-live="polite" className="font-semibold text-slate-800">
                  {t('superuser.importDialog.nuoviDoppioniNonValidi', {
                    new: preview.counts.new,
                    duplicate: preview.counts.duplicate,
                    invalid: preview.counts.invalid,
                  })}
                </p>
                <Table frameClassName="max-h-80" className="text-sm">
                  <TableCaption>{t('superuser.importDialog.anteprima')}</TableCaption>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('superuser.importDialog.riga')}</TableHead>
                      <TableHead>{t('superuser.shared.nome')}</TableHead>
                      <TableHead>{t('superuser.shared.eta')}</TableHead>
                      <TableHead>{t('superuser.importDialog.esito')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {preview.rows.map((r) => (
                      <TableRow key={r.line}>
                        <TableCell>{r.line}</TableCell>
                        <TableCell className="max-w-48 break-words [overflow-wrap:anywhere]">{r.name}</TableCell>
                        <TableCell>{r.age}</TableCell>
                        <TableCell className={`font-semibold ${STATUS_TONES[r.status]}`}>
                          {STATUS_LABELS[r.status]}
                          {r.reason ? <span className="block font-normal text-slate-700">{r.reason}</span> : null}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t('superuser.shared.annulla')}
              </Button>
              <Button onClick={confirm} disabled={!preview || preview.counts.new === 0 || run.isPending}>
                {preview ? t('superuser.importDialog.creaProfili', { count: preview.counts.new }) : t('superuser.importDialog.creaIProfili')}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
