import { VOICES } from '../../../shared/constants';
import { Select } from '../../components/ui/select';
import { isVoiceName, type VoiceName } from './voice-presets';
import { t } from '../../i18n/it/published-stories';

const OPTIONS = VOICES.map((v) => ({ value: v, label: v }));

export interface VoicePickerProps {
  value: VoiceName;
  onChange: (voice: VoiceName) => void;
}

/** Uomo, Donna, Bambino, Bambina: the voice that reads the story aloud. */
export function VoicePicker({ value, onChange }: VoicePickerProps) {
  return (
    <Select
      aria-label={t('publishedStories.voicePicker.voce')}
      value={value}
      onValueChange={(v) => {
        if (isVoiceName(v)) onChange(v);
      }}
      placeholder={t('publishedStories.voicePicker.voce')}
      options={OPTIONS}
      className="w-36"
    />
  );
}
