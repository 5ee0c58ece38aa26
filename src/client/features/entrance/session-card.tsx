import { LayoutDashboard, LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { paths } from '../../paths';
import { clearPublicMode, isPublicMode, useSession } from '../auth/session';
import { useSignOut } from '../auth/use-sign-out';
import { t } from '../../i18n/it/entrance';

/**
 * On the home page, for whoever is already in: the way to the dashboard and out, or back to the
 * adult's consent for a profile that still waits for it.
 */
export function SessionCard() {
  const session = useSession();
  const navigate = useNavigate();
  const logout = useSignOut(() => void navigate(paths.home, { replace: true }));
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
        <CardTitle>{t('entrance.shared.utentePubblico')}</CardTitle>
        <p className="text-slate-700">{t('entrance.sessionCard.staiUsandoFantasmiaSenzaUn')}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.public} className={buttonVariants()}>
            {t('entrance.sessionCard.continuaComeUtentePubblico')}
          </Link>
          <Button variant="secondary" onClick={leavePublicMode}>
            <LogOut aria-hidden="true" />
            {t('entrance.shared.esci')}
          </Button>
        </div>
      </Card>
    );
  }

  if (user) {
    return (
      <Card className="flex flex-col gap-3 bg-amber-50 ring-amber-200">
        <CardTitle>
          {t('entrance.sessionCard.ciao')} {user.name}!
        </CardTitle>
        <p className="text-slate-700">{t('entrance.sessionCard.haiGiaFattoLAccesso')}</p>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.dashboard} state={{ profileId: user.id, profileName: user.name }} className={buttonVariants()}>
            <LayoutDashboard aria-hidden="true" />
            {t('entrance.sessionCard.vaiAllaDashboard')}
          </Link>
          <Button variant="secondary" onClick={logout.signOut} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            {t('entrance.shared.esci')}
          </Button>
        </div>
        {logout.dialog}
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-3 bg-amber-50 ring-amber-200">
      <CardTitle>{t('entrance.sessionCard.mancaSoloUnPasso')}</CardTitle>
      <p className="text-slate-700">
        {t('entrance.shared.ilProfilo')} <strong>{pending?.name}</strong> {t('entrance.sessionCard.aspettaCheUnAdultoLegga')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.privacyAcceptance} className={buttonVariants()}>
          {t('entrance.sessionCard.completaIlConsenso')}
        </Link>
        <Button variant="secondary" onClick={logout.signOut} disabled={logout.isPending}>
          {t('entrance.shared.annulla')}
        </Button>
      </div>
    </Card>
  );
}
