import { LoaderCircle, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CARD_SECRET_PATTERN } from '../../../shared/schemas/login-card';
import { buttonVariants } from '../../components/ui/button';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import { t } from '../../i18n/it/login-cards';
import { useCardLogin } from './use-login';

/** The secret a card's QR carries in the address's fragment (`#k=…`), or null. */
export function secretFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('k');
  return value && CARD_SECRET_PATTERN.test(value) ? value : null;
}

/**
 * /card-login: the page a card's QR opens. The secret is taken from the fragment (which never
 * reaches a server or its logs) and wiped from the address bar at once, so it stays neither in
 * the history nor on the screen; then the child is logged in and goes to her dashboard.
 */
export function CardLinkLogin() {
  const navigate = useNavigate();
  const login = useCardLogin();
  const [secret] = useState(() => secretFromHash(window.location.hash));
  const started = useRef(false);

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!secret || started.current) return;
    started.current = true;
    // From the login's own promise, which settles whatever happens meanwhile to this screen's observer.
    login.mutateAsync({ secret }).then(
      () => void navigate(paths.dashboard, { replace: true }),
      () => undefined, // shown from login.error below
    );
  }, [secret, login, navigate]);

  const failure = !secret
    ? { title: t('loginCards.cardLink.tesseraNonValida'), text: t('loginCards.cardLink.nessunCodice') }
    : login.isError
      ? login.error instanceof ApiRequestError && login.error.code === 'consent_pending'
        ? { title: t('loginCards.cardLink.consensoInAttesa'), text: errorMessage(login.error) }
        : { title: t('loginCards.cardLink.tesseraNonValida'), text: errorMessage(login.error) }
      : null;

  if (!failure)
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-8 text-lg text-brand-900">
        <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
        {t('loginCards.cardLink.entrando')}
      </p>
    );
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <h2 className="text-xl font-bold text-brand-900">{failure.title}</h2>
      <p role="alert" className="text-lg text-slate-800">
        {failure.text}
      </p>
      <Link to={paths.profiles} className={buttonVariants({ size: 'lg' })}>
        <Users aria-hidden="true" />
        {t('loginCards.cardLink.vaiAiProfili')}
      </Link>
    </div>
  );
}
