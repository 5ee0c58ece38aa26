import { useQuery } from '@tanstack/react-query';
import { FileDown, Wallet } from 'lucide-react';
import { COST_DECIMALS, COST_REFRESH_MS } from '../../shared/constants';
import { ADMIN_MESSAGES, type MediaCost } from '../../shared/schemas/admin';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { announceInDevelopment } from '../components/ui/in-development';
import { api } from '../lib/api-client';
import { paths } from '../paths';
import { t } from '../i18n/it/superuser';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', minimumFractionDigits: COST_DECIMALS, maximumFractionDigits: COST_DECIMALS });

/** /superuser-payment-settings: total spent on image generation, refreshed every 30 s. */
export function SuperuserPaymentSettingsRoute() {
  const cost = useQuery({ queryKey: ['admin', 'media-cost'], queryFn: () => api<MediaCost>('/api/admin/media-cost'), refetchInterval: COST_REFRESH_MS });
  const inDevelopment = () => announceInDevelopment();
  return (
    <section>
      <PageHeader title={t('superuser.shared.modalitaDiPagamento')} back={paths.superuserSettings} />
      <Card className="flex flex-col gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold text-brand-900">
          <Wallet className="size-6" aria-hidden="true" /> {t('superuser.superuserPaymentSettings.spesaTotalePerLaGenerazione')}
        </h2>
        {cost.isPending ? (
          <p role="status">{t('superuser.shared.caricamento')}</p>
        ) : cost.isError && cost.data === undefined ? (
          <p role="alert" className="text-red-700">
            {ADMIN_MESSAGES.costFailed}
          </p>
        ) : (
          <p className="text-4xl font-black text-brand-800" data-testid="media-cost">
            {euro.format(cost.data?.total ?? 0)}
          </p>
        )}
        <p className="text-sm text-slate-600">{t('superuser.superuserPaymentSettings.aggiornataOgni30SecondiComprende')}</p>
      </Card>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={inDevelopment}>
          <Wallet aria-hidden="true" /> {t('superuser.superuserPaymentSettings.configuraPagamento')}
        </Button>
        <Button variant="secondary" onClick={inDevelopment}>
          <FileDown aria-hidden="true" /> {t('superuser.superuserPaymentSettings.esportaCosti')}
        </Button>
      </div>
    </section>
  );
}
