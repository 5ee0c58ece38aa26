import { useQuery } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { integrationsSchema, type Integrations } from '../../../shared/schemas/settings';
import { LoadError } from '../../components/ui/query-state';
import { Loading } from '../../components/ui/spinner';
import { api, errorMessage } from '../../lib/api-client';
import { t } from '../../i18n/it/site-settings';

export const integrationsKey = ['admin', 'integrations'] as const;

function describe({ provider, host }: Integrations['translation']): { state: string; detail: string } {
  if (provider === 'google')
    return {
      state: t('siteSettings.translationServiceCard.attivaConGoogle', { host: host ?? 'translate.googleapis.com' }),
      detail: t('siteSettings.translationServiceCard.quandoQualcunoTraduceUnaStoria'),
    };
  if (provider === 'libretranslate')
    return {
      state: t('siteSettings.translationServiceCard.attivaConLibretranslateAllIndirizzo', { host: host ?? '' }),
      detail: t('siteSettings.translationServiceCard.ilTitoloEIlTesto'),
    };
  return { state: t('siteSettings.shared.spenta'), detail: t('siteSettings.translationServiceCard.nessunTestoVieneInviatoA') };
}

/** /superuser-settings: which translation service the story texts go to (GET /api/admin/integrations). */
export function TranslationServiceCard() {
  const integrations = useQuery({
    queryKey: integrationsKey,
    queryFn: async () => integrationsSchema.parse(await api<unknown>('/api/admin/integrations')),
  });
  const text = integrations.data ? describe(integrations.data.translation) : null;
  return (
    <section aria-labelledby="translation-service-title" className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <h2 id="translation-service-title" className="mb-2 flex items-center gap-3 text-xl font-bold text-brand-900">
        <Languages className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
        {t('siteSettings.translationServiceCard.servizioDiTraduzione')}
      </h2>
      {integrations.isPending ? <Loading /> : null}
      {integrations.isError ? <LoadError onRetry={() => void integrations.refetch()}>{errorMessage(integrations.error)}</LoadError> : null}
      {text ? (
        <>
          <p className="text-lg text-slate-800 [overflow-wrap:anywhere]">
            {t('siteSettings.translationServiceCard.traduzione')} <strong>{text.state}</strong>.
          </p>
          <p className="mt-1 text-slate-700 [overflow-wrap:anywhere]">{text.detail}</p>
        </>
      ) : null}
    </section>
  );
}
