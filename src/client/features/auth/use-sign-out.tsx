import { Suspense, useState, type ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { getSession, useLogout } from './session';
import { t } from '../../i18n/it/offline';

const ConfirmDialog = lazyNamed(() => import('../../components/ui/confirm-dialog'), 'ConfirmDialog');

/**
 * 'Esci' on a shared device. Stories saved offline wait in the outbox and can be sent only on
 * their author's session, so before an 'Esci' that would leave some behind the child is asked:
 * 'Resta' (they leave by themselves when the network returns) or 'Esci comunque', which deletes
 * them from the device with the rest of her data, so nothing of hers waits for the next child.
 */
export function useSignOut(onSignedOut: () => void): { signOut: () => void; isPending: boolean; dialog: ReactNode } {
  const logout = useLogout();
  const [waiting, setWaiting] = useState<{ profileId: string; count: number } | null>(null);
  const leave = () => logout.mutate(undefined, { onSuccess: onSignedOut });
  const discardAndLeave = (profileId: string) =>
    import('../offline/outbox')
      .then(async ({ pending, remove }) => {
        for (const entry of await pending(profileId)) await remove(entry.id);
      })
      .finally(leave);
  const signOut = () => {
    const profileId = getSession()?.user?.id;
    if (!profileId) return leave();
    // The outbox loads here, not with the home page's first paint.
    import('../offline/outbox')
      .then(({ pending }) => pending(profileId))
      .then(
        (entries) => (entries.length > 0 ? setWaiting({ profileId, count: entries.length }) : leave()),
        // No IndexedDB here: nothing can be waiting in the outbox.
        () => leave(),
      );
  };
  const dialog = waiting ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        onOpenChange={(open) => {
          if (!open) setWaiting(null);
        }}
        title={t('offline.useSignOut.ciSonoStorieNonAncora')}
        description={t('offline.useSignOut.seEsciOraVieneCancellata', { waiting: waiting.count })}
        confirmLabel={t('offline.useSignOut.esciComunque')}
        cancelLabel={t('offline.useSignOut.resta')}
        onConfirm={() => {
          setWaiting(null);
          void discardAndLeave(waiting.profileId);
        }}
      />
    </Suspense>
  ) : null;
  return { signOut, isPending: logout.isPending, dialog };
}
