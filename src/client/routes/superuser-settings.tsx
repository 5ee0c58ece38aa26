import { CreditCard, Globe, Mail, Palette, Shield, Sparkles } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { AccountSettingsCard } from '../features/site-settings/account-settings-card';
import { TranslationServiceCard } from '../features/site-settings/translation-service-card';
import { BackupCard } from '../features/superuser/backup-card';
import { paths } from '../paths';

interface SettingCard {
  title: string;
  text: string;
  icon: ComponentType<{ className?: string }>;
  to?: string;
}

/** Spec 000 §2: palette, default email, base language and SPARE are still in development. */
const CARDS: readonly SettingCard[] = [
  { title: 'Palette colori', text: 'Scegli i colori del sito.', icon: Palette },
  { title: 'Email predefinita', text: "L'indirizzo usato per le comunicazioni.", icon: Mail },
  { title: 'Lingua di base', text: 'La lingua principale delle storie.', icon: Globe },
  { title: 'SPARE', text: 'Altre impostazioni.', icon: Sparkles },
  { title: 'Modalità di pagamento', text: 'Spese per la generazione delle immagini.', icon: CreditCard, to: paths.superuserPaymentSettings },
  { title: 'Sicurezza', text: 'Cambia la password del superuser.', icon: Shield, to: paths.superuserPasswordChange },
];

export function SuperuserSettingsRoute() {
  return (
    <section>
      <PageHeader title="Impostazioni" back={paths.superuser} />
      <AccountSettingsCard />
      <TranslationServiceCard />
      <ul className="grid gap-4 sm:grid-cols-2">
        {CARDS.map(({ title, text, icon: Icon, to }) => {
          const body = (
            <>
              <Icon className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="flex flex-col gap-1">
                <span className="text-lg font-bold text-brand-900">{title}</span>
                <span className="text-slate-700">{text}</span>
                {to ? null : <span className="mt-1 w-fit rounded-full bg-amber-100 px-3 py-0.5 text-xs font-bold text-amber-900">IN VIA DI SVILUPPO</span>}
              </span>
            </>
          );
          return (
            <li key={title}>
              {to ? (
                <Link to={to} className="flex min-h-28 items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 hover:bg-brand-100">
                  {body}
                </Link>
              ) : (
                <div className="flex min-h-28 items-start gap-4 rounded-2xl bg-white/70 p-5 ring-1 ring-brand-100" aria-disabled="true">
                  {body}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <BackupCard />
    </section>
  );
}
