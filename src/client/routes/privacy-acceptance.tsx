import { Navigate, useLocation } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { Card, CardTitle } from '../components/ui/card';
import { LoadError } from '../components/ui/query-state';
import { Loading } from '../components/ui/spinner';
import { useSession } from '../features/auth/session';
import { PrivacyNotice } from '../features/entrance/privacy-notice';
import { useAppConfig } from '../features/entrance/use-app-config';
import { ConsentForm } from '../features/profiles/consent-form';
import { readProfileNavigationState } from '../features/profiles/navigation-state';
import { errorMessage } from '../lib/api-client';
import { paths } from '../paths';
import { t } from '../i18n/it/entrance';

/**
 * /privacy-acceptance: after a profile is created (or a profile without consent logs in), the adult
 * reads seven short sections and gives consent. The server session says which profile waits, so a
 * reload keeps working; the navigation state (profileId, profileName) is only a hint.
 */
export function PrivacyAcceptanceRoute() {
  const location = useLocation();
  const session = useSession();
  const config = useAppConfig();
  const hint = readProfileNavigationState(location.state);

  if (session.isPending || config.isPending) return <Loading />;
  if (session.isError) {
    return (
      <section>
        <PageHeader title={t('entrance.privacyAcceptance.privacyECondizioniDUso')} back={paths.home} />
        <Card>
          <LoadError onRetry={() => void session.refetch()}>{errorMessage(session.error)}</LoadError>
        </Card>
      </section>
    );
  }
  const profile = session.data.pendingConsent ?? session.data.user;
  if (!profile) return <Navigate to={paths.home} replace />;
  const profileName = profile.name || hint?.profileName || '';

  return (
    <section className="mx-auto max-w-3xl">
      <PageHeader title={t('entrance.privacyAcceptance.privacyECondizioniDUso')} />
      <p className="mb-5 text-lg text-slate-800">
        {t('entrance.shared.ilProfilo')} <strong>{profileName}</strong> {t('entrance.privacyAcceptance.eProntoPrimaDiIniziare')}
      </p>
      <Card className="mb-6">
        <PrivacyNotice />
      </Card>
      <Card className="border-2 border-green-600 ring-0">
        <CardTitle className="mb-3">{t('entrance.privacyAcceptance.consensoDellAdulto')}</CardTitle>
        {/* Without the site settings we cannot know whether a password is needed: the server will say. */}
        <ConsentForm profileName={profileName} passwordRequired={config.data?.requirePersonalPasswords ?? false} />
      </Card>
    </section>
  );
}
