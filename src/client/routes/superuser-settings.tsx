import { CreditCard, Globe, Mail, Palette, Shield, Sparkles } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../components/layout/page-header';
import { AccountSettingsCard } from '../features/site-settings/account-settings-card';
import { TranslationServiceCard } from '../features/site-settings/translation-service-card';
import { BackupCard } from '../features/superuser/backup-card';
import { paths } from '../paths';
import { t } from '../i18n/it/superuser';

interface SettingCard {
  title: string;
  text: string;
  icon: ComponentType<{ className?: string }>;
  to?: string;
}

/** Spec 000 §2: palette, default email, base language and SPARE are still in development. */
const CARDS: readonly SettingCard[] = [
  { title: t('superuser.superuserSettings.paletteColori'), text: t('superuser.superuserSettings.scegliIColoriDelSito'), icon: Palette },
  { title: t('superuser.superuserSettings.emailPredefinita'), text: t('superuser.superuserSettings.lIndirizzoUsatoPerLe'), icon: Mail },
  { title: t('superuser.superuserSettings.linguaDiBase'), text: t('superuser.superuserSettings.laLinguaPrincipaleDelleStorie'), icon: Globe },
  { title: 'SPARE', text: t('superuser.superuserSettings.altreImpostazioni'), icon: Sparkles },
  {
    title: t('superuser.shared.modalitaDiPagamento'),
    text: t('superuser.superuserSettings.spesePerLaGenerazioneDelle'),
    icon: CreditCard,
    to: paths.superuserPaymentSettings,
  },
  {
    title: t('superuser.shared.sicurezza'),
    text: t('superuser.superuserSettings.cambiaLaPasswordDelSuperuser'),
    icon: Shield,
    to: paths.superuserPasswordChange,
  },
];

export function SuperuserSettingsRoute() {
  return (
    <section>
      <PageHeader title={t('superuser.shared.impostazioni')} back={paths.superuser} />
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
                {to ? null : (
                  <span className="mt-1 w-fit rounded-full bg-amber-100 px-3 py-0.5 text-xs font-bold text-amber-900">
                    {t('superuser.superuserSettings.inViaDiSviluppo')}
                  </span>
                )}
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
