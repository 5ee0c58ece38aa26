import { Button } from '../../components/ui/button';
import { t } from '../../i18n/it/ai';

/**
 * The copyright warning of spec 001 §8: famous characters (Cenerentola, Biancaneve, Pollicino…)
 * may make the AI refuse; better to rename them. 'Modifica' goes back, 'Prosegui' goes on.
 */
export function CopyrightWarning({ names, onEdit, onContinue }: { names: string[]; onEdit: () => void; onContinue: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="font-bold text-amber-900">{t('ai.copyrightWarning.attenzionePersonaggiFamosi')}</p>
      <p className="break-words text-slate-800">
        {t('ai.copyrightWarning.laStoriaNomina')} <strong>{names.join(', ')}</strong>
        {t('ai.copyrightWarning.iPersonaggiFamosiSonoProtetti')}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onEdit}>
          {t('ai.copyrightWarning.modifica')}
        </Button>
        <Button onClick={onContinue}>{t('ai.copyrightWarning.prosegui')}</Button>
      </div>
    </div>
  );
}
