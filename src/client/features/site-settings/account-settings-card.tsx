import { ShieldCheck } from 'lucide-react';
import { toast } from '../../lib/toast';
import type { SiteSettings } from '../../../shared/schemas/settings';
import { Button } from '../../components/ui/button';
import { Loading } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { errorMessage } from '../../lib/api-client';
import { useSiteSettings, useUpdateSiteSettings } from './use-site-settings';
import { t } from '../../i18n/it/site-settings';

const SWITCHES: ReadonlyArray<{ key: keyof SiteSettings; title: string; text: string }> = [
  {
    key: 'requirePersonalPasswords',
    title: t('siteSettings.accountSettingsCard.passwordPersonali'),
    text: t('siteSettings.accountSettingsCard.ogniBambinoSceglieConUn'),
  },
  {
    key: 'hideProfileList',
    title: t('siteSettings.accountSettingsCard.nascondiLElencoDeiProfili'),
    text: t('siteSettings.accountSettingsCard.nellaPaginaDeiProfiliNessuno'),
  },
];

/** /superuser-settings: the account-safety switches (issue 11), explained in simple words. */
export function AccountSettingsCard() {
  const settings = useSiteSettings();
  const update = useUpdateSiteSettings();

  const toggle = (key: keyof SiteSettings, value: boolean, title: string) =>
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast.success(t('siteSettings.accountSettingsCard.impostazioneSalvata'), { description: `${title}: ${value ? 'attiva' : 'spenta'}` }),
        onError: (e) => toast.error(t('siteSettings.accountSettingsCard.errore'), { description: errorMessage(e) }),
      },
    );

  return (
    <section aria-labelledby="account-settings-title" className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <h2 id="account-settings-title" className="mb-4 flex items-center gap-3 text-xl font-bold text-brand-900">
        <ShieldCheck className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        {t('siteSettings.accountSettingsCard.accessoDeiBambini')}
      </h2>
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-red-700">
            {errorMessage(settings.error)}
          </p>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('siteSettings.accountSettingsCard.riprova')}
          </Button>
        </div>
      ) : null}
      {settings.data ? (
        <ul className="flex flex-col gap-5">
          {SWITCHES.map(({ key, title, text }) => (
            <li key={key} className="flex items-start justify-between gap-4">
              <div className="min-w-0">
                <p id={`setting-${key}-label`} className="text-lg font-bold text-brand-900">
                  {title}
                </p>
                <p id={`setting-${key}-text`} className="text-slate-700">
                  {text}
                </p>
              </div>
              <Switch
                id={`setting-${key}`}
                checked={settings.data[key]}
                disabled={update.isPending}
                labelledBy={`setting-${key}-label`}
                describedBy={`setting-${key}-text`}
                onCheckedChange={(value) => toggle(key, value, title)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
