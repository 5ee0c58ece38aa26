import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../i18n/it/superuser';

export interface CardProfile {
  id: string;
  name: string;
  passwordIsInitial: boolean;
}

/**
 * Printable login cards (issue 15): one A4 sheet of cards with the site address and its QR code,
 * the profile name, its password (the name, or 'password personale impostata': never the personal
 * one) and a line for the adult. Rendered in a portal that only the print stylesheet shows.
 */
export function LoginCards({ profiles }: { profiles: readonly CardProfile[] }) {
  const address = window.location.origin;
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void QRCode.toDataURL(address, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then((url) => {
      if (alive) setQr(url);
    });
    return () => {
      alive = false;
    };
  }, [address]);
  if (profiles.length === 0) return null;
  return createPortal(
    <div className="login-cards" aria-hidden="true">
      {profiles.map((p) => (
        <article key={p.id} className="login-card">
          <div className="login-card-head">
            {qr ? <img src={qr} alt="" width={80} height={80} /> : null}
            <div>
              <p className="login-card-site">{t('superuser.loginCards.fantasmia')}</p>
              <p className="login-card-address">{address}</p>
            </div>
          </div>
          <p className="login-card-name">{p.name}</p>
          <p>
            {t('superuser.loginCards.password')} {p.passwordIsInitial ? p.name : t('superuser.loginCards.passwordPersonaleImpostata')}
          </p>
          <p className="login-card-adult">{t('superuser.loginCards.adultoDiRiferimento')}</p>
        </article>
      ))}
    </div>,
    document.body,
  );
}

/** Opens the print dialog with only the cards on the page. */
export function printLoginCards(): void {
  document.body.classList.add('printing-cards');
  const done = () => {
    document.body.classList.remove('printing-cards');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
