import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import { clearPublicMode, isPublicMode, useLogout, useSession } from '../auth/session';

/**
 * On the home page, for whoever is already in: the way to the dashboard and out, or back to the
 * adult's consent for a profile that still waits for it.
 */
export function SessionCard() {
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const user = session.data?.user;
  const pending = session.data?.pendingConsent;
  if (!user && !pending) {
    if (!isPublicMode()) return null;
    const leavePublicMode = () => {
      clearPublicMode();
      // Navigating re-renders the layout, whose indicator reads the public mode.
      void navigate(paths.home, { replace: true });
    };
    return (
      <Card className="flex flex-col gap-3 bg-amber-50 ring-amber-200">
        <CardTitle>Utente Pubblico</CardTitle>
        <p className="text-slate-700">Stai usando FantasMia senza un profilo.</p>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.public} className={buttonVariants()}>
            Continua come utente pubblico
          </Link>
          <Button variant="secondary" onClick={leavePublicMode}>
            <LogOut aria-hidden="true" />
            Esci
          </Button>
        </div>
      </Card>
    );
  }

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => void navigate(paths.home, { replace: true }),
      onError: (e) => toast.error('Errore', { description: errorMessage(e) }),
    });

  if (user) {
    return (
      <Card className="flex flex-col gap-3 bg-amber-50 ring-amber-200">
        <CardTitle>Ciao, {user.name}!</CardTitle>
        <p className="text-slate-700">Hai già fatto l&apos;accesso. Vuoi continuare da dove eri rimasto?</p>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.dashboard} state={{ profileId: user.id, profileName: user.name }} className={buttonVariants()}>
            <LayoutDashboard aria-hidden="true" />
            Vai alla Dashboard
          </Link>
          <Button variant="secondary" onClick={signOut} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            Esci
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-3 bg-amber-50 ring-amber-200">
      <CardTitle>Manca solo un passo</CardTitle>
      <p className="text-slate-700">
        Il profilo <strong>{pending?.name}</strong> aspetta che un adulto legga e accetti le condizioni d&apos;uso.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.privacyAcceptance} className={buttonVariants()}>
          Completa il consenso
        </Link>
        <Button variant="secondary" onClick={signOut} disabled={logout.isPending}>
          Annulla
        </Button>
      </div>
    </Card>
  );
}
