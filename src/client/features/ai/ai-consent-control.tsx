import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminUser } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { useSetAiConsent } from './ai-api';

/**
 * /superuser-users: the adult's separate AI consent of one profile (law 132/2025 art. 4(4)), and the
 * superuser's switch to record or withdraw it at the adult's request.
 */
export function AiConsentControl({ user }: { user: AdminUser }) {
  const setConsent = useSetAiConsent();
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [adultName, setAdultName] = useState('');
  const given = user.aiConsentAt !== null;

  const save = (consent: boolean) =>
    setConsent.mutate(
      { userId: user.id, consent, adultName: adultName.trim() },
      {
        onSuccess: () => {
          toast.success(consent ? 'Consenso AI registrato' : 'Consenso AI revocato', { description: user.name });
          setGranting(false);
          setAdultName('');
        },
        onError: (e) => toast.error('Errore', { description: errorMessage(e) }),
      },
    );

  return (
    <>
      <p className="break-words text-sm text-slate-700">
        {given ? `Consenso AI: sì${user.aiConsentBy ? `, dato da ${user.aiConsentBy}` : ''}${user.aiConsentAt ? ` il ${formatDate(user.aiConsentAt)}` : ''}` : 'Consenso AI: no'}
      </p>
      {given ? (
        <Button size="sm" variant="secondary" onClick={() => setRevoking(true)} aria-label={`Revoca il consenso AI di ${user.name}`}>
          <Sparkles aria-hidden="true" /> Revoca AI
        </Button>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setGranting(true)} aria-label={`Registra il consenso AI di ${user.name}`}>
          <Sparkles aria-hidden="true" /> Consenso AI
        </Button>
      )}
      <Dialog open={granting} onOpenChange={setGranting}>
        <DialogContent title={`Consenso AI per ${user.name}`} description="Registra il consenso solo se te lo ha chiesto il genitore o l'adulto responsabile del bambino.">
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              save(true);
            }}
          >
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`ai-consent-adult-${user.id}`} className="font-semibold text-brand-900">
                Nome dell&apos;adulto che lo ha chiesto
              </label>
              <Input id={`ai-consent-adult-${user.id}`} value={adultName} maxLength={60} onChange={(e) => setAdultName(e.target.value)} autoComplete="off" />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setGranting(false)}>
                Annulla
              </Button>
              <Button type="submit" disabled={adultName.trim().length < 2 || setConsent.isPending}>
                Registra il consenso
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        title="Revocare il consenso AI?"
        description={`${user.name} non potrà più usare gli strumenti di intelligenza artificiale.`}
        confirmLabel="Revoca"
        destructive
        onConfirm={() => save(false)}
      />
    </>
  );
}
