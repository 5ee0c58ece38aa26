import { cn } from '../../lib/cn';
import { t } from '../../i18n/it/components';

export interface SwitchProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** id of the visible label and of the explanation. */
  labelledBy: string;
  describedBy?: string;
}

/** An on/off switch (role="switch"): Space or Enter toggles it; 44px tall for small fingers. */
export function Switch({ id, checked, onCheckedChange, disabled, labelledBy, describedBy }: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex h-11 w-20 shrink-0 items-center rounded-full p-1 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
        checked ? 'bg-success-700' : 'bg-slate-500',
      )}
    >
      <span className={cn('size-9 rounded-full bg-paper shadow transition-transform', checked ? 'translate-x-9' : 'translate-x-0')} />
      <span className="sr-only">{checked ? t('components.switch.attivo') : t('components.switch.spento')}</span>
    </button>
  );
}
