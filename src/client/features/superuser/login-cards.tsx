import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { cardLoginUrl, type IssuedCard } from '../../../shared/schemas/login-card';
import { t } from '../../i18n/it/login-cards';

/** The card's words as the child reads them: 'gatto rosso luna 427'. */
export function readableCode(code: string): string {
  return code.replace(/-/g, ' ');
}

/**
 * The printed login cards: for each child her name, the QR of `/card-login#k=<secret>` (the
 * secret in the fragment never reaches a server log), the words to type where there is no
 * camera, and a line for the adult. Rendered in a portal that only the print stylesheet shows,
 * two columns on an A4 sheet. `onReady` is called once every QR is drawn.
 */
export function LoginCards({ cards, onReady }: { cards: readonly IssuedCard[]; onReady?: () => void }) {
  const origin = window.location.origin;
  const [qrs, setQrs] = useState<ReadonlyMap<string, string> | null>(null);
  useEffect(() => {
    let alive = true;
    void Promise.all(
      cards.map(async (c) => [c.userId, await QRCode.toDataURL(cardLoginUrl(origin, c.secret), { margin: 1, width: 240, errorCorrectionLevel: 'M' })] as const),
    ).then((entries) => {
      if (alive) setQrs(new Map(entries));
    });
    return () => {
      alive = false;
    };
  }, [cards, origin]);
  useEffect(() => {
    if (qrs && cards.length > 0) onReady?.();
  }, [qrs, cards, onReady]);
  if (cards.length === 0) return null;
  return createPortal(
    <div className="login-cards" aria-hidden="true">
      {cards.map((c) => {
        const qr = qrs?.get(c.userId);
        return (
          <article key={c.userId} className="login-card" data-user-id={c.userId}>
            <div className="login-card-head">
              {qr ? <img src={qr} alt={t('loginCards.print.qrDi', { name: c.name })} width={110} height={110} /> : null}
              <div>
                <p className="login-card-site">{t('loginCards.print.fantasmia')}</p>
                <p className="login-card-name">{c.name}</p>
                {c.groupName ? <p>{c.groupName}</p> : null}
              </div>
            </div>
            <p>{t('loginCards.print.inquadraIlQr')}</p>
            <p>{t('loginCards.print.senzaFotocamera', { address: `${origin}/profiles` })}</p>
            <p className="login-card-code">{readableCode(c.code)}</p>
            <p className="login-card-adult">{t('loginCards.print.perLAdulto', { name: c.name })}</p>
          </article>
        );
      })}
    </div>,
    document.body,
  );
}

/** Opens the print dialog with only the cards on the page; `after` runs when it closes. */
export function printLoginCards(after?: () => void): void {
  document.body.classList.add('printing-cards');
  const done = () => {
    document.body.classList.remove('printing-cards');
    window.removeEventListener('afterprint', done);
    after?.();
  };
  window.addEventListener('afterprint', done);
  window.print();
}
