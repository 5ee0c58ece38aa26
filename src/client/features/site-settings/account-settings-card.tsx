import { ChevronDown, House, ShieldCheck, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { SiteSettings, UpdateSiteSettings } from '../../../shared/schemas/settings';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError } from '../../components/ui/query-state';
import { Loading } from '../../components/ui/spinner';
import { Switch, type SwitchProps } from '../../components/ui/switch';
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

/** Family use is the spec's open door: every profile listed, the name as the password. */
const FAMILY: SiteSettings = { requirePersonalPasswords: false, hideProfileList: false };
const SECURE: SiteSettings = { requirePersonalPasswords: true, hideProfileList: true };

type Setup = 'secure' | 'family' | 'custom';

function setupOf(settings: SiteSettings): Setup {
  if (settings.requirePersonalPasswords && settings.hideProfileList) return 'secure';
  if (!settings.requirePersonalPasswords && !settings.hideProfileList) return 'family';
  return 'custom';
}

const SETUP_TEXT: Record<Setup, { title: string; text: string }> = {
  secure: { title: t('siteSettings.accountSettingsCard.accessoProtetto'), text: t('siteSettings.accountSettingsCard.accessoProtettoTesto') },
  family: { title: t('siteSettings.accountSettingsCard.usoInFamigliaAttivo'), text: t('siteSettings.accountSettingsCard.usoInFamigliaAttivoTesto') },
  custom: { title: t('siteSettings.accountSettingsCard.accessoPersonalizzato'), text: t('siteSettings.accountSettingsCard.accessoPersonalizzatoTesto') },
};

/** One rule: its name and what it does, with its switch beside them. */
function SettingSwitch({ title, text, ...props }: Omit<SwitchProps, 'labelledBy' | 'describedBy'> & { title: string; text: string }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={`${props.id}-label`} className="text-lg font-bold text-brand-900">
          {title}
        </p>
        <p id={`${props.id}-text`} className="text-slate-700">
          {text}
        </p>
      </div>
      <Switch labelledBy={`${props.id}-label`} describedBy={`${props.id}-text`} {...props} />
    </div>
  );
}

const onOff = (value: boolean) => (value ? t('siteSettings.accountSettingsCard.attiva') : t('siteSettings.shared.spenta'));

/**
 * /superuser-settings: how children enter. The protected setup (hidden list, card or personal
 * password) is what a new installation starts with; one switch opens the spec's family use (open
 * list, name as password), with its risk said beside it and asked again before it is turned on.
 * The two rules behind that switch stay available one by one under 'Impostazioni avanzate'.
 */
export function AccountSettingsCard() {
  const settings = useSiteSettings();
  const update = useUpdateSiteSettings();
  const [confirmFamily, setConfirmFamily] = useState(false);
  // Open by itself when the two rules differ (that state is only explained there); then as the superuser leaves it.
  const [advancedOpen, setAdvancedOpen] = useState<boolean | null>(null);

  const save = (patch: UpdateSiteSettings, description: string) =>
    update.mutate(patch, {
      onSuccess: () => toast.success(t('siteSettings.accountSettingsCard.impostazioneSalvata'), { description }),
      onError: (e) => toast.error(t('siteSettings.accountSettingsCard.errore'), { description: errorMessage(e) }),
    });

  const familyTitle = t('siteSettings.accountSettingsCard.usoInFamiglia');
  const setFamily = (on: boolean) => save(on ? FAMILY : SECURE, `${familyTitle}: ${onOff(on)}`);
  const setup = settings.data ? setupOf(settings.data) : null;

  return (
    <section aria-labelledby="account-settings-title" className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <h2 id="account-settings-title" className="mb-4 flex items-center gap-3 text-xl font-bold text-brand-900">
        <ShieldCheck className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        {t('siteSettings.accountSettingsCard.accessoDeiBambini')}
      </h2>
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? <LoadError onRetry={() => void settings.refetch()}>{errorMessage(settings.error)}</LoadError> : null}
      {settings.data && setup ? (
        <div className="flex flex-col gap-5">
          <div
            data-testid="account-setup"
            aria-live="polite"
            className={
              setup === 'secure'
                ? 'flex items-start gap-3 rounded-xl bg-green-50 p-4 ring-1 ring-green-200'
                : 'flex items-start gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200'
            }
          >
            {setup === 'family' ? (
              <House className="mt-0.5 size-6 shrink-0 text-amber-800" aria-hidden="true" />
            ) : setup === 'secure' ? (
              <ShieldCheck className="mt-0.5 size-6 shrink-0 text-green-800" aria-hidden="true" />
            ) : (
              <SlidersHorizontal className="mt-0.5 size-6 shrink-0 text-amber-800" aria-hidden="true" />
            )}
            <p className="min-w-0 text-slate-800">
              <strong className="block text-lg text-brand-900">{SETUP_TEXT[setup].title}</strong>
              {SETUP_TEXT[setup].text}
            </p>
          </div>

          <SettingSwitch
            id="setting-family"
            title={familyTitle}
            text={t('siteSettings.accountSettingsCard.usoInFamigliaRischio')}
            checked={setup === 'family'}
            disabled={update.isPending}
            onCheckedChange={(on) => (on ? setConfirmFamily(true) : setFamily(false))}
          />

          <details
            className="group rounded-xl ring-1 ring-brand-100"
            open={advancedOpen ?? setup === 'custom'}
            onToggle={(e) => setAdvancedOpen(e.currentTarget.open)}
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-2 font-bold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              {t('siteSettings.accountSettingsCard.impostazioniAvanzate')}
              <ChevronDown className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <div className="flex flex-col gap-5 px-4 pb-4 pt-2">
              <p className="text-slate-700">{t('siteSettings.accountSettingsCard.impostazioniAvanzateTesto')}</p>
              <ul className="flex flex-col gap-5">
                {SWITCHES.map(({ key, title, text }) => (
                  <li key={key}>
                    <SettingSwitch
                      id={`setting-${key}`}
                      title={title}
                      text={text}
                      checked={settings.data[key]}
                      disabled={update.isPending}
                      onCheckedChange={(value) => save({ [key]: value }, `${title}: ${onOff(value)}`)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          </details>

          <ConfirmDialog
            open={confirmFamily}
            onOpenChange={setConfirmFamily}
            title={t('siteSettings.accountSettingsCard.attivareUsoInFamiglia')}
            description={t('siteSettings.accountSettingsCard.usoInFamigliaConferma')}
            confirmLabel={t('siteSettings.accountSettingsCard.siAttiva')}
            onConfirm={() => setFamily(true)}
          />
        </div>
      ) : null}
    </section>
  );
}
