import { useAppConfig } from './use-app-config';

/** The support address from GET /api/config as a mailto link, with its loading and error states. */
export function SupportEmailLink({ className }: { className?: string }) {
  const config = useAppConfig();
  if (config.isPending) return <span className={className}>Caricamento...</span>;
  if (config.isError) return <span className={className}>l&apos;indirizzo di supporto del gestore del sito (non è stato possibile caricarlo, riprova più tardi)</span>;
  const email = config.data.supportEmail;
  return (
    <a href={`mailto:${email}`} className={className ?? 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'}>
      {email}
    </a>
  );
}
