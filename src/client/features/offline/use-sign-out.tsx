import { Suspense, useState, type ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { getSession, useLogout } from '../auth/session';
import { t } from '../../i18n/it/offline';

const ConfirmDialog = lazyNamed(() => import('../../components/ui/confirm-dialog'), 'ConfirmDialog');

/**
 * 'Esci' on a shared device. Stories saved offline wait in the outbox and can be sent only on
 * their author's session, so before an 'Esci' that would leave some behind the child is asked:
 * 'Resta' (wait for the network) or 'Esci comunque'. Leaving keeps them on the device bound to her
 * profile, never shown to another child, and they are sent at her next login here. Deleting them
 * would lose a child's work; sending them later without her session is not possible; so keeping
 * them bound, and saying so, is the safest choice for a classroom PC.
 */
export function useSignOut(onSignedOut: () => void): { signOut: () => void; isPending: boolean; dialog: ReactNode } {
  const logout = useLogout();
  const [waiting, setWaiting] = useState(0);
  const leave = () => logout.mutate(undefined, { onSuccess: onSignedOut });
  const signOut = () => {
    const profileId = getSession()?.user?.id;
    if (!profileId) return leave();
    // The outbox loads here, not with the home page's first paint.
    import('./outbox')
      .then(({ pending }) => pending(profileId))
      .then(
        (entries) => (entries.length > 0 ? setWaiting(entries.length) : leave()),
        // No IndexedDB here: nothing can be waiting in the outbox.
        () => leave(),
      );
  };
  const dialog =
    waiting > 0 ? (
      <Suspense fallback={null}>
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setWaiting(0);
          }}
          title={t('offline.useSignOut.ciSonoStorieNonAncora')}
          description={t('offline.useSignOut.seEsciOraRestano', { waiting })}
          confirmLabel={t('offline.useSignOut.esciComunque')}
          cancelLabel={t('offline.useSignOut.resta')}
          onConfirm={() => {
            setWaiting(0);
            leave();
          }}
        />
      </Suspense>
    ) : null;
  return { signOut, isPending: logout.isPending, dialog };
}
